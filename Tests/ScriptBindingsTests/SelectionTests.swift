import Lifecycle
import LuaHost
import ScriptBindings
import Testing

/// Which scenarios run, and what streams while they do.
@Suite struct SelectionTests {
    static let file = """
        local todo = app { name = "Todo" }
        scenario("Lock and unlock", function() user.tap(todo) end)

        scenario("home", function() user.tap(todo); user.home() end)
        scenario("lock twice", function() user.tap(todo) end)
        """

    func names(_ configure: (inout RunOptions) -> Void) throws -> [String] {
        var options = RunOptions()
        configure(&options)
        let bytes = Array(Self.file.utf8)
        return try LuaThread.run { try ScenarioRunner.run(path: "t.lua", source: bytes, options: options) }.map(\.name)
    }

    func selectionError(_ configure: (inout RunOptions) -> Void) -> ScenarioSelectionError? {
        do {
            _ = try names(configure)
            return nil
        } catch let error as ScenarioSelectionError {
            return error
        } catch {
            return nil
        }
    }

    @Test func filterIgnoresCase() throws {
        #expect(try names { $0.filter = "LOCK" } == ["Lock and unlock", "lock twice"])
    }

    @Test func aFilterThatMatchesNothingIsAnError() {
        #expect(
            selectionError { $0.filter = "nothing" }
                == .noMatch(filter: "nothing", declared: ["Lock and unlock", "home", "lock twice"]))
    }

    @Test func anExactNameRunsOneAndSuggestsOnATypo() throws {
        #expect(try names { $0.scenario = "home" } == ["home"])
        #expect(
            selectionError { $0.scenario = "hme" }
                == .unknownName("hme", suggestion: "home", declared: ["Lock and unlock", "home", "lock twice"]))
    }

    @Test func aLineRunsTheScenarioDeclaredAtOrAboveIt() throws {
        #expect(try names { $0.line = 2 } == ["Lock and unlock"])
        #expect(try names { $0.line = 3 } == ["Lock and unlock"])
        #expect(try names { $0.line = 4 } == ["home"])
        #expect(try names { $0.line = 400 } == ["lock twice"])
        #expect(selectionError { $0.line = 1 } == .noScenarioAtLine(1, first: 2))
    }

    @Test func listNamesEachScenarioWithItsLine() throws {
        let bytes = Array(Self.file.utf8)
        let listing = try LuaThread.run { ScenarioRunner.list(path: "t.lua", source: bytes, options: RunOptions()) }
        #expect(listing.scenarios.map(\.name) == ["Lock and unlock", "home", "lock twice"])
        #expect(listing.scenarios.map(\.line) == [2, 4, 5])
        #expect(listing.error == nil)
    }

    /// Records arrive while a scenario runs, each scenario starts before the next, and
    /// the result comes at its end: output can stream.
    @Test func eventsStreamInOrder() throws {
        final class Log { var lines: [String] = [] }
        let log = Log()
        var events = RunEvents()
        events.started = { name, index, total in log.lines.append("start \(index)/\(total) \(name)") }
        events.record = { record in if record.kind == .action { log.lines.append("  " + (record.message ?? "")) } }
        events.finished = { result in log.lines.append("end \(result.name) \(result.status)") }
        let bytes = Array(Self.file.utf8)
        var options = RunOptions()
        options.filter = "o"
        _ = try LuaThread.run { try ScenarioRunner.run(path: "t.lua", source: bytes, options: options, events: events) }
        #expect(
            log.lines == [
                "start 1/3 Lock and unlock", "  user taps the icon", "end Lock and unlock passed",
                "start 2/3 home", "  user taps the icon", "  user presses home", "end home passed",
                "start 3/3 lock twice", "  user taps the icon", "end lock twice passed",
            ])
    }
}
