import Lifecycle
import Testing
@testable import AppLifeCLI
@testable import ScriptBindings

/// Outcomes become text and exit codes in one place; verdicts come from types, not from
/// searching the text.
@Suite struct OutcomeTextTests {
    static let check = CheckManifest(name: "launch order", rationale: "UIKit calls these in order", depends: [], hidden: false, weight: 1)

    func result(_ outcome: ScenarioOutcome) -> ScenarioResult { ScenarioResult(name: "s", outcome: outcome, records: []) }

    func check(_ status: CheckOutcome.Status, report: String? = nil, limit: RunLimit? = nil) -> CheckOutcome {
        CheckOutcome(check: Self.check, status: status, report: report, location: nil, crashes: [], blockedBy: nil, limit: limit)
    }

    @Test func exitCodesFollowTheWorstOutcome() {
        let passed = result(.passed)
        let failed = result(.expectationFailed(report: "r", location: "t.lua:3"))
        let broken = result(.scriptError(ScriptError(kind: .runtime, message: "t.lua:1: boom", location: "t.lua:1")))
        let limited = result(.limitHit(.memory, message: "t.lua:1: memory limit of 16 MB exceeded", location: "t.lua:1"))
        #expect(OutcomeText.exitCode([passed]) == 0)
        #expect(OutcomeText.exitCode([passed, failed]) == 1)
        #expect(OutcomeText.exitCode([failed, broken]) == 2)
        #expect(OutcomeText.exitCode([limited]) == 2)
        #expect(OutcomeText.exitCode([check(.passed)]) == 0)
        #expect(OutcomeText.exitCode([check(.passed), check(.skipped)]) == 1)
    }

    @Test func aPersonReadsHeadlinesAndTheSummary() {
        let failed = result(.expectationFailed(report: "line 1\nline 2", location: "t.lua:3"))
        #expect(OutcomeText.headline(failed, colour: false) == "FAIL  s  (t.lua:3)")
        #expect(OutcomeText.headline(failed, colour: true) == "\u{1B}[31mFAIL\u{1B}[0m  s  (t.lua:3)")
        #expect(OutcomeText.details(failed) == "    line 1\n    line 2")
        #expect(OutcomeText.errorLine(failed, traceIsText: true) == nil)
        #expect(OutcomeText.errorLine(failed, traceIsText: false) == "t.lua:3: line 1\nline 2")
        #expect(OutcomeText.summary([result(.passed), failed, result(.limitHit(.time, message: "x", location: nil))])
            == "1 passed, 1 failed, 1 error")
    }

    @Test func jsonAndJUnitCarryTheStatusAndPlace() {
        let failed = result(.expectationFailed(report: "a < b & \"c\"", location: "t.lua:3"))
        #expect(OutcomeText.jsonResult(failed) == #"{"v":1,"kind":"result","name":"s","status":"failed","at":"t.lua:3"}"#)
        #expect(OutcomeText.junitCase(failed, suite: "t.lua") == [
            "  <testcase classname=\"t.lua\" name=\"s\">",
            "    <failure message=\"at t.lua:3\">a &lt; b &amp; &quot;c&quot;</failure>",
            "  </testcase>",
        ])
    }

    @Test func aLimitMakesTheWholeSubmissionAnErrorNamingIt() {
        let timedOut = SubmissionResult.from(
            [check(.passed), check(.error, report: "any words at all", limit: .time)], student: "eve", points: 10)
        #expect(timedOut.status == "error")
        #expect(timedOut.message == "error: time limit")
        #expect(timedOut.score == 0)
        // A message that merely mentions a limit is not one.
        let mentioned = SubmissionResult.from([check(.error, report: "expected the memory limit of 5 MB")], student: "bob", points: 10)
        #expect(mentioned.message == "expected the memory limit of 5 MB")
        #expect(OutcomeText.gradeMessage(.memory) == "error: memory limit")
        #expect(OutcomeText.gradeMessage(.instructions) == "error: time limit")
    }
}
