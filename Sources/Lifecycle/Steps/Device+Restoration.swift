/// State preservation and restoration (facts §9). Opt-in like UIKit: only a delegate that
/// implements the methods takes part (and only then are they traced).
///
///     // didEnterBackground → shouldSaveApplicationState (YES: the archive is written)
///     // next cold launch: willFinish → shouldRestoreApplicationState → didFinish
///     device.hasRestorationArchive(todo)
///
/// The archive is deleted when the user force-quits the app and after two crashes in a row
/// during launch ([A1] "crashes twice during launch").
extension Device {
    /// Whether a state-restoration archive exists for the app.
    public func hasRestorationArchive(_ app: AppID) -> Bool { apps[app].container.hasArchive }

    /// §2.2 step 3: right after didEnterBackground returns.
    func preserveState(_ app: AppID) -> Bool {
        guard implements(app, .shouldSaveApplicationState) else { return true }
        var save = false
        let ok = withUnit(app, budget(app, .didEnterBackground)) {
            guard let reply = deliver(.shouldSaveApplicationState, to: app, reported: .background) else { return false }
            save = reply == .bool(true)  // opt-in: only an explicit YES saves
            return true
        }
        if ok && save && apps[app].container.saveArchive() {
            record(.log, app: app, name: "restoration", message: "state preserved: restoration archive written")
        }
        return ok
    }

    /// §9: between willFinish and didFinish, when an archive exists. Restoration itself
    /// (decoding view controllers) is not modelled; the answer is traced.
    func restoreState(_ app: AppID, reported: ApplicationState) -> Bool {
        guard apps[app].container.hasArchive, implements(app, .shouldRestoreApplicationState) else { return true }
        guard let reply = deliver(.shouldRestoreApplicationState, to: app, reported: reported) else { return false }
        let restore = reply == .bool(true)
        record(
            .log, app: app, name: "restoration",
            message: restore ? "state restored from the archive" : "archive not used")
        return true
    }

    func noteLaunchCrash(_ app: AppID) {
        if apps[app].history.launchCrashed() >= 2 { deleteArchive(app, "the app crashed twice during launch") }
    }

    func deleteArchive(_ app: AppID, _ why: String) {
        guard apps[app].container.deleteArchive() else { return }
        record(.log, app: app, name: "restoration", message: "restoration archive deleted: \(why)")
    }
}
