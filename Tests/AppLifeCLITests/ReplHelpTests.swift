import ScriptBindings
import Testing
@testable import AppLifeCLI

/// `:help`: each topic listed once, and a topic two classes share shows both.
@Suite struct ReplHelpTests {
    @Test func everyTopicIsListedOnce() throws {
        let overview = ReplHelp.text(nil)
        let topics =
            try #require(overview.components(separatedBy: "Topics: ").last)
            .replacingOccurrences(of: "\n", with: " ")
            .components(separatedBy: ", or a function name").first?
            .components(separatedBy: ", ") ?? []
        #expect(topics.count > 20)
        #expect(
            topics.count == Set(topics).count,
            "listed twice: \(topics.filter { t in topics.filter { $0 == t }.count > 1 })")
        #expect(topics.contains("options") && topics.contains("scene"))
    }

    @Test func aSharedTopicShowsEveryClass() {
        let text = ReplHelp.text("options")
        #expect(
            text.contains("options (LaunchOptions)") && text.contains("options (ConnectionOptions)"),
            "\(text.prefix(300))")
    }

    /// In Chinese the API's topics are Chinese: summaries and labels; the signature, the
    /// names and Apple's names stay. English is as it was.
    @Test func topicsAreInTheChosenLanguage() {
        let zh = ReplHelp.text("user.tap", language: .zh)
        #expect(
            zh.hasPrefix(
                """
                user.tap(app: App|string)
                  点按应用的图标：启动它，或把它带到前台
                  在哪里调用：用例的时间线
                  Apple 的对应：
                """), "\(zh)")
        #expect(
            ReplHelp.text("user.tap", language: .en).contains(
                "launches it or brings it to the front\n  where: scenario\n"))
        let user = ReplHelp.text("user", language: .zh)
        #expect(user.hasPrefix("user.*: 拿着手机的人做的事（在用例里调用）"))
        for topic in ["globals", "timeline", "user", "system", "delegate", "device", "app{}", "application", "scene"] {
            let text = ReplHelp.text(topic, language: .zh)
            for entry in APIDescription.lua.summaryEntries where entry.summary.count > 25 {
                #expect(!text.contains(entry.summary), "\(topic): \(entry.key) in English")
            }
        }
        let key = ReplHelp.text("didEnterBackground", language: .zh)
        #expect(key.hasPrefix("代理键 didEnterBackground：applicationDidEnterBackground:"), "\(key)")
        #expect(key.contains("iOS 4 起可用") && key.contains("随后发出通知 UIApplicationDidEnterBackgroundNotification"))
    }

    /// A Chinese line wraps at 78 columns, a Chinese character taking two, between characters.
    @Test func chineseWrapsByColumns() {
        let line = String(repeating: "汉", count: 50)
        let wrapped = ReplHelp.wrapWide("  " + line, indent: "  ").split(separator: "\n")
        #expect(wrapped.count == 2)
        #expect(wrapped.allSatisfy { $0.reduce(0) { $0 + ($1.isASCII ? 1 : 2) } <= 78 })
        #expect(wrapped[1].hasPrefix("  汉"))
        #expect(ReplHelp.wrapWide("a b c", width: 3) == "a b\nc")
        #expect(ReplHelp.wrapWide("", width: 3) == "")
        let huge = String(repeating: "x", count: 500)
        #expect(ReplHelp.wrapWide(huge).count == 500, "one word longer than a line stays whole")
    }
}
