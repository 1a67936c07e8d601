import AppLifeTestSupport
import Foundation
import LuaHost
import Testing

@testable import AppLifeCLI

/// Issue 36: checks that judge what the app did, answers that never show, hints that follow
/// the failing check, errors in the student's file, and `lab verify`'s new rules.
@Suite("Lab observation")
struct LabObservationTests {
    static let labs = Fixtures.labs
    /// The exercises whose checks observe behaviour and ship wrong and right solutions.
    static let observed = Fixtures.exerciseNames()

    static func outcomes(_ name: String, source: String, path: String = "work/mine.lua") throws -> [CheckOutcome] {
        let exercise = try LabCatalog(root: labs).exercise(name)
        let bytes = Array(source.utf8)
        return try LuaThread.run { LabChecker.run(exercise, studentPath: path, studentSource: bytes) }
    }

    static func fullMarks(_ outcomes: [CheckOutcome]) -> Bool { outcomes.allSatisfy { $0.status == .passed } }

    /// A module of constants (the review's `return { saved = true, delegate = {} }`) and the
    /// unchanged starter get less than full marks; each exercise ships at least four wrong
    /// solutions, one of them constants or an empty shape, and one other right one.
    @Test(arguments: observed)
    func constantsAndTheStarterGetLessThanFullMarks(_ name: String) throws {
        let constants = "return { saved = true, synced = true, paused = true, budgets = {}, delegate = {} }"
        #expect(!Self.fullMarks(try Self.outcomes(name, source: constants)))
        let starter = try String(contentsOfFile: Self.labs + "/\(name)/starter.lua", encoding: .utf8)
        #expect(!Self.fullMarks(try Self.outcomes(name, source: starter)))
        let wrong = try FileManager.default.contentsOfDirectory(atPath: Self.labs + "/\(name)/wrong")
        #expect(wrong.filter { $0.hasSuffix(".lua") }.count >= 4)
        #expect(
            wrong.contains { $0.hasPrefix("constant") || $0.contains("shape") || $0.hasPrefix("empty") },
            "\(name): no constants answer")
        let right = try FileManager.default.contentsOfDirectory(atPath: Self.labs + "/\(name)/right")
        #expect(!right.isEmpty)
    }

    /// A prediction failing beside a passing one: neither the report with `--trace`, nor the
    /// SVG, nor watch's timeline view holds UIKit's list, and none names checks.lua.
    @Test func aFailingPredictionsViewsHoldNoAnswer() throws {
        let workspace = try Fixtures.workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let (commands, output, _) = Fixtures.commands(workspace)
        #expect(commands.start("launch-order") == 0)
        let file = workspace + "/launch-order.lua"
        try Data(#"return { launch = { "didFinishLaunching" }, state_in_didFinishLaunching = "inactive" }"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let svg = workspace + "/lo.svg"
        #expect(commands.check("launch-order", LabCommands.CheckOptions(trace: true, svg: svg)) == 1)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        var core = LabWatchCore(commands: commands, catalog: try LabCatalog(root: Self.labs), exercise: "launch-order")
        _ = core.checkNow()
        guard case .show(let timelines) = core.key("t") else {
            Issue.record("t should show the timelines")
            return
        }
        for (view, text) in [("report", output.text), ("svg", picture), ("watch", timelines)] {
            #expect(!text.contains("willFinishLaunching"), "\(view) shows the expected list")
            #expect(!text.contains("checks.lua"), "\(view) names the checks' file")
        }
        #expect(output.text.contains("a prediction's timeline is its answer: not drawn"))
    }

    /// `lab hint` puts the hints of the first failing check first.
    @Test func hintsFollowTheFirstFailingCheck() throws {
        let workspace = try Fixtures.workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let (commands, output, _) = Fixtures.commands(workspace)
        #expect(commands.start("home-and-return") == 0)
        try Data(
            #"""
            return { home = { "willResignActive", "didEnterBackground" },
                     back = { "willEnterForeground", "didBecomeActive" }, state_after_a_minute = "background" }
            """#.utf8
        ).write(to: URL(fileURLWithPath: workspace + "/home-and-return.lua"))
        #expect(commands.hint("home-and-return") == 0)
        #expect(output.text.contains("Hint 1 of 3: What does iOS do with an app that has nothing left to do"))
        #expect(!output.text.contains("Leaving the foreground takes two steps"))
    }

    /// Whatever the file does at its end, its errors name it and its line.
    @Test(arguments: [
        ("local x = 1\nreturn dofile(\"helpers.lua\")\n", "work/mine.lua:2: dofile is not available"),
        ("local x = 1\n\nreturn require(\"json\")\n", "work/mine.lua:3: require is not available"),
        ("return os.time{year=\"x\"}\n", "work/mine.lua:1:"),
        ("expect.equal(1, 2)\nreturn { launch = {} }\n", "work/mine.lua:1: your file runs an expectation itself"),
        (
            "return { launch = { \"willFinishLaunching\",\n  \"didFinishLaunch\", \"didBecomeActive\" },\n"
                + "  state_in_didFinishLaunching = \"inactive\" }\n",
            "work/mine.lua:2: entry 2 of the prediction: unknown callback name 'didFinishLaunch' "
                + "(did you mean 'didFinishLaunching'?)"
        ),
    ])
    func errorsNameTheStudentsFile(_ source: String, _ expected: String) throws {
        let outcomes = try Self.outcomes("launch-order", source: source)
        let errors = outcomes.filter { $0.status == .error }
        #expect(!errors.isEmpty)
        for outcome in errors where outcome.notRun == nil {
            #expect(outcome.report?.contains(expected) == true, "\(outcome.report ?? "")")
            #expect(outcome.report?.contains("checks.lua") == false)
        }
    }

    /// A copy of launch-order to break in one way; returns verify's problems.
    static func verify(_ change: (String) throws -> Void) throws -> String {
        let copy = try Fixtures.workspace()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: labs + "/launch-order", toPath: copy + "/launch-order")
        try Data("return { title = 'T', exercises = { 'launch-order' }, zh = { title = 'T' } }".utf8).write(
            to: URL(fileURLWithPath: copy + "/lab.lua"))
        try change(copy + "/launch-order")
        let output = TextSink.memory(), errors = TextSink.memory()
        let commands = LabCommands(labs: copy, workspace: copy + "/work", output: output, errors: errors, colour: false)
        _ = commands.verify()
        return errors.text
    }

    static func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(change(text).utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func verifyPassesTheUnchangedCopy() throws {
        #expect(try Self.verify { _ in } == "")
    }

    @Test func verifyFindsAScenarioWithoutItsCheck() throws {
        let problems = try Self.verify { folder in
            try Self.edit(folder + "/checks.lua") { $0 + "\nscenario(\"a stray one\", function() end)\n" }
        }
        #expect(problems.contains("scenario 'a stray one' is no check of exercise.lua, so it never runs"))
    }

    @Test func verifyFindsALabelWithoutItsTranslation() throws {
        let problems = try Self.verify { folder in
            try Self.edit(folder + "/checks.lua") {
                $0.replacingOccurrences(of: #""type(launch)")"#, with: #""the type of launch")"#)
            }
        }
        #expect(problems.contains("the label 'the type of launch' (check 'launch is a list') has no zh translation"))
    }

    @Test func verifyFindsAnAnswerInAHintAStarterOrARationale() throws {
        let problems = try Self.verify { folder in
            try Self.edit(folder + "/exercise.lua") {
                $0.replacingOccurrences(
                    of: "A launch from the icon has exactly three delegate callbacks.",
                    with: "willFinishLaunching, didFinishLaunching, then didBecomeActive.")
            }
            try Self.edit(folder + "/starter.zh.lua") {
                $0.replacingOccurrences(
                    of: #"launch = { "didFinishLaunching" }"#,
                    with: #"launch = { "willFinishLaunching", "didFinishLaunching", "didBecomeActive" }"#)
            }
        }
        #expect(problems.contains("en hint 1: gives away what check 'launch from the icon' expects"))
        #expect(problems.contains("starter.zh.lua: gives away what check 'launch from the icon' expects"))
        #expect(!problems.contains("starter.lua: gives away"))
    }

    @Test func verifyWantsFourWrongSolutionsAndARightOne() throws {
        let problems = try Self.verify { folder in
            try FileManager.default.removeItem(atPath: folder + "/right")
            try FileManager.default.removeItem(atPath: folder + "/wrong/no-will.lua")
            try FileManager.default.removeItem(atPath: folder + "/wrong/not-a-list.lua")
        }
        #expect(problems.contains("3 wrong solutions; at least 4 prove the checks"))
        #expect(problems.contains("no other right solution"))
    }

    @Test func verifyFindsAWrongSolutionWithFullMarks() throws {
        let problems = try Self.verify { folder in
            try FileManager.default.copyItem(
                atPath: folder + "/solution.lua", toPath: folder + "/wrong/zz-really-right.lua")
            try Self.edit(folder + "/wrong/zz-really-right.lua") {
                "-- fails: launch from the icon\n-- why: it does not\n" + $0
            }
        }
        #expect(problems.contains("this wrong solution gets full marks"))
    }

    @Test func aHintNamingNoCheckIsRefused() throws {
        let problems = try Self.verify { folder in
            try Self.edit(folder + "/exercise.lua") {
                $0.replacingOccurrences(
                    of: #"check = "launch from the icon""#, with: #"check = "launch from the ikon""#)
            }
        }
        #expect(problems.contains("names no check 'launch from the ikon' (did you mean 'launch from the icon'?)"))
    }

    @Test func answersAreReadFromWhatTheChecksCompared() {
        #expect(LabAnswerLeaks.scalars(in: "{ ios6 = 600, ios12 = 180, ios17 = 30 }") == ["600", "180", "30"])
        #expect(LabAnswerLeaks.answers(lua: "\"inactive\"") == [.word("inactive")])
        #expect(LabAnswerLeaks.answers(lua: "true").isEmpty)
        #expect(LabAnswerLeaks.answers(lua: "7").isEmpty)
        let hint = LabAnswerLeaks.Text(place: "h", kind: .hint, text: "角标停在26，ios6")
        #expect(LabAnswerLeaks.leaks(.number("26"), in: hint))
        #expect(!LabAnswerLeaks.leaks(.number("6"), in: hint))
        let task = LabAnswerLeaks.Text(place: "t", kind: .task, text: #"one of "active", "inactive""#)
        #expect(!LabAnswerLeaks.leaks(.word("inactive"), in: task))
    }
}
