import Testing
@testable import LuaHost

/// `loadHostChunk`: the host's own chunks are compiled once per process and
/// later states load the compiled form, which must behave as the text does.
@Suite struct HostChunkTests {
    static let chunk = """
        local n = ...
        if n < 0 then error("negative: " .. n) end
        return n * 2
        """

    @Test func laterStatesGetTheSameFunctionWithItsNameAndLines() throws {
        // A name no other test uses: the first state here compiles the text.
        let name = "=[host-chunk-test]"
        let results = try LuaThread.run {
            try (0..<3).map { _ in
                let state = try sandboxedState()
                let function = try state.loadHostChunk(Self.chunk, name: name)
                let doubled = try state.call(.reference(function), arguments: [.integer(21)])
                let failure = try luaError { try state.call(.reference(function), arguments: [.integer(-1)]) }
                return "\(show(doubled.first ?? .nil)) \(failure?.message ?? "no error")"
            }
        }
        #expect(results == Array(repeating: "42 [host-chunk-test]:2: negative: -1", count: 3))
    }

    @Test func anotherTextUnderTheSameNameIsCompiledItself() throws {
        let name = "=[host-chunk-same-name]"
        let values = try LuaThread.run {
            try ["return 1", "return 2", "return 1"].map { text in
                let state = try sandboxedState()
                return show(try state.call(.reference(try state.loadHostChunk(text, name: name))).first ?? .nil)
            }
        }
        #expect(values == ["1", "2", "1"])
    }

    @Test func aSyntaxErrorIsReportedAndNothingIsCached() throws {
        let messages = try LuaThread.run {
            try (0..<2).map { _ in
                try luaError { _ = try sandboxedState().loadHostChunk("return +", name: "=[host-chunk-broken]") }?.kind
            }
        }
        #expect(messages == [.syntax, .syntax])
    }
}
