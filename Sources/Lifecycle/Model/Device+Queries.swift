/// What expectations read: external state, badge, terminations, and the callbacks and
/// notifications one app received since a mark (these read kept records).
///
///     let mark = device.mark()
///     try device.home()
///     device.callbacks(of: todo, since: mark)      // [.willResignActive, .didEnterBackground]
///     device.notifications(of: todo, since: mark)  // ["UIApplicationWillResignActiveNotification", …]
extension Device {
    /// The external state, including suspended and notRunning.
    public func state(of app: AppID) -> AppState { apps[app].state }

    /// The badge the home screen shows, or nil when hidden (0, or not authorized).
    public func badge(of app: AppID) -> Int? {
        let a = app
        guard apps[a].permissions.badge != 0, badgeVisible(a) else { return nil }
        return apps[a].permissions.badge
    }

    /// How the app's last process ended, if it ever did.
    public func termination(of app: AppID) -> Termination? { apps[app].history.lastTermination }

    /// The sequence number the next record will get: pass it as `since` later.
    public func mark() -> Int { trace.nextSeq }

    /// Kept records with `seq >= since`.
    public func records(since mark: Int) -> Slice<TraceLog> {
        records[records.firstIndex(seqAtLeast: mark)...]
    }

    /// Delegate methods delivered to the app since the mark, in order.
    public func callbacks(of app: AppID, since mark: Int = 0) -> [DelegateMethod] {
        let name = apps[app].name
        return records(since: mark).compactMap { r in
            guard r.kind == .callback, r.app == name, let s = r.name else { return nil }
            return DelegateMethod(selector: s)
        }
    }

    /// Notifications posted to the app since the mark, by Apple's names.
    public func notifications(of app: AppID, since mark: Int = 0) -> [String] {
        let name = apps[app].name
        return records(since: mark).compactMap { r in
            r.kind == .notification && r.app == name ? r.name : nil
        }
    }

    /// Whether the screen is locked, and which app (if any) is in front.
    public var isLocked: Bool { screen.locked }
    public var foregroundApp: AppID? { frontApp }
    /// "switcher", "notificationCenter", "controlCenter" or nil.
    public var shownOverlay: String? { screen.overlay?.rawValue }
    /// Whether a phone call is ringing or in progress.
    public var isCallInProgress: Bool { screen.call != nil }
}

/// What scripts read of scenes and sessions.
///
///     device.session(of: scene)?.persistentIdentifier
///     device.setTitle(scene, "Groceries")
extension Device {
    /// The session a connected scene shows.
    public func session(of scene: SceneID) -> SceneSessionInfo? {
        guard apps.contains(scene.app), let id = apps[scene.app].scene(scene)?.session,
            let record = apps[scene.app].session(id)
        else { return nil }
        return sessionInfo(record)
    }

    /// `UIScene.title`.
    public func title(of scene: SceneID) -> String? { apps[scene.app].scene(scene)?.title }

    public func setTitle(_ scene: SceneID, _ title: String?) { apps[scene.app].update(scene) { $0.title = title } }

    /// Bytes of every title the connected scenes hold (a host counts them against a budget).
    public var titleBytes: Int {
        apps.ids.reduce(0) { sum, app in apps[app].scenes.reduce(sum) { $0 + ($1.title?.utf8.count ?? 0) } }
    }

    /// The life cycle the app runs: the declared one, except a scene app on an iOS that
    /// ignores the scene manifest, which runs as `app`.
    public func lifeCycle(of app: AppID) -> LifeCycle { apps[app].spec.lifeCycle }

    /// The app's declaration as installed (bad declarations dropped): its Info.plist and
    /// its delegate. A copy; the device's own cannot be changed through it.
    public func spec(of app: AppID) -> AppSpec { apps[app].spec }

    /// Whether the app declares the background mode (`spec(of:)` without copying the spec:
    /// exploration asks at every step).
    public func declares(_ mode: BackgroundMode, _ app: AppID) -> Bool { apps[app].spec.has(mode) }

    /// Whether the app declares multiple windows (`UIApplicationSupportsMultipleScenes`).
    public func supportsMultipleWindows(_ app: AppID) -> Bool { apps[app].spec.multipleWindows }
}
