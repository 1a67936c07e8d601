import AppLifeTestSupport
import Foundation
import MessageCatalog
import Testing

@testable import AppLifeCLI

/// The commands' help and usage errors in the chosen language: every option's help line
/// has a Chinese one (OptionHelp), our own usage errors are Chinese in Chinese, and
/// ArgumentParser's English errors are followed by one Chinese line with the fix.
@Suite struct CommandLanguageTests {
    static func environment(_ language: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["APPLIFE_LANG"] = language
        return environment
    }

    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Every argument's help line in ArgumentParser's dump of the command tree.
    static func abstracts(_ executable: String, language: String) throws -> [String] {
        let run = try ChildProcess.run(
            try BuiltExecutable.require(executable), ["--experimental-dump-help"],
            environment: environment(language))
        #expect(run.status == 0, "\(run.errors)")
        var found: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let arguments = object["arguments"] as? [[String: Any]] {
                    found += arguments.compactMap { $0["abstract"] as? String }
                }
                for child in object.values { walk(child) }
            } else if let list = value as? [Any] {
                for child in list { walk(child) }
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(run.output.utf8)))
        return found
    }

    /// ArgumentParser's own lines (help, version), which it writes in English.
    static let libraryLines: Set<String> = ["Show help information.", "Show the version."]

    @Test func everyOptionHelpLineHasAChineseOneAndNoneIsStale() throws {
        let english = Set(
            try Self.abstracts("applife", language: "en") + Self.abstracts("applife-studio", language: "en")
        )
        .subtracting(Self.libraryLines)
        let table = Set(OptionHelp.lines.map(\.0))
        #expect(english.count > 50, "the dump was read: \(english.count)")
        #expect(english.subtracting(table).sorted() == [], "help lines without a Chinese one in OptionHelp")
        #expect(table.subtracting(english).sorted() == [], "OptionHelp lines no command has")
        let chinese = Set(
            try Self.abstracts("applife", language: "zh") + Self.abstracts("applife-studio", language: "zh")
        )
        .subtracting(Self.libraryLines)
        #expect(chinese.intersection(table).sorted() == [], "English help lines in Chinese help")
        #expect(chinese.allSatisfy(Self.hasChinese))
    }

    @Test func optionHelpLinesAreChineseAndKeepTheGlossary() {
        let keys = OptionHelp.lines.map(\.0)
        #expect(keys.count == Set(keys).count, "an English line twice")
        for (en, zh) in OptionHelp.lines {
            #expect(Self.hasChinese(zh) && !Self.hasChinese(en), "\(en)")
            if en.lowercased().contains("scenario") { #expect(zh.contains("用例"), "\(en)") }
            if zh.contains("场景") { #expect(en.lowercased().contains("scene"), "\(en)") }
            #expect(OptionHelp.text(en, .en) == en && OptionHelp.text(en, .zh) == zh)
        }
        #expect(OptionHelp.text("not a help line", .zh) == "not a help line")
    }

    @Test func helpIsInTheChosenLanguage() throws {
        let applife = try BuiltExecutable.require()
        let zh = try ChildProcess.run(applife, ["run", "--help"], environment: Self.environment("zh"))
        #expect(zh.output.contains("要运行的用例文件（FILE 或 FILE:LINE）。"), "\(zh.output)")
        #expect(!zh.output.contains("The scenario file to run"))
        let en = try ChildProcess.run(applife, ["run", "--help"], environment: Self.environment("en"))
        #expect(en.output.contains("<file>                  The scenario file to run (FILE or FILE:LINE)."))
        #expect(!Self.hasChinese(en.output))
        let flag = try ChildProcess.run(applife, ["lab", "check", "--help", "--lang", "zh"])
        #expect(flag.output.contains("只运行这一项检查（名字或编号）和它依赖的检查。"), "--lang decides too")
    }

    @Test(arguments: [
        (["run"], "缺少必需的参数 '<file>'。运行 applife help run 查看这个命令的参数和选项。"),
        (["lab", "check", "x", "--bogus"], "不认识的选项 '--bogus'。运行 applife help lab check 查看这个命令的参数和选项。"),
        (["run", "x.lua", "--ios", "abc"], "'abc' 不是 '--ios <ios>' 能接受的值。运行 applife help run"),
        (["run", "x.lua", "--out"], "'--out <out>' 后面缺少一个值。"),
        (["run", "x.lua", "y.lua"], "多余的参数 'y.lua'：这个命令不接受它。"),
        (["run", "x.lua", "--ios", "99"], "--ios 给的 iOS 版本没有模拟"),
        (["run", "x.lua", "--timeout", "-1"], "Error: --timeout 必须是 0 到 1000000 之间的有限秒数（0 表示不限），得到的是 -1.0"),
        (["explore", "x.lua", "--depth", "0"], "Error: --depth 必须在 1 到 1000 之间（得到的是 0）"),
        (["run", "x.lua", "--choices", "=="], "用法错误（见上面一行）。运行 applife help run"),
    ])
    func aParseErrorIsExplainedInChinese(arguments: [String], line: String) throws {
        let applife = try BuiltExecutable.require()
        let zh = try ChildProcess.run(applife, arguments, environment: Self.environment("zh"))
        #expect(zh.status == 2)
        #expect(zh.errors.contains("Error: "), "ArgumentParser's error stays")
        #expect(zh.errors.contains(line), "\(zh.errors)")
        let en = try ChildProcess.run(applife, arguments, environment: Self.environment("en"))
        #expect(en.status == 2)
        #expect(!Self.hasChinese(en.errors), "\(en.errors)")
    }

    @Test func ourOwnUsageErrorsAreInTheChosenLanguage() throws {
        let applife = try BuiltExecutable.require()
        let zh = try ChildProcess.run(applife, ["explore", "a.lua", "b.lua"], environment: Self.environment("zh"))
        #expect(zh.status == 2)
        #expect(zh.errors.hasPrefix("Error: 给出一个要探索的 Lua 文件（或者：merge A.json B.json ...）"), "\(zh.errors)")
        #expect(!zh.errors.contains("运行 applife help"), "a Chinese error needs no second line")
        let en = try ChildProcess.run(applife, ["explore", "a.lua", "b.lua"], environment: Self.environment("en"))
        #expect(en.errors.hasPrefix("Error: give one Lua file to explore (or: merge A.json B.json ...)"))
        let grade = try ChildProcess.run(applife, ["lab", "grade", "subs"], environment: Self.environment("zh"))
        #expect(grade.errors.contains("必须给出 --lab NAME"), "\(grade.errors)")
    }

    @Test func theExplanationRecognisesEachShapeAndFallsBack() {
        #expect(
            UsageExplanation.what("Unknown option '--ouT'. Did you mean '--out'?") == "不认识的选项 '--ouT'，你是想写 '--out' 吗？")
        #expect(UsageExplanation.what("Missing expected argument '<targets> ...'") == "缺少必需的参数 '<targets> ...'。")
        #expect(UsageExplanation.what("something new") == "用法错误（见上面一行）。")
        #expect(UsageExplanation.what("--jobs must be from 1 to 64, got 0") == "--jobs 的值不在允许的范围内（得到的是 0）：允许的值见上面一行。")
        #expect(UsageExplanation.what("--out must be a folder") == "--out 的值不在允许的范围内：允许的值见上面一行。")
        #expect(UsageExplanation.what("Unknown option '") == "用法错误（见上面一行）。", "an unclosed quote")
        #expect(UsageExplanation.chinese(for: "", command: "") == "用法错误（见上面一行）。运行 applife help 查看这个命令的参数和选项。")
        let huge = "Error: Unexpected argument '" + String(repeating: "x", count: 100_000) + "'"
        #expect(UsageExplanation.chinese(for: huge, command: "run").hasPrefix("多余的参数 'xxx"))
    }
}
