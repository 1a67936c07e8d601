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
    public func hasRestorationArchive(_ app: AppID) -> Bool { apps[app.index].hasArchive }

    /// §2.2 step 3: right after didEnterBackground returns.
    func preserveState(_ app: Int) -> Bool {
        guard apps[app].spec.delegate.implements(.shouldSaveApplicationState) else { return true }
        var save = false
        let ok = withUnit(app, budget(app, .didEnterBackground)) {
            deliver(app, .shouldSaveApplicationState, reported: .background) { d, a in
                save = try d.shouldSaveApplicationState(a)
            }
        }
        if ok && save && !apps[app].hasArchive {
            apps[app].hasArchive = true
            record(.log, app: app, name: "restoration", message: "state preserved: restoration archive written")
        }
        return ok
    }

    /// §9: between willFinish and didFinish, when an archive exists. Restoration itself
    /// (decoding view controllers) is not modelled; the answer is traced.
    func restoreState(_ app: Int, reported: ApplicationState) -> Bool {
        guard apps[app].hasArchive, apps[app].spec.delegate.implements(.shouldRestoreApplicationState) else { return true }
        var restore = false
        let ok = deliver(app, .shouldRestoreApplicationState, reported: reported) { d, a in
            restore = try d.shouldRestoreApplicationState(a)
        }
        if ok {
            record(.log, app: app, name: "restoration", message: restore ? "state restored from the archive" : "archive not used")
        }
        return ok
    }

    func noteLaunchCrash(_ app: Int) {
        apps[app].launchCrashes += 1
        if apps[app].launchCrashes >= 2 { deleteArchive(app, "the app crashed twice during launch") }
    }

    func deleteArchive(_ app: Int, _ why: String) {
        guard apps[app].hasArchive else { return }
        apps[app].hasArchive = false
        record(.log, app: app, name: "restoration", message: "restoration archive deleted: \(why)")
    }
}
