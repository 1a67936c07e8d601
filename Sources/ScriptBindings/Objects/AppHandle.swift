import Lifecycle
import LuaHost

/// One installed app as Lua sees it: from outside (the handle `app{}`
/// returns: name, state, badge) and from inside (the `application` object
/// every callback receives).
final class AppHandle {
    let id: AppID
    let bundleID: String
    unowned let session: ScriptSession
    /// The `application` userdata, made once so callbacks see the same object.
    var applicationObject: LuaRef?
    /// What the app wrote into the coder of its last `shouldSaveApplicationState` that said
    /// yes: the coder `shouldRestoreApplicationState` receives.
    var restorationArchive: LuaTable?

    init(id: AppID, bundleID: String, session: ScriptSession) {
        self.id = id
        self.bundleID = bundleID
        self.session = session
    }

    var name: String { session.device.name(of: id) }
    var application: Application { session.device.application(id) }
}

extension ScriptSession {
    /// The handle of an app: the one `app{}` returned, or (for a system app such as
    /// Safari, named by a script) one made on first use.
    func handle(for id: AppID) -> AppHandle {
        if let handle = run.handles[id] { return handle }
        let handle = AppHandle(id: id, bundleID: device.bundleID(of: id), session: self)
        run.handles[id] = handle
        return handle
    }

    /// The `application` object of `handle`, as a value to pass to Lua.
    func applicationValue(_ handle: AppHandle) throws -> LuaValue {
        if let ref = handle.applicationObject { return .reference(ref) }
        let ref = try state.makeReference(.object(LuaObject(handle, as: classes.application)))
        handle.applicationObject = ref
        return .reference(ref)
    }

    /// The handle behind an app argument (`user.tap(todo)`).
    func appArgument(_ call: LuaCall, _ index: Int32) throws -> AppHandle {
        do {
            return try call.object(index, classes.app, as: AppHandle.self)
        } catch {
            if call.type(index) == .string, let name = try? call.string(index) {
                if let id = device.app(named: name) { return handle(for: id) }
                throw LuaHostError.badArgumentBecause(index, Misuse(.argNoApp, TextCut.text(name, limit: 80)))
            }
            throw error
        }
    }
}
