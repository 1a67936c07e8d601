/// A Swift function callable from Lua.
///
///     let twice = LuaFunction("twice") { call in
///         let n = try call.integer(1)
///         return call.return(.integer(n * 2))
///     }
///     try state.setGlobal("twice", .function(twice))
public struct LuaFunction {
    public typealias Body = (LuaCall) throws -> LuaResults
    /// The name used in argument errors: `bad argument #1 to 'twice'`.
    public let name: String
    public let body: Body

    public init(_ name: String, _ body: @escaping Body) {
        self.name = name
        self.body = body
    }
}
