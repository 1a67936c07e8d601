import MessageCatalog

/// When an action is possible: the one place its preconditions live. The action methods
/// call `allow(_:)` first; `possibleActions(in:)` keeps the candidates it does not refuse,
/// so exploration only generates what a script could do at that moment.
///
///     device.refusal(of: .unlock)     // EngineError "cannot unlock: the device is not locked"
///     device.refusal(of: .controlCenter)   // on iOS 6: "… Control Center appeared in iOS 7 …"
///
/// The iOS version is one of the preconditions (`versionRefusal`, checked before the
/// device's state), so exploration never generates an action the profile's iOS lacked.
extension Device {
    /// Why the action cannot run now, or nil when it can.
    public func refusal(of action: DeviceAction) -> EngineError? {
        switch action {
        case .tap(let a):
            func what() -> String { "tap \(self.name(of: a))" }
            if let r = notReady(what(), overlayAllowed: false) { return r }
            return frontApp == a ? invalid(what(), Sentence(.refusedAlreadyFront)) : nil
        case .home: return notReady("press home", overlayAllowed: true)
        case .lock: return notReady("lock", overlayAllowed: true)
        case .unlock:
            if callDepth != 0 { return .reentrantCall("unlock") }
            return screen.locked ? nil : invalid("unlock", Sentence(.refusedNotLocked))
        case .openSwitcher:
            return gate(.multitasking, "open the app switcher")
                ?? notReady("open the app switcher", overlayAllowed: false)
        case .switchTo(let a):
            func what() -> String { "switch to \(self.name(of: a))" }
            return gate(.multitasking, what()) ?? switcherCard(a, what())
        case .kill(let a):
            func what() -> String { "kill \(self.name(of: a))" }
            return gate(.multitasking, what()) ?? switcherCard(a, what())
        case .notificationCenter:
            func what() -> String { "pull down \(Overlay.notificationCenter.words)" }
            return gate(.notificationCenter, what()) ?? notReady(what(), overlayAllowed: false)
        case .controlCenter:
            func what() -> String { "pull down \(Overlay.controlCenter.words)" }
            return gate(.controlCenter, what()) ?? notReady(what(), overlayAllowed: false)
        case .dismiss:
            if let r = notReady("dismiss", overlayAllowed: true) { return r }
            return screen.overlay == nil ? invalid("dismiss", Sentence(.refusedNothingShown)) : nil
        case .incomingCall(_, let after, let duration):
            if callDepth != 0 { return .reentrantCall("incomingCall") }
            if screen.call != nil { return invalid("ring", Sentence(.refusedCallAlready)) }
            return durationRefusal(after, "incomingCall(after:)")
                ?? durationRefusal(duration, "incomingCall(duration:)")
        case .openURL(let text):
            if let r = notReady("open \(text)", overlayAllowed: false) { return r }
            guard !AppURL.isValid(text) else { return nil }
            do { _ = try AppURL(text) } catch let error as EngineError { return error } catch { return nil }
            return nil
        case .tapNotification(let a, let tap): return tapRefusal(a, tap)
        case .clearNotification(let a, let identifier): return clearRefusal(a, identifier)
        case .openNotificationSettings(let a, let identifier): return notificationSettingsRefusal(a, identifier)
        case .shortcut(let a, let type):
            func what() -> String { "choose the quick action \(type.prefix(80)) of \(self.name(of: a))" }
            return gate(.quickActions, what()) ?? notReady(what(), overlayAllowed: false)
                ?? undeclaredQuickAction(a, type, what())
        case .memoryWarning: return callDepth == 0 ? nil : .reentrantCall("memoryWarning")
        case .memoryPressure(_, let need):
            if callDepth != 0 { return .reentrantCall("memoryPressure") }
            guard let need, need < 0 || need > Self.maxMegabytes else { return nil }
            return invalid(
                "put the system under memory pressure",
                Sentence(.refusedMegabytesRange, "\(need)", "\(Self.maxMegabytes)"))
        case .reboot: return callDepth == 0 ? nil : .reentrantCall("reboot")
        case .advance(let s):
            if callDepth != 0 { return .reentrantCall("advance") }
            return s.isFinite && s >= 0 ? nil : .badDuration("advance(by:)", s)
        case .settings(let change):
            return settingsRefusal(change)
        case .openWindow, .focus, .closeWindow, .killScene, .disconnectScene:
            return sceneRefusal(action)
        case .deleteApp(let a):
            if callDepth != 0 { return .reentrantCall("deleteApp") }
            return apps[a].isSystem ? invalid("delete \(name(of: a))", Sentence(.refusedSystemApp)) : nil
        case .offloadApp(let a):
            if callDepth != 0 { return .reentrantCall("offloadApp") }
            return apps[a].isSystem ? invalid("offload \(name(of: a))", Sentence(.refusedSystemApp)) : nil
        case .airdrop(let a, let file): return airdropRefusal(file, to: a)
        case .continueActivity(let a, let activity):
            func what() -> String { "continue \(activity.type) in \(self.name(of: a))" }
            return notReady(what(), overlayAllowed: false)
                ?? gate(activity.webpageURL == nil ? .handoff : .universalLinks, what())
        case .acceptShare(let a, _):
            func what() -> String { "accept a CloudKit share in \(self.name(of: a))" }
            return notReady(what(), overlayAllowed: false) ?? gate(.cloudKitSharing, what())
        case .openDocument(let a, let file, let type, _): return openDocumentRefusal(file, type: type, in: a)
        case .grant: return callDepth == 0 ? nil : .reentrantCall("grant")
        case .screenshot: return gate(.screenshotNotification, "take a screenshot") ?? notNested("screenshot")
        case .power: return notNested("power")
        case .network: return notNested("network")
        case .ui(let action): return uiRefusal(action)
        case .silentPush, .backgroundFetch, .location, .bluetooth, .urlSession, .backgroundTask, .notification,
            .prewarm, .endBackgroundTime, .significantTimeChange:
            return systemEventRefusal(action)
        }
    }

    /// The windows of an iPad scene app, and a scene the system reclaims.
    private func sceneRefusal(_ action: DeviceAction) -> EngineError? {
        switch action {
        case .openWindow(let a):
            func what() -> String { "open a window of \(self.name(of: a))" }
            return notReady(what(), overlayAllowed: false) ?? noWindows(a, what())
        case .focus(let s):
            func what() -> String { "focus \(self.name(of: s))" }
            if let r = notReady(what(), overlayAllowed: false) ?? noWindows(s.app, what()) { return r }
            return screen.isShown(scene: s) ? nil : invalid(what(), Sentence(.refusedNotOnScreen))
        case .closeWindow(let s):
            func what() -> String { "close \(self.name(of: s))" }
            return notReady(what(), overlayAllowed: false) ?? noWindows(s.app, what()) ?? notConnected(s, what())
        case .killScene(let s):
            func what() -> String { "kill \(self.name(of: s))" }
            if let r = notReady(what(), overlayAllowed: true) { return r }
            guard screen.overlay == .switcher else { return invalid(what(), Sentence(.refusedSwitcherNotOpen)) }
            return noWindows(s.app, what()) ?? notConnected(s, what())
        case .disconnectScene(let s):
            if callDepth != 0 { return .reentrantCall("disconnectScene") }
            func what() -> String { "disconnect \(self.name(of: s))" }
            if let r = noScenes(s.app, what()) ?? notConnected(s, what()) { return r }
            return apps[s.app].scene(s)?.state == .background
                ? nil : invalid(what(), Sentence(.refusedOnlyBackgroundDisconnect))
        default:
            return nil
        }
    }

    /// Events the system sends an app (or every app) on its own: none can come from inside
    /// app code, and each needs the iOS that brought it.
    private func systemEventRefusal(_ action: DeviceAction) -> EngineError? {
        switch action {
        case .silentPush(let a, _):
            if callDepth != 0 { return .reentrantCall("silentPush") }
            return gate(.silentPush, "deliver a silent push to \(name(of: a))")
        case .backgroundFetch(let a):
            if callDepth != 0 { return .reentrantCall("backgroundFetch") }
            return gate(.backgroundFetch, "give \(name(of: a)) a background fetch")
        case .location(let a):
            return gate(.locationLaunch, "deliver a location event to \(name(of: a))") ?? notNested("location")
        case .bluetooth(let a, _):
            return gate(.bluetoothRestoration, "deliver a Bluetooth event to \(name(of: a))") ?? notNested("bluetooth")
        case .urlSession(let a, _):
            return gate(.backgroundURLSessions, "finish a background URL session of \(name(of: a))")
                ?? notNested("urlSession")
        case .backgroundTask(let a, let identifier):
            if callDepth != 0 { return .reentrantCall("runBackgroundTask") }
            return gate(.backgroundTasks, "run the background task \(identifier.prefix(80)) of \(name(of: a))")
        case .notification(let a, let notification):
            if callDepth != 0 { return .reentrantCall("deliverNotification") }
            let feature: Feature = notification.kind == .remote ? .remoteNotifications : .localNotifications
            return gate(feature, "deliver a notification to \(name(of: a))")
        case .prewarm(let a):
            if callDepth != 0 { return .reentrantCall("prewarm") }
            if let r = gate(.prewarming, "prewarm \(name(of: a))") { return r }
            return apps[a].phase == .notRunning
                ? nil : invalid("prewarm \(name(of: a))", Sentence(.refusedAlreadyRunning))
        case .endBackgroundTime(let a, _):
            if callDepth != 0 { return .reentrantCall("endBackgroundTime") }
            return gate(.multitasking, "end the background time of \(name(of: a))")
        case .significantTimeChange:
            return notNested("significantTimeChange")
        default:
            return nil
        }
    }

    private func notNested(_ name: String) -> EngineError? {
        callDepth == 0 ? nil : .reentrantCall(name)
    }

    private func durationRefusal(_ seconds: Double, _ what: String) -> EngineError? {
        seconds.isFinite && seconds >= 0 ? nil : .badDuration(what, seconds)
    }

    private func settingsRefusal(_ change: SettingsChange) -> EngineError? {
        if callDepth != 0 { return .reentrantCall("change Settings") }
        if change.notifications == nil && change.backgroundAppRefresh == nil && change.lowPower == nil {
            return invalid("change Settings", Sentence(.refusedNameASwitch))
        }
        if change.notifications != nil, let r = gate(.remoteNotifications, "switch notifications in Settings") {
            return r
        }
        if let refresh = change.backgroundAppRefresh {
            if let r = gate(.backgroundAppRefresh, "switch Background App Refresh") { return r }
            if change.app != nil && refresh == .restricted {
                return invalid(
                    "restrict Background App Refresh for one app",
                    Sentence(.refusedRestrictOneApp))
            }
        }
        if change.lowPower != nil {
            if let r = gate(.lowPowerMode, "switch Low Power Mode") { return r }
            if change.app != nil {
                return invalid(
                    "switch Low Power Mode for one app", Sentence(.refusedLowPowerOneApp))
            }
        }
        return nil
    }

    /// The version rule (`Feature.swift`); inside app code the re-entrancy error wins.
    func gate(_ feature: Feature, _ what: @autoclosure () -> String) -> EngineError? {
        guard callDepth == 0, profile.ios < feature.since else { return nil }
        return explainsRefusals ? versionRefusal(feature, what()) : Self.unexplainedRefusal
    }

    /// The Home Screen offers only the quick actions the app declared or set, and of those
    /// only as many as it shows (static ones first).
    private func undeclaredQuickAction(_ app: AppID, _ type: String, _ what: @autoclosure () -> String) -> EngineError?
    {
        let shown = quickActions(of: app).map(\.type)
        guard !shown.contains(type) else { return nil }
        guard explainsRefusals else { return Self.unexplainedRefusal }
        let types = allQuickActions(of: app).map(\.type)
        if types.contains(type) {
            return invalid(
                what(),
                Sentence(
                    .refusedQuickActionNotShown, "\(profile.homeScreenQuickActions)", name(of: app), "\(types.count)",
                    shown.joined(separator: ", ")))
        }
        guard !types.isEmpty else {
            return invalid(
                what(),
                Sentence(.refusedNoQuickActions, name(of: app), String(type.prefix(80))))
        }
        let list = types.joined(separator: ", ")
        if let nearest = Spelling.nearest(to: type, in: types) {
            return invalid(
                what(),
                Sentence(.refusedNoQuickActionDidYouMean, name(of: app), String(type.prefix(80)), nearest, list))
        }
        return invalid(what(), Sentence(.refusedNoQuickAction, name(of: app), String(type.prefix(80)), list))
    }

    /// iPad windows need an iPad and an app that supports them.
    private func noWindows(_ app: AppID, _ what: @autoclosure () -> String) -> EngineError? {
        guard profile.idiom == .ipad else {
            return invalid(what(), Sentence(.refusedNotIPad))
        }
        guard usesScenes(app), apps[app].spec.multipleWindows else {
            return invalid(
                what(), Sentence(.refusedNoMultipleWindows, name(of: app)))
        }
        return nil
    }

    /// A sceneless app's one implicit scene is its process: it cannot be disconnected.
    private func noScenes(_ app: AppID, _ what: @autoclosure () -> String) -> EngineError? {
        guard apps.contains(app), !usesScenes(app) else { return nil }
        return invalid(what(), Sentence(.refusedNoScenes, name(of: app)))
    }

    private func notConnected(_ scene: SceneID, _ what: @autoclosure () -> String) -> EngineError? {
        apps.contains(scene.app) && apps[scene.app].scene(scene) != nil
            ? nil : invalid(what(), Sentence(.refusedSceneNotConnected))
    }

    /// Whether the action can run now (exploration asks it of every candidate at every
    /// step: the refusal is found, not worded).
    public func isPossible(_ action: DeviceAction) -> Bool {
        explainsRefusals = false
        defer { explainsRefusals = true }
        return refusal(of: action) == nil
    }

    /// What a refusal is while `explainsRefusals` is false: never shown.
    static let unexplainedRefusal = EngineError.invalidAction(action: "", reason: Sentence(.refusedLocked))

    /// Throws the refusal, if any.
    func allow(_ action: DeviceAction) throws {
        if let refusal = refusal(of: action) { throw refusal }
    }

    /// The common preconditions of a user action.
    func ready(_ what: @autoclosure () -> String, overlayAllowed: Bool) throws {
        if let refusal = notReady(what(), overlayAllowed: overlayAllowed) { throw refusal }
    }

    func notReady(_ what: @autoclosure () -> String, overlayAllowed: Bool) -> EngineError? {
        if callDepth != 0 { return .reentrantCall(what()) }
        if screen.locked { return invalid(what(), Sentence(.refusedLocked)) }
        if screen.call != nil { return invalid(what(), Sentence(.refusedCallInProgress)) }
        if !overlayAllowed, let o = screen.overlay {
            // From the switcher the user can also pick an app's card.
            if o == .switcher {
                return invalid(
                    what(),
                    Sentence(.refusedSwitcherShown, actionUsage(.dismiss), actionUsage(.switchTo(.anyApp))))
            }
            return invalid(what(), Sentence(.refusedOverlayShown, o.words, actionUsage(.dismiss)))
        }
        return nil
    }

    private func switcherCard(_ app: AppID, _ what: @autoclosure () -> String) -> EngineError? {
        if let r = notReady(what(), overlayAllowed: true) { return r }
        guard screen.overlay == .switcher else { return invalid(what(), Sentence(.refusedSwitcherNotOpen)) }
        return apps[app].history.inSwitcher ? nil : invalid(what(), Sentence(.refusedNoCard))
    }

    func invalid(_ what: @autoclosure () -> String, _ reason: @autoclosure () -> Sentence) -> EngineError {
        explainsRefusals ? EngineError.invalidAction(action: what(), reason: reason()) : Self.unexplainedRefusal
    }
}
