import CLuaShim

/// The Swift side of the C trampoline. Runs the host function, and turns a
/// thrown error into a value on the stack plus an action; the trampoline
/// raises only after this has returned.
extension LuaState {
    static let installEntryPoints: Void = applife_install(dispatchEntry, releaseEntry, warningEntry)

    func raise(_ error: Error, _ L: OpaquePointer, _ name: String, _ action: UnsafeMutablePointer<Int32>) -> Int32 {
        let message: String
        var located = false
        switch error {
        case LuaHostError.badArgument(let index, let text):
            message = argumentMessage(L, index, name, text)
        case LuaHostError.badArgumentBecause(let index, let reason):
            message = argumentMessage(L, index, name, errorWording?(reason) ?? String(describing: reason))
        case LuaHostError.message(let text):
            message = text
        case let error as LuaError:
            // A Lua error passing through keeps its position; one the host
            // made (a table with a cycle) gets the caller's.
            message = error.message
            located = error.file != nil || LuaError.location(in: error.message) != nil
        default:
            message = errorWording?(error) ?? String(describing: error)
        }
        hostErrorObserver?(error, message)
        lua_settop(L, 0)
        do {
            try pushString(message, L)
            action.pointee = Int32(located ? APPLIFE_RAISE.rawValue : APPLIFE_RAISE_WHERE.rawValue)
        } catch {
            action.pointee = Int32(APPLIFE_RAISE.rawValue)  // the memory error is on top
        }
        return 0
    }

    /// luaL_argerror's wording, including the method-call adjustment.
    private func argumentMessage(_ L: OpaquePointer, _ index: Int32, _ name: String, _ text: String) -> String {
        var info = lua_Debug()
        var index = index
        if lua_getstack(L, 0, &info) != 0, lua_getinfo(L, "n", &info) != 0,
            let namewhat = info.namewhat, String(cString: namewhat) == "method"
        {
            index -= 1
            if index == 0 { return "calling '\(name)' on bad self (\(text))" }
        }
        return "bad argument #\(index) to '\(name)' (\(text))"
    }
}

private let dispatchEntry: applife_dispatch_fn = { L, box, action in
    let box = Unmanaged<FunctionBox>.fromOpaque(box!).takeUnretainedValue()
    let context = box.state.context
    let saved = context.pointee.current
    context.pointee.current = L
    defer { context.pointee.current = saved }
    do {
        let results = try box.body(LuaCall(L: L!, box: box))
        if results.yields { action!.pointee = Int32(APPLIFE_YIELD.rawValue) }
        return results.count
    } catch {
        return box.state.raise(error, L!, box.name, action!)
    }
}

private let releaseEntry: applife_release_fn = { pointer in
    Unmanaged<AnyObject>.fromOpaque(pointer!).release()
}

private let warningEntry: applife_warning_fn = { host, message in
    let state = Unmanaged<LuaState>.fromOpaque(host!).takeUnretainedValue()
    state.warningHandler?(String(cString: message!))
}
