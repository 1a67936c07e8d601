import AppLifeTestSupport
import Foundation
import Testing
@testable import AppLifeCLI

/// Explore's "because" line cites the step whose app code broke a built-in invariant, named
/// by its callback.
@Suite struct ExploreExplanationTests {
    /// The warning is logged in willResignActive, at the step that resigned the app, not at
    /// the launch before it.
    @Test func misuseWarningIsExplainedByTheCallbackThatLoggedIt() throws {
        let result = try Fixtures.explore(
            """
            app { name = "备忘录", delegate = {
              willResignActive = function(a) task = 1 end,
            } }
            """, runs: 100, columns: 1000)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.output)")
        let failing = try #require(Self.failingStep(result.output))
        #expect(failing >= 2)
        #expect(result.output.contains("because step \(failing) ("), "\(result.output)")
        #expect(
            result.output.contains(") called willResignActive of 备忘录, which logged the warning\n"), "\(result.output)")
    }

    @Test func crashIsExplainedByTheCallbackThatRaised() throws {
        let result = try Fixtures.explore(
            """
            app { name = "Notes", delegate = {
              didReceiveMemoryWarning = function(a) error("cache gone") end,
            } }
            """, runs: 100, columns: 1000)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.output)")
        let failing = try #require(Self.failingStep(result.output))
        #expect(
            result.output.contains(
                "because step \(failing) (memory warning) called didReceiveMemoryWarning of Notes, which raised the error\n"
            ),
            "\(result.output)")
    }

    /// A fetch whose completion handler is never called is reported later, in a wait (a
    /// warning at 30 s, then the kill): the explanation is the step that delivered the fetch.
    @Test func uncalledCompletionHandlerIsExplainedByTheStepThatCalledTheMethod() throws {
        let result = try Fixtures.explore(
            """
            app { name = "Mail", background_modes = { "fetch" }, delegate = {
              didFinishLaunching = function(a) a:setMinimumBackgroundFetchInterval("minimum") return true end,
              performFetch = function(a, completion) end,
            } }
            """, runs: 300, ios: 12, columns: 1000)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.output)")
        #expect(
            result.output.contains(
                "the completion handler of application:performFetchWithCompletionHandler: was not called"))
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("because step ") })
        #expect(
            line.hasSuffix("called performFetch of Mail, whose completion handler was never called"), "\(result.output)"
        )
        #expect(line.contains("(background fetch of Mail)"), "\(result.output)")
    }

    /// The main thread blocked in didEnterBackground: the kill comes in a later wait, the
    /// explanation is the step whose callback blocked.
    @Test func watchdogKillIsExplainedByTheCallbackThatBlocked() throws {
        let result = try Fixtures.explore(
            """
            app { name = "Notes", delegate = {
              didEnterBackground = function(a) busy(8) end,
            } }
            """, runs: 100, columns: 1000)
        #expect(result.status == ExitStatus.expectationFailed, "\(result.output)")
        #expect(result.output.contains("✗ invariant \"no watchdog kill\" broke"), "\(result.output)")
        let line = try #require(result.output.split(separator: "\n").first { $0.contains("because step ") })
        #expect(
            line.hasSuffix(") called didEnterBackground of Notes, which blocked its main thread too long"),
            "\(result.output)")
        #expect(!line.contains("wait"), "\(result.output)")
    }

    /// The number of the step marked ✗ (the mark ends the step's last line).
    static func failingStep(_ output: String) -> Int? {
        var step: Int?
        for line in output.split(separator: "\n") {
            if line.hasPrefix("  "), let number = Int(line.split(separator: " ").first ?? "") { step = number }
            if line.hasSuffix("✗"), !line.hasPrefix("✗") { return step }
        }
        return nil
    }
}
