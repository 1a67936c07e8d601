import Lifecycle

/// One installed app as `:state` shows it.
public struct ReplAppStatus: Equatable {
    public let name: String
    public let state: String
    public let badge: Int?
    public let tasks: [String]
    /// A scene app's connected scenes, oldest first.
    public var scenes: [ReplSceneStatus] = []
}

/// One connected scene (window) as `:state` shows it: `Notes#2`, its activation state,
/// its title if app code set one.
public struct ReplSceneStatus: Equatable {
    public let name: String
    public let state: String
    public let title: String?
}

extension ReplSession {
    /// Every installed app: external state, badge, open background tasks, and a scene
    /// app's scenes.
    public func apps() -> [ReplAppStatus] {
        guard let device = script?.device else { return [] }
        return device.installedApps.map { id in
            let scenes = device.lifeCycle(of: id).usesScenes ? device.scenes(of: id) : []
            return ReplAppStatus(
                name: device.name(of: id), state: device.state(of: id).rawValue, badge: device.badge(of: id),
                tasks: device.openBackgroundTasks(of: id).map { task in
                    "#\(task.id)" + (task.name.map { " \"\($0)\"" } ?? "")
                },
                scenes: scenes.map {
                    ReplSceneStatus(
                        name: device.name(of: $0), state: device.state(of: $0).rawValue, title: device.title(of: $0))
                })
        }
    }
}
