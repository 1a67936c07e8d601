import AppLifeTestSupport
import Foundation
import LuaHost
import Testing

@testable import AppLifeCLI
@testable import ScriptBindings

/// Two languages: how one is chosen, and that every lab string has both.
@Suite struct LabLanguageTests {
    static let labs = Fixtures.labs

    // MARK: Choosing

    @Test func theFlagThenAPPLIFE_LANGThenThePOSIXLocaleThenEnglish() throws {
        func chosen(_ flag: String?, _ environment: [String: String]) throws -> LabLanguage {
            try LanguageChoice.resolve(flag: flag, environment: environment)
        }
        #expect(try chosen(nil, [:]) == .en)
        #expect(try chosen(nil, ["LANG": "zh_CN.UTF-8"]) == .zh)
        #expect(try chosen(nil, ["LANG": "zh_TW.UTF-8"]) == .zh)
        #expect(try chosen(nil, ["LANG": "fr_FR.UTF-8"]) == .en, "a language applife lacks falls back to English")
        #expect(try chosen(nil, ["LANG": "C"]) == .en)
        // POSIX: LC_ALL over LC_MESSAGES over LANG; an empty one does not count.
        #expect(try chosen(nil, ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "zh_CN.UTF-8"]) == .en)
        #expect(try chosen(nil, ["LC_ALL": "", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]) == .zh)
        #expect(try chosen(nil, ["LC_MESSAGES": "C", "LANG": "zh_CN.UTF-8"]) == .en)
        #expect(try chosen(nil, ["APPLIFE_LANG": "zh", "LC_ALL": "en_US.UTF-8"]) == .zh)
        #expect(try chosen("en", ["APPLIFE_LANG": "zh", "LANG": "zh_CN.UTF-8"]) == .en)
        #expect(try chosen("zh-Hans", [:]) == .zh)
    }

    @Test func anUnknownLanguageNamedOnPurposeIsAnError() {
        for (flag, environment, source) in [
            ("fr", [:], "--lang"), (nil, ["APPLIFE_LANG": "klingon"], "APPLIFE_LANG"), ("", [:], "--lang"),
        ] {
            #expect {
                _ = try LanguageChoice.resolve(flag: flag, environment: environment)
            } throws: { error in
                "\(error)".contains(source) && "\(error)".contains("expected en or zh")
            }
        }
    }

    @Test func chineseLocaleListsInChinese() throws {
        let workspace = try TemporaryDirectory(prefix: "al-zh")
        defer { workspace.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "zh_CN.UTF-8"
        for variable in ["LC_ALL", "LC_MESSAGES", "APPLIFE_LANG", "APPLIFE_LABS"] { environment[variable] = nil }
        let run = try ChildProcess.run(
            try BuiltExecutable.require(), ["lab", "list"], in: URL(fileURLWithPath: workspace.path),
            environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("iOS 应用的生命周期：已完成 0 / 16\n"), "\(run.output)")
        #expect(run.output.contains("  [ ]  1. launch-order         启动回调的顺序\n"))
        #expect(run.output.contains("下一步：applife lab start launch-order"))
    }

    // MARK: Every string has both languages

    @Test func everyWordOfTheCommandsIsTranslated() {
        let english = Mirror(reflecting: LabWords.english).children,
            chinese = Mirror(reflecting: LabWords.chinese).children
        var compared = 0
        for (en, zh) in zip(english, chinese) {
            guard let a = en.value as? String, let b = zh.value as? String else { continue }
            compared += 1
            #expect(a != b, "\(en.label ?? "?") is the same in both languages: \(a)")
            #expect(!b.isEmpty)
        }
        #expect(compared >= 30)
        // The sentences made by functions too.
        #expect(LabWords.chinese.hintLine(1, 3, "x") != LabWords.english.hintLine(1, 3, "x"))
        #expect(LabWords.chinese.checksPassed(1, 4, "2.5", "10") == "4 项检查通过了 1 项（得分 2.5 / 10）")
    }

    @Test("every exercise's title, hints, checks and labels are translated", arguments: Fixtures.exerciseNames())
    func exerciseIsTranslated(_ name: String) throws {
        let exercise = try LabCatalog(root: Self.labs).exercise(name)
        let manifest = exercise.manifest
        for language in LabLanguage.translated {
            let text = try #require(manifest.translations[language], "\(name): no \(language.rawValue) table")
            #expect(text.title != manifest.title && !text.title.isEmpty)
            #expect(text.hints.count == manifest.hints.count, "\(name): \(language.rawValue) hints")
            for (english, translated) in zip(manifest.hints, text.hints) { #expect(english != translated) }
            for check in manifest.checks {
                let checkText = try #require(
                    check.translations[language], "\(name): check '\(check.name)' has no \(language.rawValue) table")
                #expect(checkText.rationale != check.rationale && !checkText.rationale.isEmpty)
                #expect(checkText.title != check.name, "\(name): check '\(check.name)' keeps its English title")
            }
            for label in try Self.wordLabels(exercise) {
                #expect(
                    text.labels[label] != nil,
                    "\(name): the label '\(label)' of checks.lua has no \(language.rawValue) translation")
            }
            let readme = Self.labs + "/\(name)/README.\(language.rawValue).md"
            #expect(FileManager.default.fileExists(atPath: readme), "\(readme) is missing")
        }
    }

    /// The labels of `expect.equal` in checks.lua that are words (hold a space), not field names.
    static func wordLabels(_ exercise: LabExercise) throws -> [String] {
        let source = String(decoding: exercise.checksSource, as: UTF8.self)
        let pattern = try NSRegularExpression(
            pattern: #"expect\.equal\(.*,\s*"([^"]+)"\)\s*$"#, options: [.anchorsMatchLines])
        let range = NSRange(source.startIndex..., in: source)
        return pattern.matches(in: source, range: range).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        }.filter { $0.contains(" ") }
    }

    /// A translation table that is not what the format asks for is an error naming the field.
    @Test(arguments: [
        ("zh = 5", "'zh' must be a table of translations, not a number"),
        ("zh = { title = 'x', bogus = 1 }", "zh: unknown field 'bogus' (expected title, hints, labels)"),
        ("zh = { hints = {} }", "zh: 'title' is required (a string)"),
        ("zh = { title = 'x', labels = { 'a' } }", "zh: 'labels' must be a table of strings by string"),
        ("zh = { title = 'x', labels = { a = 1 } }", "zh: 'labels' must map strings to strings"),
        (
            "checks = { { name = 'c', rationale = 'r', zh = { title = 't' } } }",
            "checks[1]: zh: 'rationale' is required"
        ),
        (
            "checks = { { name = 'c', rationale = 'r', reveal = 5 } }",
            "checks[1]: 'reveal' must be a string, not a number"
        ),
        ("reveal = 'everything'", "'reveal' must be one of \"all\", \"first\", \"never\", not \"everything\""),
    ])
    func aBadTranslationNamesTheField(_ field: String, _ message: String) throws {
        let checks = field.hasPrefix("checks") ? "" : "checks = { { name = 'c', rationale = 'r' } }, "
        let source = Array("return { title = 'T', \(checks)\(field) }".utf8)
        #expect {
            _ = try LuaThread.run { try LabManifestReader.exercise(path: "e.lua", source: source) }
        } throws: { error in
            "\(error)".hasPrefix("e.lua") && "\(error)".contains(message)
        }
    }

    @Test func theLabSetIsTranslated() throws {
        let set = try LabCatalog(root: Self.labs).set
        let text = try #require(set.translations[.zh])
        #expect(text.title != set.title)
        #expect(text.welcome.contains("applife lab start launch-order"))
    }

    /// A Chinese starter is the English one with its comments translated: the same code.
    @Test("starter.zh.lua is starter.lua's code", arguments: Fixtures.exerciseNames())
    func chineseStarterHasTheSameCode(_ name: String) throws {
        let english = try Data(contentsOf: URL(fileURLWithPath: Self.labs + "/\(name)/starter.lua"))
        let chinese = try Data(contentsOf: URL(fileURLWithPath: Self.labs + "/\(name)/starter.zh.lua"))
        func code(_ data: Data) -> [String] {
            let bytes = Array(data)
            return LuaTokenizer.tokens(bytes).map { String(decoding: bytes[$0.range], as: UTF8.self) }
        }
        #expect(code(english) == code(chinese))
        #expect(
            String(decoding: chinese, as: UTF8.self).unicodeScalars.contains {
                $0.value >= 0x4E00 && $0.value <= 0x9FFF
            })
    }

    @Test func startCopiesTheChineseStarterAndPrintsTheChineseTask() throws {
        let workspace = try Fixtures.workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        var (commands, output, _) = Fixtures.commands(workspace)
        commands.language = .zh
        #expect(commands.start("background-task") == 0)
        #expect(output.text.hasPrefix("# 必须结束的后台任务\n"))
        #expect(output.text.contains("已创建 \(workspace)/background-task.lua。"))
        let copied = try String(contentsOfFile: workspace + "/background-task.lua", encoding: .utf8)
        #expect(copied.hasPrefix("-- 用户离开应用时保存文档。"))
        #expect(commands.hint("background-task") == 0)
        #expect(output.text.contains("提示 1/3：beginBackgroundTask 会返回一个 id"))
    }
}
