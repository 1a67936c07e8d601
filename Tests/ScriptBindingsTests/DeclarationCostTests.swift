import Lifecycle
@testable import LuaHost
import Testing
@testable import ScriptBindings

/// Each scenario runs the file's main chunk again in a fresh state. That run neither parses
/// the file again (the first state's compiled form is loaded) nor declares the other
/// scenarios (`scenario()` returns at once for them, in Lua), so a file of n scenarios does
/// n declarations, not n².
@Suite struct DeclarationCostTests {
    static let file = """
        local a = app { name = "A" }
        for i = 1, 3 do scenario("loop " .. i, function() log("loop", i) end) end
        scenario("b", function() log("b") end)
        scenario(7, function() log("seven") end)
        """

    /// The scenarios a fresh session declares when the main chunk runs for `only`.
    private func declared(only: String?, source: LuaSource) throws -> [String] {
        try LuaThread.run {
            let session = try ScriptSession(path: "test.lua", options: RunOptions())
            defer { session.close() }
            try session.declareOnly(only)
            try session.runMainChunk(source)
            return session.run.scenarios.map(\.name)
        }
    }

    @Test func aRunForOneScenarioDeclaresOnlyIt() throws {
        let source = LuaSource(text: Self.file)
        #expect(try declared(only: nil, source: source) == ["loop 1", "loop 2", "loop 3", "b", "7"])
        // A name given as a number is not compared in Lua: it is declared the full way.
        #expect(try declared(only: "loop 2", source: source) == ["loop 2", "7"])
        #expect(try declared(only: "b", source: source) == ["b", "7"])
        #expect(try declared(only: "7", source: source) == ["7"])
    }

    @Test func theTextIsParsedOnceForEveryScenario() throws {
        let source = LuaSource(text: Self.file)
        #expect(source.compiled.name == nil)
        _ = try declared(only: nil, source: source)
        #expect(source.compiled.name == "@test.lua")
        // Swap in another file's compiled form: the next state runs that, not the text.
        let other = LuaSource(text: "scenario('from the compiled form', function() end)")
        _ = try declared(only: nil, source: other)
        source.compiled.bytes = other.compiled.bytes
        #expect(try declared(only: nil, source: source) == ["from the compiled form"])
    }

    @Test func everyScenarioStillRunsInAFreshStateWithItsOwnBody() throws {
        let results = try runAll(Self.file)
        #expect(results.map(\.name) == ["loop 1", "loop 2", "loop 3", "b", "7"])
        #expect(results.map(\.logs) == [["loop 1"], ["loop 2"], ["loop 3"], ["b"], ["seven"]])
        #expect(results.allSatisfy { $0.status == .passed })
    }

    /// After the main chunk, `scenario()` is the full declaration again: inside a body it is
    /// refused as before.
    @Test func aScenarioDeclaredInsideABodyIsStillRefused() throws {
        let r = try run("scenario('outer', function() scenario('inner', function() end) end)")
        #expect(r.status == .error)
        #expect(
            r.report?.contains("scenario() must be called from the file's main chunk, not from inside a scenario")
                == true,
            "\(r.summary)")
    }
}
