import CLuaShim

/// Lua's basic types, as `type()` names them.
public enum LuaType: Int32, Sendable {
    case none = -1, `nil` = 0, boolean = 1, lightUserdata = 2, number = 3, string = 4,
        table = 5, function = 6, userdata = 7, thread = 8

    public var name: String {
        switch self {
        case .none: "no value"
        case .nil: "nil"
        case .boolean: "boolean"
        case .lightUserdata, .userdata: "userdata"
        case .number: "number"
        case .string: "string"
        case .table: "table"
        case .function: "function"
        case .thread: "thread"
        }
    }
}

/// Whether a state is still open; shared by every reference into it, so a
/// reference released after `close()` does nothing.
final class LuaStateHandle {
    let L: OpaquePointer
    var isOpen = true
    init(_ L: OpaquePointer) { self.L = L }
}

/// A Lua value kept alive in the registry: a table, function, userdata or
/// thread that Swift holds on to. Released when the last Swift reference goes.
///
/// References belong to the thread that runs their state.
public final class LuaRef {
    let handle: LuaStateHandle
    let ref: Int32
    public let type: LuaType

    init(handle: LuaStateHandle, ref: Int32, type: LuaType) {
        self.handle = handle
        self.ref = ref
        self.type = type
    }

    deinit {
        // luaL_unref writes only to existing registry slots: it cannot raise.
        if handle.isOpen { luaL_unref(handle.L, applife_registryindex(), ref) }
    }

    func push(_ L: OpaquePointer) {
        lua_rawgeti(L, applife_registryindex(), lua_Integer(ref))
    }
}

/// The results a host function leaves on the stack: return them or yield them.
public struct LuaResults: Sendable {
    @usableFromInline let count: Int32
    @usableFromInline let yields: Bool

    @usableFromInline init(count: Int32, yields: Bool) {
        self.count = count
        self.yields = yields
    }

    /// Return the `count` values on top of the stack.
    @inlinable public static func values(_ count: Int32) -> LuaResults { LuaResults(count: count, yields: false) }
    /// Yield the `count` values on top of the stack; the coroutine's resume
    /// arguments become the function's results.
    public static func yield(_ count: Int32) -> LuaResults { LuaResults(count: count, yields: true) }
    public static let none = LuaResults(count: 0, yields: false)
}
