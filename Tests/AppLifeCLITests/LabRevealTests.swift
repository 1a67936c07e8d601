import AppLifeTestSupport
import Foundation
import Lifecycle
import LuaHost
import Testing

@testable import AppLifeCLI
@testable import ScriptBindings

/// How much a failed check tells (`reveal`): the first wrong step by default, everything for
/// a tutorial, only the reason for an exam; for every kind of expectation, in a report, in a
/// grade file, and in the timeline `--trace` shows.
@Suite struct LabRevealTests {
    /// A lab set of one exercise whose checks cover every kind of expectation, with
    /// `reveal` set for the whole exercise (nil: the default).
    static func lab(reveal: String?) throws -> (folder: TemporaryDirectory, exercise: LabExercise, student: String) {
        let folder = try TemporaryDirectory(prefix: "al-reveal")
        let root = folder.path + "/labs"
        try FileManager.default.createDirectory(atPath: root + "/kinds", withIntermediateDirectories: true)
        func write(_ text: String, _ path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        try write("return { title = 'T', exercises = { 'kinds' } }", root + "/lab.lua")
        let checks = ["sequence", "value", "table", "state", "badge", "termination", "secret"]
        let entries = checks.map { name in
            "{ name = '\(name)', rationale = 'why \(name)'\(name == "secret" ? ", hidden = true" : "") }"
        }
        try write(
            """
            return { title = 'Kinds', \(reveal.map { "reveal = '\($0)', " } ?? "")hints = { 'h' },
              checks = { \(entries.joined(separator: ", ")) } }
            """, root + "/kinds/exercise.lua")
        try write(
            """
            local answer = student()
            local todo = app { name = "Todo", delegate = answer.delegate }
            scenario("sequence", function() user.tap(todo); expect.prediction(todo, answer.launch) end)
            scenario("value", function() expect.equal(answer.state, "inactive", "state") end)
            scenario("table", function() expect.equal(answer.items, { "milk", "bread" }, "items") end)
            scenario("state", function() user.tap(todo); user.home(); wait(10); expect.state(todo, "suspended") end)
            scenario("badge", function() user.tap(todo); expect.badge(todo, 3) end)
            scenario("termination", function() user.tap(todo); expect.terminated(todo, "jetsam") end)
            scenario("secret", function() expect.equal(answer.state, "background", "secret") end)
            """, root + "/kinds/checks.lua")
        let student = folder.path + "/mine.lua"
        try write(
            """
            return {
              launch = { "willFinishLaunching", "didBecomeActive" },
              state = "active",
              items = { "milk" },
              delegate = { didEnterBackground = function(application) application:beginBackgroundTask("keep") end },
            }
            """, student)
        do {
            return (folder, try LabCatalog(root: root).exercise("kinds"), student)
        } catch {
            folder.remove()
            throw error
        }
    }

    /// The report of every check, by check name, and the report as a whole.
    static func report(reveal: String?, trace: Bool = false) throws -> (
        byCheck: [String: String], text: String, grade: SubmissionResult
    ) {
        let (folder, exercise, student) = try lab(reveal: reveal)
        defer { folder.remove() }
        let source = try LabCatalog.read(student)
        let outcomes = try LuaThread.run { LabChecker.run(exercise, studentPath: student, studentSource: source) }
        var report = LabReport(exercise: exercise, outcomes: outcomes, colour: false)
        report.showsTraces = trace
        var byCheck: [String: String] = [:]
        for (index, outcome) in outcomes.enumerated() {
            byCheck[outcome.check.name] = report.describe(outcome, number: index + 1).joined(separator: "\n")
        }
        return (byCheck, report.text(), SubmissionResult.from(outcomes, student: "s", points: 10, exercise: exercise))
    }

    @Test func firstIsTheDefaultAndTellsOneStep() throws {
        let (checks, _, _) = try Self.report(reveal: nil)
        let sequence = try #require(checks["sequence"])
        #expect(sequence.contains("    1  willFinishLaunching\n"), "\(sequence)")
        #expect(sequence.contains(">   2  didBecomeActive  <- not what UIKit did here"))
        #expect(!sequence.contains("didFinishLaunching"), "UIKit's second callback is the answer")
        #expect(sequence.contains("entries 1 to 1 are right; entry 2 is the first wrong one"))
        #expect(checks["value"]?.contains("state: \"active\" is not right") == true)
        #expect(checks["value"]?.contains("inactive") == false)
        #expect(
            checks["table"]?.contains(
                "items: {\"milk\"} is not right\n        the first wrong part is [2]: you have nil") == true)
        #expect(checks["table"]?.contains("bread") == false)
        #expect(checks["state"]?.contains("Todo is background here, which is not right") == true)
        #expect(checks["state"]?.contains("suspended") == false)
        #expect(checks["badge"]?.contains("Todo's badge is hidden (0) here, which is not right") == true)
        #expect(checks["badge"]?.contains("3") == false)
        #expect(checks["termination"]?.contains("Todo was never terminated, which is not right") == true)
        #expect(checks["termination"]?.contains("jetsam") == false)
    }

    @Test func allShowsEverything() throws {
        let (checks, _, _) = try Self.report(reveal: "all")
        let sequence = try #require(checks["sequence"])
        #expect(sequence.contains("expected (what UIKit did)"))
        #expect(sequence.contains("0.000  didFinishLaunching"), "\(sequence)")
        #expect(sequence.contains("first difference at entry 2"))
        #expect(checks["value"]?.contains("state: expected \"inactive\", got \"active\"") == true)
        #expect(checks["table"]?.contains("first difference at [2]: expected \"bread\", got nil") == true)
        #expect(checks["state"]?.contains("expected Todo to be suspended, but it is background") == true)
        #expect(checks["badge"]?.contains("expected Todo's home-screen badge to be 3, but it is hidden (0)") == true)
        #expect(checks["termination"]?.contains("expected Todo to have been terminated, but it never was") == true)
    }

    @Test func neverShowsOnlyTheReason() throws {
        let (checks, _, grade) = try Self.report(reveal: "never")
        for name in ["sequence", "value", "table", "state", "badge", "termination"] {
            let text = try #require(checks[name])
            #expect(text.contains("why \(name)"))
            #expect(text.contains("(this check does not show the answer"), "\(name): \(text)")
            for answer in [
                "didFinishLaunching", "didBecomeActive", "inactive", "bread", "suspended", "3", "jetsam", "background",
            ] {
                #expect(!text.contains(answer), "\(name) shows \(answer): \(text)")
            }
        }
        // A grade file tells what a report tells.
        for test in grade.tests {
            #expect(test.message?.contains("bread") != true && test.message?.contains("inactive") != true)
        }
    }

    @Test func aHiddenCheckShowsItsReasonWhateverItReveals() throws {
        for reveal in ["all", "first", "never"] {
            let (checks, _, _) = try Self.report(reveal: reveal)
            #expect(checks["secret"] == "FAIL  hidden check 7\n      why: why secret")
        }
    }

    @Test func aPredictionsTimelineIsItsAnswerSoOnlyAllShowsIt() throws {
        func section(_ text: String, _ check: String) -> String {
            text.components(separatedBy: "FAIL  ").first { $0.hasPrefix(check + "\n") } ?? ""
        }
        let (_, first, grade) = try Self.report(reveal: nil, trace: true)
        let sequence = section(first, "sequence")
        #expect(sequence.contains("(no timeline: this check compares your prediction with what UIKit did"))
        #expect(!sequence.contains("[AppDelegate application:didFinishLaunchingWithOptions:]"), "\(sequence)")
        // The other checks still show the student's own timeline (an exercise marks a check
        // whose timeline would give a prediction away with prediction = true).
        #expect(section(first, "state").contains("trace (what happened, with your log lines):"))
        #expect(!grade.tests[0].message!.contains("didFinishLaunching"))
        let (_, all, _) = try Self.report(reveal: "all", trace: true)
        #expect(section(all, "sequence").contains("[AppDelegate application:didFinishLaunchingWithOptions:]"))
    }

    @Test func aBadRevealIsAnErrorNamingTheField() throws {
        #expect {
            _ = try Self.lab(reveal: "some")
        } throws: { error in
            "\(error)".contains(
                "kinds/exercise.lua: 'reveal' must be one of \"all\", \"first\", \"never\", not \"some\"")
        }
    }

    @Test func neverKeepsAnExplorationsSequenceBackAndALimitNeverNamesAHiddenCheck() {
        var check = CheckManifest(name: "no leak", rationale: "every task ends", depends: [], hidden: false, weight: 1)
        check.reveal = .never
        let explored = CheckOutcome(
            check: check, status: .failed, report: "✗ invariant broke at step 3\n  1  tap Notes", location: nil,
            crashes: [],
            blockedBy: nil)
        let text = OutcomeText.studentDetail(explored, words: .english).joined(separator: "\n")
        #expect(
            text
                == "why: every task ends\n(this check does not show the answer: think it through with the reason above)"
        )
        check.reveal = .first
        let shown = CheckOutcome(
            check: check, status: .failed, report: explored.report, location: nil, crashes: [], blockedBy: nil)
        #expect(OutcomeText.studentDetail(shown, words: .english).contains("  1  tap Notes"))
        let after = CheckOutcome(
            check: check, status: .error, report: nil, location: "mine.lua:3", crashes: [], blockedBy: nil,
            limit: .time,
            notRun: .outOfTime(seconds: 30))
        #expect(OutcomeText.studentDetail(after, words: .chinese).contains("未运行：这份作业的 30 秒已被前面的检查用完"))
        #expect(
            OutcomeText.studentDetail(after, words: .english).contains(
                "not run: the submission's 30 s were spent on the checks before it"))
    }

    // MARK: The words of each kind, alone

    static func callbacks(_ listed: [String], _ happened: [String], prediction: Bool, app: String = "Todo")
        -> ExpectationDetail
    {
        let entries = happened.map { ObservedEntry(time: .seconds(1), app: app, name: $0) }
        var first = 0
        while first < listed.count, first < happened.count, listed[first] == happened[first] { first += 1 }
        return .callbacks(
            ListComparison(
                listed: listed, happened: entries, firstDifference: first, isPrediction: prediction,
                showsApp: app != "Todo"))
    }

    @Test func aShortOrLongAnswerIsToldWithoutTheRest() {
        let first = LabFailureText(words: .english, reveal: .first)
        let short = first.lines(Self.callbacks(["a"], ["a", "b", "c"], prediction: true)).joined(separator: "\n")
        #expect(short.contains(">   2  (your answer ends here)  <- UIKit called more"))
        #expect(!short.contains("b") || !short.contains("  b"))
        let long = first.lines(Self.callbacks(["a", "x"], ["a"], prediction: true)).joined(separator: "\n")
        #expect(long.contains(">   2  x  <- UIKit called nothing more"))
        // The app's own callbacks against a check's list: the student's side is what happened.
        let mine = first.lines(Self.callbacks(["a", "b"], ["a", "z", "q"], prediction: false)).joined(separator: "\n")
        #expect(mine.contains(">   2  1.000  z  <- not what should happen here"), "\(mine)")
        #expect(!mine.contains("  b\n") && !mine.contains("  b  "))
        let none = first.lines(Self.callbacks(["a", "b"], [], prediction: false)).joined(separator: "\n")
        #expect(none.contains(">   1  (nothing more happened)  <- more callbacks should follow"))
    }

    @Test func aHugeListStaysReadable() {
        let many = (0..<100_000).map { "c\($0)" }
        for reveal in Reveal.allCases {
            let lines = LabFailureText(words: .english, reveal: reveal).lines(
                Self.callbacks(many, many + ["extra"], prediction: true))
            #expect(lines.count < LabFailureText.maximumRows + 10, "\(reveal): \(lines.count) lines")
        }
    }

    @Test func chineseNamesLineUpInTheFullTable() {
        let detail = Self.callbacks(
            ["didFinishLaunching"], ["willFinishLaunching", "didBecomeActive"], prediction: true, app: "备忘录")
        let lines = LabFailureText(words: .chinese, reveal: .all).lines(detail)
        #expect(lines[0] == "expect.prediction 未通过")
        // The second column (the answer) starts at the same display column in every row.
        let rows = [(lines[1], "你的答案"), (lines[2], "didFinishLaunching"), (lines[3], "（没有了）")]
        let columns = rows.map { line, cell in
            line.range(of: cell, options: .backwards).map { DisplayWidth.of(line[..<$0.lowerBound]) }
        }
        #expect(Set(columns).count == 1, "\(lines)")
        #expect(lines[2].contains("1.000  备忘录  willFinishLaunching"))
    }

    @Test func sequenceAndConditionsInChinese() {
        let sequence = LabFailureText(words: .chinese, reveal: .first).lines(
            .sequence(expected: ["a", "b"], missing: 1))
        #expect(sequence.contains("第 1 到 1 项按顺序出现了，下一项没有出现"))
        #expect(!sequence.joined().contains("b"))
        let state = ConditionComparison(kind: .state, subject: "备忘录", expected: "suspended", actual: "background")
        #expect(
            LabFailureText(words: .chinese, reveal: .first).lines(.condition(state)).last
                == "备忘录 此时处于 background 状态，这不对")
        #expect(
            LabFailureText(words: .chinese, reveal: .all).lines(.condition(state)).last
                == "期望 备忘录 处于 suspended 状态，实际是 background")
        let value = ValueComparison(
            label: "why the app was terminated", actual: "\"x\"", expected: "nil", difference: nil)
        let translated = LabFailureText(
            words: .chinese, reveal: .first, labels: ["why the app was terminated": "应用被终止的原因"])
        #expect(translated.lines(.value(value)).last == "应用被终止的原因：\"x\" 不对")
    }
}
