import AppLifeTestSupport
import Foundation
import LuaHost
import MessageCatalog
import Testing

@testable import AppLifeCLI

/// The learner's language (issue 38): golden transcripts of a Chinese run (with misuse and
/// advice warnings) and a Chinese explore report; the REPL's is `Repl/zh-session`. The
/// closing `N passed, N failed` line stays as it is; the English goldens are unchanged.
/// Re-record with `APPLIFE_RECORD=1 swift test --filter ChineseGolden`.
@Suite("ChineseGolden")
struct ChineseGoldenTests {
    static let runGolden = GoldenFile(
        "Tests/AppLifeCLITests/Golden/zh/seed001-background-task.txt", filter: "ChineseGolden")
    static let exploreGolden = GoldenFile(
        "Tests/AppLifeCLITests/Golden/zh/explore-draft.explore.txt", filter: "ChineseGolden")

    static let errorsGolden = GoldenFile("Tests/AppLifeCLITests/Golden/zh/errors.txt", filter: "ChineseGolden")

    static var goldens: [GoldenFile] { [runGolden, exploreGolden, errorsGolden] }

    static func run(_ path: String, language: Language) -> (code: Int32, output: String, errors: String) {
        var settings = RunSettings()
        settings.colour = false
        settings.language = language
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(
            path: path, limits: RunLimits(), settings: settings, output: output, errors: errors)
        return (code, Repository.relative(output.text), Repository.relative(errors.text))
    }

    @Test func aChineseRunMatchesItsGolden() {
        let (code, output, errors) = Self.run(Repository.path("examples/seed001-background-task.lua"), language: .zh)
        #expect(code == 0, "\(errors)")
        Self.runGolden.check(output)
        // Misuse and advice, in Chinese; Apple's names as they are.
        #expect(output.contains("警告：endBackgroundTask：0 不是仍开着的后台任务"))
        #expect(output.contains("警告：setApplicationIconBadgeNumber: 从 iOS 17 起已弃用"))
        #expect(!output.contains("warning: "))
        // A Chinese summary, then the closing line exactly as in English.
        let lines = output.split(separator: "\n")
        #expect(
            lines.last.map(String.init)
                == Self.run(
                    Repository.path("examples/seed001-background-task.lua"), language: .en
                ).output.split(separator: "\n").last
                .map(String.init))
        #expect(lines.dropLast().last?.hasPrefix("用例：") == true)
    }

    @Test func theSameRunInEnglishHasNoChinese() {
        let (_, output, _) = Self.run(Repository.path("examples/seed001-background-task.lua"), language: .en)
        #expect(!output.contains("警告"))
        #expect(!output.contains("用例："))
        #expect(output.contains("warning: endBackgroundTask: 0 is not an open background task"))
    }

    /// A refused action, an unknown name, a call from app code and a Lua error: Chinese at
    /// the same file:line; the English run keeps today's words exactly.
    @Test func chineseErrorsMatchTheirGolden() throws {
        // Run from a short temporary path: Lua cuts a chunk name over 60 bytes, which a long
        // checkout's path would be, and the golden names the file alone.
        let folder = try TemporaryDirectory(prefix: "al-zh")
        defer { folder.remove() }
        let path = folder.file("zh-errors.lua")
        try Data(contentsOf: URL(fileURLWithPath: Repository.path("Tests/AppLifeCLITests/Scripts/zh-errors.lua")))
            .write(to: URL(fileURLWithPath: path))
        func run(_ language: Language) -> (output: String, errors: String) {
            let result = Self.run(path, language: language)
            let shorten = { (text: String) in text.replacingOccurrences(of: folder.path + "/", with: "") }
            return (shorten(result.output), shorten(result.errors))
        }
        let zh = run(.zh)
        Self.errorsGolden.check(zh.output + "--- stderr ---\n" + zh.errors)
        let place = "zh-errors.lua"
        #expect(zh.errors.contains("\(place):10: 不能 tap Notes：设备已锁定"))
        #expect(zh.errors.contains("\(place):14: 'user.hom' 不是已知的函数（你是想写 'user.home' 吗？）"))
        #expect(zh.errors.contains("user.tap 不能在应用代码（回调或 block）里调用"))
        #expect(zh.errors.contains("attempt to index a nil value (local 'list')"))
        #expect(zh.errors.contains("Lua 的意思是：local 'list' 是 nil"))
        let en = run(.en)
        #expect(en.errors.contains("\(place):10: cannot tap Notes: the device is locked"))
        #expect(en.errors.contains("\(place):14: unknown function 'user.hom' (did you mean 'user.home'?)"))
        #expect(
            en.errors.contains(
                "user.tap cannot be called from app code (a callback or block): call it from the scenario"))
        #expect(!en.errors.contains("Lua 的意思是"))
        #expect(!(en.output + en.errors).unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    }

    @Test func aChineseExploreReportMatchesItsGolden() throws {
        let (report, _) = try ExploreCommandTests.exampleReport("explore-draft", runs: 500, extra: ["--lang", "zh"])
        Self.exploreGolden.check(report)
        #expect(report.contains("✗ 不变式“no background task killed at expiry”在第 4 步"))
        #expect(report.contains("原因：第 2 步"))
    }

    /// A syntax error: Lua's own words, then what they mean in Chinese; a Chinese name
    /// gets the fix.
    @Test func aSyntaxErrorIsExplainedInChinese() throws {
        let folder = try TemporaryDirectory(prefix: "al-zh")
        defer { folder.remove() }
        let path = folder.file("练习.lua")
        try Data("local 备忘录 = app { name = \"备忘录\" }\n".utf8).write(to: URL(fileURLWithPath: path))
        let zh = Self.run(path, language: .zh)
        #expect(zh.code == ExitStatus.scriptError)
        #expect(zh.errors.contains("<name> expected near"))
        #expect(zh.errors.contains("Lua 读不懂这个文件（语法错误）"))
        #expect(zh.errors.contains("Lua 的变量名只能用英文字母、数字和下划线"))
        let en = Self.run(path, language: .en)
        #expect(!en.errors.contains("Lua 读不懂"))
        try Data("scenario(\"x\", function()\n".utf8).write(to: URL(fileURLWithPath: path))
        let unclosed = Self.run(path, language: .zh)
        #expect(unclosed.errors.contains("Lua 读不懂这个文件（语法错误）"))
        #expect(!unclosed.errors.contains("Lua 的变量名只能用"))
    }

    /// A failed expectation in Chinese: what it compared, in the lab's words, all of it;
    /// the English run keeps the expectation's own report.
    @Test func anExpectationFailureIsExplainedInChinese() throws {
        let folder = try TemporaryDirectory(prefix: "al-zh")
        defer { folder.remove() }
        let path = folder.file("fail.lua")
        let source = """
            local notes = app { name = "备忘录" }
            scenario("回到后台", function()
              user.tap(notes)
              user.home()
              expect.state(notes, "background")
            end)
            scenario("值", function()
              user.tap(notes)
              expect.equal(notes.state, "suspended", "the state")
            end)
            """
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        let zh = Self.run(path, language: .zh)
        #expect(zh.code == ExitStatus.expectationFailed)
        #expect(zh.output.contains("    expect.state 未通过\n    期望 备忘录 处于 background 状态，实际是 suspended\n"), "\(zh.output)")
        #expect(zh.output.contains("    the state：期望 \"suspended\"，实际是 \"active\""), "\(zh.output)")
        #expect(
            zh.output.hasSuffix(
                "用例：0 个通过，2 个失败，0 个出错；应用崩溃 0 次，警告 0 条\n0 passed, 2 failed\n"
                    + "  FAIL  回到后台  (\(path):5)  expect.state 未通过\n  FAIL  值  (\(path):9)  expect.equal 未通过\n"),
            "\(zh.output)")
        let en = Self.run(path, language: .en)
        #expect(en.output.contains("    expected 备忘录 to be background, but it is suspended\n"))
        #expect(!en.output.contains("期望"))
    }

    /// A "did you mean" in an error's English words is said again in Chinese; the name is
    /// read only from a whole `did you mean 'NAME'?`, and never grows past 200 characters.
    @Test func aDidYouMeanIsSaidInChinese() {
        let message = "x.lua:3: unknown function 'user.hom' (did you mean 'user.home'?)"
        #expect(ErrorExplanation.lines(for: message, .zh) == ["你是想写 user.home 吗？"])
        #expect(ErrorExplanation.lines(for: message, .en).isEmpty)
        #expect(ErrorExplanation.suggestedName(in: "did you mean 'a") == nil)
        #expect(ErrorExplanation.suggestedName(in: "did you mean ''?") == nil)
        #expect(ErrorExplanation.suggestedName(in: "did you mean 'a\nb'?") == nil)
        let huge = "did you mean '" + String(repeating: "x", count: 100_000) + "'?"
        #expect(ErrorExplanation.suggestedName(in: huge)?.count == 200)
        #expect(ErrorExplanation.lines(for: "plain", syntax: true, .zh).count == 1)
    }

    /// `run --svg` draws its legend and section summaries in the run's language; English
    /// by default, as before.
    @Test func runSVGSpeaksTheRunsLanguage() throws {
        let executable = try BuiltExecutable.require()
        let folder = try TemporaryDirectory(prefix: "al-svg-zh")
        defer { folder.remove() }
        let zh = try ChildProcess.run(
            executable, ["run", "examples/home-and-return.lua", "--lang", "zh", "--svg", folder.file("zh.svg")])
        let en = try ChildProcess.run(
            executable, ["run", "examples/home-and-return.lua", "--lang", "en", "--svg", folder.file("en.svg")])
        #expect(zh.status == 0 && en.status == 0, "\(zh.errors) \(en.errors)")
        let zhSVG = String(
            decoding: FileManager.default.contents(atPath: folder.file("zh.svg")) ?? Data(), as: UTF8.self)
        let enSVG = String(
            decoding: FileManager.default.contents(atPath: folder.file("en.svg")) ?? Data(), as: UTF8.self)
        #expect(zhSVG.contains("时间从左往右走"))
        #expect(!zhSVG.contains("Time runs left to right"))
        #expect(enSVG.contains("Time runs left to right"))
    }

    /// `--lang` and `APPLIFE_LANG` must name a language; the locale falls back to English.
    @Test func aBadLanguageIsBadUsage() throws {
        let executable = try BuiltExecutable.require()
        let bad = try ChildProcess.run(executable, ["run", "examples/hello.lua", "--lang", "fr"])
        #expect(bad.status == ExitStatus.usage)
        #expect(bad.errors.contains("--lang: unknown language 'fr' (expected en or zh)"), "\(bad.errors)")
        var environment = ProcessInfo.processInfo.environment
        environment["APPLIFE_LANG"] = "xx"
        let badEnvironment = try ChildProcess.run(
            executable, ["explore", "examples/explore-draft.lua", "--runs", "1"], environment: environment)
        #expect(badEnvironment.status == ExitStatus.usage)
        #expect(badEnvironment.errors.contains("APPLIFE_LANG: unknown language 'xx'"), "\(badEnvironment.errors)")
        environment["APPLIFE_LANG"] = nil
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["LANG"] = "zh_CN.UTF-8"
        let fast = try ChildProcess.run(
            executable, ["run", "examples/seed001-background-task.lua"], environment: environment)
        #expect(fast.output.contains("警告："), "the fast path of `run FILE` follows the locale")
        environment["LANG"] = "fr_FR.UTF-8"
        let french = try ChildProcess.run(
            executable, ["run", "examples/seed001-background-task.lua"], environment: environment)
        #expect(french.output.contains("warning: ") && !french.output.contains("警告"))
    }
}
