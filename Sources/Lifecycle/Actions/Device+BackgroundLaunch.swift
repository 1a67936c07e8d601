/// System events that launch or wake an app in the background (facts §1.2 T2/T7, §2.11,
/// §5.4, §5.6). Not running: notRunning → background, will/didFinishLaunching (state
/// background, with the event's launch options), didEnterBackground, the event method,
/// then suspension once its completion handler is called. Suspended: woken (T7;
/// didEnterBackground again only with `profile.wakeCallsDidEnterBackground`, C10), the
/// event, suspension. Running: just the event.
///
///     try device.silentPush(todo, payload: ["aps": ["content-available": 1]])
///     try device.backgroundFetch(todo)
///
/// Nothing happens (a `log` record says why) when the app lacks the background mode, or
/// the user force-quit it and has not opened it since ([S22]).
extension Device {
    /// A push with `content-available: 1` (needs `remote-notification`).
    /// The system applies the payload's `aps.badge` (facts §6) whatever the app does.
    public func silentPush(_ app: AppID, payload: UserInfo = UserNotification.silentPayload) throws {
        try allow(.silentPush(app, payload: payload))
        try backgroundEvent(
            app, "silentPush", "system delivers a silent push", mode: .remoteNotification,
            options: LaunchOptions(remoteNotification: payload),
            prelude: { [unowned self] in self.applyBadge(app, UserNotification(push: payload)) }
        ) { [unowned self] a in
            self.deliverRemoteNotification(a, payload)
        }
    }

    /// A background fetch opportunity (needs `fetch` and a minimum fetch interval that has
    /// passed, `Device+BackgroundFetch.swift`).
    public func backgroundFetch(_ app: AppID) throws {
        try allow(.backgroundFetch(app))
        try backgroundEvent(
            app, "backgroundFetch", "system grants a background fetch", mode: .fetch,
            options: LaunchOptions(), refusal: { [unowned self] in self.fetchRefusal(app) }
        ) { [unowned self] a in
            self.apps[a].scheduling.fetched(at: self.loop.now)
            return self.deliverFetch(a)
        }
    }

    /// A location event (significant change, region) for an app with `location`: launch
    /// option `location`; the data goes to CLLocationManager (not modelled); the app runs
    /// for `profile.eventWakeWindow`.
    public func location(_ app: AppID) throws {
        try allow(.location(app))
        try backgroundEvent(
            app, "location", "system delivers a location event", mode: .location,
            options: LaunchOptions(location: true)
        ) { [unowned self] a in self.hold(a) }
    }

    /// A Core Bluetooth event restoring a central or peripheral manager.
    public func bluetooth(_ app: AppID, _ role: BluetoothRole, identifier: String = "restore") throws {
        try allow(.bluetooth(app, role))
        let options =
            role == .central
            ? LaunchOptions(bluetoothCentrals: [identifier]) : LaunchOptions(bluetoothPeripherals: [identifier])
        try backgroundEvent(
            app, "bluetooth", "system delivers a Bluetooth \(role.rawValue) event",
            mode: role == .central ? .bluetoothCentral : .bluetoothPeripheral,
            options: options
        ) { [unowned self] a in self.hold(a) }
    }

    /// Background URLSession events finished: handleEventsForBackgroundURLSession (no mode
    /// needed; no launch key exists, [A2]).
    public func urlSession(_ app: AppID, identifier: String) throws {
        try allow(.urlSession(app, identifier: identifier))
        try backgroundEvent(
            app, "urlSession", "background URLSession \(identifier) has events", mode: nil,
            options: LaunchOptions()
        ) { [unowned self] a in self.deliverURLSession(a, identifier) }
    }

    /// `refusal` says why the system does not deliver the event now (nothing happens but a
    /// `log` record); `prelude` runs right after the action record either way.
    func backgroundEvent(
        _ app: AppID, _ name: String, _ words: String, mode: BackgroundMode?, options: LaunchOptions,
        refusal: () -> String? = { nil }, prelude: () -> Void = {}, event: @escaping (AppID) -> Bool
    ) throws {
        let a = app
        action(name, a, words)
        prelude()
        if let mode, !apps[a].spec.has(mode) {
            record(
                .log, app: a, name: "system",
                message: "not delivered: \(apps[a].name) has no UIBackgroundModes \(mode.rawValue)")
        } else if let why = refusal() {
            record(.log, app: a, name: "system", message: "not delivered: \(why)")
        } else {
            switch apps[a].state {
            case .notRunning:
                if apps[a].history.killedByUser {
                    record(
                        .log, app: a, name: "system",
                        message: "not launched: the user force-quit \(apps[a].name) and has not opened it since")
                } else if launchInBackground(a, options: options, connectsScene: connectsScene(for: name)) {
                    finishEvent(a, event)
                }
            case .suspended:
                if wake(a), connectSceneInBackground(a, connectsScene(for: name)) { finishEvent(a, event) }
            case .background, .inactive, .active:
                if isResponsive(a) { _ = event(a) }
            }
        }
        try drain()
    }

    private func finishEvent(_ app: AppID, _ event: (AppID) -> Bool) {
        if event(app) { scheduleSuspendCheck(app) }
    }

    /// Whether a background launch for this event connects a scene (scenes §A.7).
    private func connectsScene(for event: String) -> Bool {
        switch profile.backgroundLaunchConnectsScene {
        case .never: return false
        case .location: return event == "location"
        case .always: return true
        }
    }

    /// T2: straight into the background (will/didFinish read background, [A1]); one
    /// didEnterBackground (C10: "called once on a background launch"). A scene app gets no
    /// didEnterBackground (facts §8.2); a scene connects in the background only when
    /// `connectsScene` (scenes §A.7).
    func launchInBackground(_ app: AppID, options: LaunchOptions, connectsScene: Bool = false) -> Bool {
        if usesScenes(app) {
            guard launchSceneApp(app, options: options) else { return false }
            startBackgroundPeriod(app)
            return connectSceneInBackground(app, connectsScene)
        }
        startProcess(app)
        guard let scene = apps[app].implicitScene else { return false }
        guard step(scene, .enterBackground) else { return false }
        startBackgroundPeriod(app)
        guard runLaunchMethods(app, options: options, reported: .background) else { return false }
        return withUnit(app, budget(app, .didEnterBackground)) {
            deliver(.didEnterBackground, to: app, reported: .background) != nil
        }
    }

    /// A system-requested scene (§A.7): a scene app with none connected gets one, in the
    /// background, when the event asks for it.
    private func connectSceneInBackground(_ app: AppID, _ wanted: Bool) -> Bool {
        guard wanted, usesScenes(app), apps[app].scenes.isEmpty else { return true }
        guard let scene = connectScene(app, options: ConnectionOptions()) else { return false }
        return connectInBackground(scene)
    }

    /// Location and accessory wakes: the app runs for `eventWakeWindow` ([A1] ≈10 s).
    private func hold(_ app: AppID) -> Bool {
        guard let p = apps[app].process else { return false }
        let until = appNow(app).later(by: profile.eventWakeWindow.nanoseconds)
        p.background.hold(until: until)
        loop.queue.schedule(at: until, .suspendCheck(currentProcess(app)))
        return true
    }
}

/// The Core Bluetooth role being restored.
public enum BluetoothRole: String, Sendable, CaseIterable {
    case central, peripheral
}
