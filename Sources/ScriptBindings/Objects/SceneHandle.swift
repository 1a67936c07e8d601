import Lifecycle
import LuaHost

/// One scene as Lua sees it: the first argument of scene-delegate callbacks, an entry of
/// `app.scenes`, what opening a window returns. Reads `app`, `id`, `state`, `session`,
/// `title`; app code may set `title`.
final class SceneHandle {
    let id: SceneID
    init(id: SceneID) { self.id = id }
}

extension ScriptSession {
    static let sceneFields = ["app", "id", "state", "session", "title"]

    /// The scene's object, made once so every callback sees the same one.
    func sceneValue(_ id: SceneID) throws -> LuaValue {
        if let ref = run.sceneObjects[id] { return .reference(ref) }
        let ref = try state.makeReference(.object(LuaObject(SceneHandle(id: id), as: classes.scene)))
        run.sceneObjects[id] = ref
        return .reference(ref)
    }

    /// The handle behind a scene argument (`user.focus(scene)`), or a connected
    /// scene by the name traces give it (`"Notes#2"`, as `applife explore` writes them).
    func sceneArgument(_ call: LuaCall, _ index: Int32) throws -> SceneID {
        if call.type(index) == .string, let name = try? call.string(index) {
            if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]),
                let app = device.app(named: String(name[..<hash])),
                let scene = device.scenes(of: app).first(where: { $0.number == number })
            {
                return scene
            }
            throw LuaHostError.badArgument(index, "no connected scene named '\(name)' (scenes are named like Notes#1)")
        }
        do {
            return try call.object(index, classes.scene, as: SceneHandle.self).id
        } catch {
            throw LuaHostError.badArgument(
                index,
                "scene expected (app.scenes[i], what \(ActionBinding.row(.openWindow).lua) returned, or a name like \"Notes#2\")"
            )
        }
    }

    static let sessionFields = ["persistentIdentifier", "configuration", "stateRestorationActivity"]

    /// `session` as a table: persistentIdentifier, configuration, stateRestorationActivity;
    /// reading any other field is an error with "did you mean".
    func sessionTable(_ info: SceneSessionInfo) throws -> LuaValue {
        var table = LuaTable()
        table["persistentIdentifier"] = .string(LuaString(info.persistentIdentifier))
        table["configuration"] = .string(LuaString(info.configuration))
        table["stateRestorationActivity"] = info.stateRestorationActivity.map(LaunchOptionsTable.dictionary) ?? .nil
        return try state.call(.reference(classes.sessionGuard), arguments: [.table(table)]).first ?? .nil
    }

    /// The function that sets a session table's metatable: a known field that is absent
    /// (no restoration activity) reads nil, any other is an error.
    static func makeSessionGuard(state: LuaState) throws -> LuaRef {
        let index = LuaFunction("__index") { call in
            guard call.type(2) == .string else { return try call.returning(.nil) }
            let key = try call.string(2)
            guard !sessionFields.contains(key) else { return try call.returning(.nil) }
            throw DeclarationError(
                unknown: key, in: "SceneSession field", candidates: sessionFields, apple: AppleSpellings.session)
        }
        let make = try state.loadHostChunk(
            "local index = ...; local mt = { __index = index }; return function(t) return setmetatable(t, mt) end",
            name: "=[applife]")
        let guarded = try state.call(.reference(make), arguments: [.function(index)])
        return try state.makeReference(guarded.first ?? .nil)
    }

    static func makeSceneClass(_ home: SessionLink) -> LuaClass {
        LuaClass(
            name: "Scene",
            metamethods: [
                home.method("__index") { session, call in
                    let scene = try call.object(1, session.classes.scene, as: SceneHandle.self).id
                    switch try call.string(2) {
                    case "app":
                        return try call.returning(
                            .object(LuaObject(session.handle(for: scene.app), as: session.classes.app)))
                    case "id": return call.returning(integer: Int64(scene.number))
                    case "state":
                        return try call.returning(.string(LuaString(session.device.state(of: scene).rawValue)))
                    case "session":
                        return try call.returning(
                            try session.device.session(of: scene).map(session.sessionTable) ?? .nil)
                    case "title":
                        return try call.returning(
                            session.device.title(of: scene).map { .string(LuaString($0)) } ?? .nil)
                    case let key:
                        throw DeclarationError(
                            unknown: key, in: "scene field", candidates: Self.sceneFields, apple: AppleSpellings.scene)
                    }
                },
                home.method("__newindex") { session, call in
                    let scene = try call.object(1, session.classes.scene, as: SceneHandle.self).id
                    guard try call.string(2) == "title" else {
                        throw LuaHostError.message("a scene's fields are read-only (only scene.title can be set)")
                    }
                    _ = try session.runningApp(for: "scene.title")
                    // A title is a name (TextBound), and what every window keeps counts against
                    // the script's memory limit.
                    session.device.setTitle(
                        scene, call.isNoneOrNil(3) ? nil : try call.cutText(3, limit: TextBound.name))
                    if let error = session.state.keepHostMemory(session.device.titleBytes) { throw error }
                    return .none
                },
                home.method("__tostring") { session, call in
                    let scene = try call.object(1, session.classes.scene, as: SceneHandle.self).id
                    return try call.returning(.string(LuaString("scene \(session.device.name(of: scene))")))
                },
            ])
    }

    /// `app.scenes`: the app's connected scenes, oldest first.
    func scenesValue(_ app: AppID) throws -> LuaValue {
        .table(LuaTable(array: device.lifeCycle(of: app).usesScenes ? try device.scenes(of: app).map(sceneValue) : []))
    }
}
