import Lifecycle
import Testing
@testable import AppLifeCLI
@testable import ScriptBindings

/// Outcomes become text and exit codes in one place; verdicts come from types, not from
/// searching the text.
@Suite struct OutcomeTextTests {
    static let check = CheckManifest(
        name: "launch order", rationale: "UIKit calls these in order", depends: [], hidden: false, weight: 1)

    func result(_ outcome: ScenarioOutcome) -> ScenarioResult {
        ScenarioResult(name: "s", outcome: outcome, records: [])
    }

    func check(_ status: CheckOutcome.Status, report: String? = nil, limit: RunLimit? = nil) -> CheckOutcome {
        CheckOutcome(
            check: Self.check, status: status, report: report, location: nil, crashes: [], blockedBy: nil, limit: limit)
    }

    @Test func exitCodesFollowTheWorstOutcome() {
        let passed = result(.passed)
        let failed = result(.expectationFailed(report: "r", location: "t.lua:3"))
        let broken = result(.scriptError(ScriptError(kind: .runtime, message: "t.lua:1: boom", location: "t.lua:1")))
        let limited = result(
            .limitHit(.memory, message: "t.lua:1: memory limit of 16 MB exceeded", location: "t.lua:1"))
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
        #expect(OutcomeText.errorMessage(failed) == nil)
        #expect(
            OutcomeText.errorMessage(result(.limitHit(.time, message: "t.lua:1: time limit", location: "t.lua:1")))
                == "t.lua:1: time limit")
        #expect(
            OutcomeText.summary([result(.passed), failed, result(.limitHit(.time, message: "x", location: nil))])
                == "1 passed, 1 failed, 1 error")
    }

    @Test func anUnexpectedCrashFailsAndSaysHowToExpectIt() {
        let crash = CrashReport(
            app: "Todo", time: .seconds(1), message: "attempt to index a nil value", location: "t.lua:9")
        let crashed = result(.unexpectedCrash(crash))
        #expect(crashed.status == .failed)
        #expect(OutcomeText.exitCode([crashed]) == 1)
        #expect(OutcomeText.headline(crashed, colour: false) == "FAIL  s  (t.lua:9)")
        #expect(
            OutcomeText.details(crashed) == """
                    Todo crashed unexpectedly at 1.000 s: attempt to index a nil value
                      at t.lua:9
                    A crash fails the scenario unless it expects one: expect.crash("Todo") after it,
                    or expect.terminated("Todo", "crash").
                """)
        #expect(
            OutcomeText.jsonResult(crashed)
                == #"{"v":1,"kind":"result","name":"s","status":"failed","reason":"crash","at":"t.lua:9","app":"Todo","message":"Todo crashed at 1.000 s: attempt to index a nil value"}"#
        )
    }

    @Test func theSummaryCountsCrashesAndWarningsOverEveryTrace() {
        let records: TraceLog = [
            TraceRecord(kind: .crash, message: "boom"), TraceRecord(kind: .warning, message: "w"),
            TraceRecord(kind: .warning, message: "w"),
        ]
        let one = ScenarioResult(name: "a", outcome: .passed, records: records)
        #expect(OutcomeText.summary([one]) == "1 passed, 0 failed (1 app crash, 2 warnings)")
        #expect(OutcomeText.summary([one, one]) == "2 passed, 0 failed (2 app crashes, 4 warnings)")
    }

    @Test func aSelectionThatMatchesNothingNamesWhatExists() {
        #expect(
            OutcomeText.selection(.noMatch(filter: "WAIT", declared: ["a", "b"]), path: "x.lua")
                == #"x.lua: no scenario name contains 'WAIT' (ignoring case); it declares: "a", "b""#)
        #expect(
            OutcomeText.selection(.unknownName("lok", suggestion: "lock", declared: ["lock"]), path: "x.lua")
                == "x.lua: no scenario named 'lok' (did you mean 'lock'?)")
        #expect(
            OutcomeText.selection(.noScenarioAtLine(3, first: 10), path: "x.lua")
                == "x.lua:3: no scenario is declared at or above this line (the first is at line 10)")
    }

    @Test func jsonAndJUnitCarryTheStatusAndPlace() {
        let failed = result(.expectationFailed(report: "a < b & \"c\"", location: "t.lua:3"))
        #expect(
            OutcomeText.jsonResult(failed)
                == #"{"v":1,"kind":"result","name":"s","status":"failed","reason":"expectation","at":"t.lua:3","message":"a < b & \"c\""}"#
        )
        #expect(
            OutcomeText.junitCase(failed, suite: "t.lua") == [
                "  <testcase classname=\"t.lua\" name=\"s\">",
                "    <failure message=\"at t.lua:3\">a &lt; b &amp; &quot;c&quot;</failure>",
                "  </testcase>",
            ])
    }

    /// A limit fails its check alone: the passed check keeps its points, and the submission
    /// is `fail` (Exercism's `error` is for no verdict at all). A limit in the only check
    /// that ran is an error naming the limit, not the report's words.
    @Test func aLimitFailsItsCheckAloneAndAnErrorNamesIt() {
        let timedOut = SubmissionResult.from(
            [check(.passed), check(.error, report: "any words at all", limit: .time)], student: "eve", points: 10)
        #expect(timedOut.status == "fail" && timedOut.message == nil)
        #expect(timedOut.score == 5)
        #expect(timedOut.tests.map(\.status) == ["pass", "error"])
        let stopped = SubmissionResult.from(
            [check(.error, report: "any words at all", limit: .time)], student: "eve", points: 10)
        #expect(stopped.status == "error" && stopped.message == "error: time limit" && stopped.score == 0)
        // A message that merely mentions a limit is not one.
        let mentioned = SubmissionResult.from(
            [check(.error, report: "expected the memory limit of 5 MB")], student: "bob", points: 10)
        #expect(mentioned.message == "expected the memory limit of 5 MB")
        #expect(OutcomeText.gradeMessage(.memory) == "error: memory limit")
        #expect(OutcomeText.gradeMessage(.instructions) == "error: time limit")
    }
}
