import LuaHost

/// Each scenario runs the main chunk again in a fresh state, which declares every scenario
/// again: a file of n scenarios would make n² declarations. While the main chunk runs for one
/// scenario (``ScriptSession/declareOnly(_:)``), `scenario(name, fn)` for any other name
/// returns at once, in Lua, before any host work: a Lua call and a comparison.
struct ScenarioSkip {
    /// `function(declare)`: `scenario` as scripts call it, in front of the host's `declare`.
    private let guarding: LuaRef
    /// `function(name)`: the one name declared from now on (nil: every name).
    private let only: LuaRef

    init(_ state: LuaState) throws {
        let chunk = try state.loadHostChunk(
            """
            local type = ...
            local only
            local function guarding(declare)
              return function(name, body)
                if only ~= nil and name ~= only and type(name) == "string" then return end
                return declare(name, body)
              end
            end
            return guarding, function(name) only = name end
            """,
            name: "=[applife]")
        let made = try state.call(.reference(chunk), arguments: [try state.global("type")])
        guard made.count == 2, case .reference(let guarding) = made[0], case .reference(let only) = made[1] else {
            throw LuaError(kind: .runtime, message: "the scenario guard made no functions")
        }
        self.guarding = guarding
        self.only = only
    }

    /// `declare` behind the guard: what the global `scenario` is.
    func guarded(_ declare: LuaValue, in state: LuaState) throws -> LuaValue {
        try state.call(.reference(guarding), arguments: [declare]).first ?? .nil
    }

    /// From now on only `name` is declared (nil: every name again).
    func declareOnly(_ name: String?, in state: LuaState) throws {
        try state.call(.reference(only), arguments: [name.map { .string(LuaString($0)) } ?? .nil])
    }
}
