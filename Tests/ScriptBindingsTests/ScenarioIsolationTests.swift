import LuaHost
import Testing
@testable import ScriptBindings

/// The scenarios of one file share a Lua state that rewinds (`ScenarioSessions`): each must
/// still see nothing an earlier one did, as if it ran in a new state.
@Suite struct ScenarioIsolationTests {
    /// Each scenario reports what it finds, then spoils everything it can reach.
    static let file = """
        local a = app { name = "A", delegate = { didFinishLaunching = function() return true end } }
        local counter = 0
        local function report(name)
          counter = counter + 1
          log(name, counter, tostring(left), string.shout, math.pi, type(table.insert),
            type(getmetatable(_G)), math.random(1000), tostring({}))
        end
        local function spoil()
          left = "from an earlier scenario"
          string.shout = function(s) return s .. "!" end
          math.pi = 3
          table.insert = nil
          setmetatable(_G, { __index = function() return "poisoned" end })
          held = {}
          for i = 1, 10000 do held[i] = { i } end
        end
        for i = 1, 3 do
          scenario("s" .. i, function() report("s" .. i) user.tap(a) wait(1) spoil() end)
        end
        """

    @Test func aScenarioSeesNothingAnEarlierOneDid() throws {
        let bytes = Array(Self.file.utf8)
        var options = RunOptions()
        options.seed = 3
        let results = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        #expect(results.map(\.status) == [.passed, .passed, .passed])
        let logs = results.map { result in
            result.records.filter { $0.kind == .log }.map { $0.message ?? "" }
        }
        #expect(logs.count == 3, "\(logs)")
        // The first log line of each scenario, its name aside, is the same (the globals'
        // metatable is the sandbox's own guard).
        let reports = logs.map { ($0.first ?? "").split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(reports[0].hasPrefix("1 nil nil 3.1415926535898 function table "), "\(reports)")
        #expect(Set(reports).count == 1, "\(reports)")
        // And the same as a file with only that scenario would print.
        options.scenario = "s3"
        let alone = try LuaThread.run { try ScenarioRunner.run(path: "test.lua", source: bytes, options: options) }
        let aloneReport = alone.first?.records.first { $0.kind == .log }?.message ?? ""
        #expect(aloneReport.split(separator: " ").dropFirst().joined(separator: " ") == reports[2])
    }
}
