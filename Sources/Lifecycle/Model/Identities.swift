/// Identifies an installed app on one device. Opaque: only the device's app table turns
/// it into storage, so no layer can index an array with it.
///
///     let todo = device.install(AppSpec(name: "Todo", bundleID: "com.acme.todolist"))
///     handles[todo] = handle          // map by ID, never by position
public struct AppID: Hashable, Sendable, CustomStringConvertible {
    let slot: Int

    init(slot: Int) { self.slot = slot }

    /// Stands for "an app" where only an action's shape matters (`Device.actionUsage`
    /// writes every app argument by its parameter name).
    static let anyApp = AppID(slot: -1)

    public var description: String { "app#\(slot)" }
}

/// Identifies one scene (a window's UI) of an app. A sceneless app has exactly one,
/// implicit scene that mirrors its UI state; scene apps have one per connected window.
///
///     device.scenes(of: todo)          // [Todo#1]
public struct SceneID: Hashable, Sendable, CustomStringConvertible {
    public let app: AppID
    /// 1 for the app's first scene; never reused on one device.
    public let number: Int

    init(app: AppID, number: Int) {
        self.app = app
        self.number = number
    }

    public var description: String { "\(app)#\(number)" }
}

/// One process of an app: the app plus its launch generation. Work queued for a process
/// that has since died carries the old generation and is dropped, never run in its successor.
struct ProcessID: Hashable, Sendable {
    let app: AppID
    let generation: Int
}
