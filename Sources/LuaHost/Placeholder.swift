import CLuaShim
public enum LuaHostPlaceholder { public static var version: Int32 { applife_shim_version() } }
