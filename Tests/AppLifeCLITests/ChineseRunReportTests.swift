import AppLifeTestSupport
import Foundation
import MessageCatalog
import Testing

@testable import AppLifeCLI

/// What `applife run` writes about a run that went wrong, in Chinese: an unexpected crash,
/// a limit, a selection that matched nothing; in English exactly as before.
@Suite struct ChineseRunReportTests {
    static func file(_ source: String) throws -> (TemporaryDirectory, String) {
        let folder = try TemporaryDirectory(prefix: "al-zh-run")
        let path = folder.file("s.lua")
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    static func run(_ path: String, _ language: Language, _ change: (inout RunSettings) -> Void = { _ in })
        -> (code: Int32, output: String, errors: String)
    {
        var settings = RunSettings()
        settings.colour = false
        settings.language = language
        change(&settings)
        var limits = RunLimits()
        limits.maxInstructions = 200_000
        let output = TextSink.memory()
        let errors = TextSink.memory()
        let code = ScriptRun.run(path: path, limits: limits, settings: settings, output: output, errors: errors)
        return (code, output.text, errors.text)
    }

    static let source = """
        local a = app { name = "A", delegate = { applicationDidBecomeActive = function() error("boom") end } }
        scenario("crash", function() user.tap(a) end)
        scenario("spin", function() while true do end end)
        """

    @Test func anUnexpectedCrashAndALimitAreExplainedInChinese() throws {
        let (folder, path) = try Self.file(Self.source)
        defer { folder.remove() }
        let zh = Self.run(path, .zh)
        #expect(zh.code == ExitStatus.scriptError)
        #expect(zh.output.contains("    A 在 0.000 秒意外崩溃了：boom\n"), "\(zh.output)")
        #expect(zh.output.contains("崩溃会让用例失败，除非用例料到了它：在它之后写 expect.crash(\"A\")，"))
        #expect(zh.errors.contains("--max-instructions 的上限"), "\(zh.errors)")
        // The failure list under the closing line repeats the crash in Chinese.
        #expect(zh.output.contains("  FAIL  crash  (\(path):1)  A 在 0.000 秒意外崩溃了：boom\n"), "\(zh.output)")
        #expect(zh.output.contains("0 passed, 1 failed, 1 error (1 app crash)\n"))

        let en = Self.run(path, .en)
        #expect(en.output.contains("    A crashed unexpectedly at 0.000 s: boom\n"))
        #expect(en.output.contains("A crash fails the scenario unless it expects one: expect.crash(\"A\") after it,"))
        #expect(!en.errors.contains("--max-instructions"), "the limit's own message says it in English")
        #expect(!CatalogLook.hasChinese(en.output + en.errors))
    }

    @Test(arguments: [
        (
            "nope", "没有名为“nope”的用例；它声明的用例有：\"crash\"，\"spin\"",
            "no scenario named 'nope'; it declares: \"crash\", \"spin\""
        ),
        ("crsh", "没有名为“crsh”的用例（你是想写“crash”吗？）", "no scenario named 'crsh' (did you mean 'crash'?)"),
    ])
    func aSelectionThatMatchesNothingIsSaidInChinese(name: String, zh: String, en: String) throws {
        let (folder, path) = try Self.file(Self.source)
        defer { folder.remove() }
        let chinese = Self.run(path, .zh) { $0.scenario = name }
        #expect(chinese.code == ExitStatus.usage)
        #expect(chinese.errors == "applife: \(path)：\(zh)\n", "\(chinese.errors)")
        let english = Self.run(path, .en) { $0.scenario = name }
        #expect(english.errors == "applife: \(path): \(en)\n", "\(english.errors)")
    }
}

extension ChineseRunReportTests {
    /// `run --mermaid` writes its prose in the run's language; the diagram itself (state
    /// names, counts) is the same in both.
    @Test func theMermaidCoverageSpeaksTheRunsLanguage() throws {
        let folder = try TemporaryDirectory(prefix: "al-zh-md")
        defer { folder.remove() }
        func markdown(_ language: Language) throws -> String {
            let out = folder.file("\(language).md")
            _ = Self.run(Repository.path("examples/scenes-launch.lua"), language) {
                $0.pictures.mermaidPath = out
                $0.trace = .none
            }
            return try String(contentsOfFile: out, encoding: .utf8)
        }
        let zh = try markdown(.zh)
        let en = try markdown(.en)
        #expect(zh.contains("scenes-launch.lua\n\n1 个用例，应用 Notes："), "\(zh)")
        #expect(zh.hasPrefix("# 状态覆盖情况："))
        #expect(zh.contains("## 从未走过（6 个）\n"))
        #expect(zh.contains("所有场景："))
        #expect(en.contains("## Never taken (6)\n") && en.contains("every scene:"))
        #expect(!CatalogLook.hasChinese(en))
        func diagrams(_ text: String) -> [Substring] {
            text.split(separator: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
        #expect(diagrams(zh) == diagrams(en))
    }
}

/// Whether text has Chinese characters in it.
enum CatalogLook {
    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }
}
