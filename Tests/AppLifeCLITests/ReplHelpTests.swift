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
}
