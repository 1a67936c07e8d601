import Lifecycle
import LuaHost

/// What an expectation is about: an app, or one of its scenes. Scripts name it with the
/// handle `app{}` returned, the app's name or bundle ID, a scene (`app.scenes[i]`, what
/// a new window returned) or a scene's trace name (`"Notes#2"`).
///
///     expect.callbacks(notes, { ... })          -- the app and all its scenes
///     expect.callbacks("Notes#2", { ... })      -- one window's callbacks
enum ExpectSubject {
    case app(AppHandle)
    /// A scene by the name traces give it; its ID from a handle or while it is connected.
    case scene(name: String, app: AppHandle, id: SceneID?)

    var app: AppHandle {
        switch self {
        case .app(let handle), .scene(_, let handle, _): return handle
        }
    }

    /// Whether a record belongs to the subject: the app's own and its scenes', or one scene's.
    func owns(_ record: TraceRecord) -> Bool {
        switch self {
        case .app(let handle): return record.app == handle.name
        case .scene(let name, let handle, _): return record.app == handle.name && record.scene == name
        }
    }
}

extension ScriptSession {
    static let subjectExpected =
        "an app (its handle or name) or a scene (app.scenes[i] or a name like \"Notes#2\") expected"

    /// The subject at `index`: an App or Scene handle, or a name.
    func expectSubject(_ call: LuaCall, _ index: Int32) throws -> ExpectSubject {
        switch call.type(index) {
        case .userdata:
            if let handle = try? call.object(index, classes.app, as: AppHandle.self) { return .app(handle) }
            if let scene = try? call.object(index, classes.scene, as: SceneHandle.self) {
                return .scene(name: device.name(of: scene.id), app: handle(for: scene.id.app), id: scene.id)
            }
            throw LuaHostError.badArgument(index, Self.subjectExpected + ", got userdata")
        case .string:
            return try namedSubject(try call.string(index), index)
        case let type:
            throw LuaHostError.badArgument(index, Self.subjectExpected + ", got \(type.name)")
        }
    }

    /// An app by name or bundle ID, else a scene `App#n` of an installed app; an unknown
    /// name suggests the nearest app name.
    private func namedSubject(_ name: String, _ index: Int32) throws -> ExpectSubject {
        if let id = device.app(named: name) { return .app(handle(for: id)) }
        if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]), number > 0,
            let app = device.app(named: String(name[..<hash]))
        {
            let scene = device.scenes(of: app).first { $0.number == number }
            return .scene(name: device.name(of: app) + "#\(number)", app: handle(for: app), id: scene)
        }
        let names = device.installedApps.map { device.name(of: $0) }
        let suggestion = Spelling.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw LuaHostError.badArgument(
            index,
            "no app named '\(name)'\(suggestion); pass the handle app{} returned, or a scene name like \"Notes#2\"")
    }

    /// A scene named by its trace name that never appeared: an error listing the app's scenes.
    func refuseUnknownScene(_ subject: ExpectSubject, _ index: Int32) throws {
        guard case .scene(let name, let handle, nil) = subject else { return }
        guard device.lifeCycle(of: handle.id).usesScenes else {
            throw LuaHostError.badArgument(
                index, "\(handle.name) has no scenes of its own (life_cycle = \"app\"): name the app, '\(handle.name)'")
        }
        var seen: [String] = []
        for record in device.records where record.app == handle.name {
            if let scene = record.scene, !seen.contains(scene) { seen.append(scene) }
            if seen.contains(name) { return }
        }
        let known = seen.isEmpty ? "it has had none so far" : "it has had " + seen.joined(separator: ", ")
        throw LuaHostError.badArgument(index, "\(handle.name) has no scene named '\(name)' (\(known))")
    }
}
