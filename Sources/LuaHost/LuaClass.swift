/// Describes how a Swift class looks from Lua: its name (in `type` errors and
/// `tostring`) and its metamethods (`__index`, `__newindex`, `__call`, ...).
///
/// One metatable per class per state, created the first time an object of
/// the class is pushed; `__gc` releases the Swift object.
public final class LuaClass {
    public let name: String
    public let metamethods: [(String, LuaFunction)]
    /// Methods reached through `__index` when no `__index` metamethod is given.
    public let methods: [(String, LuaFunction)]

    public init(name: String, methods: [(String, LuaFunction)] = [], metamethods: [(String, LuaFunction)] = []) {
        self.name = name
        self.methods = methods
        self.metamethods = metamethods
    }

    var key: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
}

/// A Swift object together with the Lua class it appears as.
public struct LuaObject {
    public let object: AnyObject
    public let luaClass: LuaClass
    public init(_ object: AnyObject, as luaClass: LuaClass) {
        self.object = object
        self.luaClass = luaClass
    }
}
