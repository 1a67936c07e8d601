/// What the REPL's `:state` shows beyond the external state and badge.
///
///     device.openBackgroundTasks(of: todo)   // [(id: 1, name: "save")]
extension Device {
    /// Background tasks the app's current process has begun and not ended, in order.
    public func openBackgroundTasks(of app: AppID) -> [(id: Int, name: String?)] {
        apps[app].process?.background.tasks.map { (id: $0.id, name: $0.name) } ?? []
    }
}
