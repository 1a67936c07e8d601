extension Device {
    /// Runs one action: the same call a script makes (`user.tap`, `system.call`, `wait`).
    /// Throws what that call throws, e.g. `EngineError.invalidAction` when it is not
    /// possible now (`refusal(of:)`). Returns the scene a new window got (`openWindow`;
    /// nil when none connected), nil for every other action.
    @discardableResult
    public func perform(_ action: DeviceAction) throws -> SceneID? {
        switch action {
        case .tap(let a): try tap(a)
        case .home: try home()
        case .lock: try lock()
        case .unlock: try unlock()
        case .openSwitcher: try openSwitcher()
        case .switchTo(let a): try switchTo(a)
        case .kill(let a): try kill(a)
        case .notificationCenter: try notificationCenter()
        case .controlCenter: try controlCenter()
        case .dismiss: try dismiss()
        case .incomingCall(let answer, let after, let duration):
            try incomingCall(answer: answer, after: after, duration: duration)
        case .memoryWarning: try memoryWarning()
        case .memoryPressure(let level, let need): try memoryPressure(level, needMB: need)
        case .openURL(let url): _ = try openURL(url)
        case .tapNotification(let a, let tap): try tapNotification(a, tap)
        case .clearNotification(let a, let identifier): try clearNotification(a, identifier: identifier)
        case .openNotificationSettings(let a, let identifier): try openNotificationSettings(a, identifier: identifier)
        case .shortcut(let a, let type): try shortcut(a, type: type)
        case .silentPush(let a, let payload): try silentPush(a, payload: payload)
        case .backgroundFetch(let a): try backgroundFetch(a)
        case .reboot: try reboot()
        case .advance(let s):
            try allow(action)
            try advance(by: s)
        case .openWindow(let a): return try openWindow(a)
        case .focus(let s): try focus(s)
        case .closeWindow(let s): try closeWindow(s)
        case .killScene(let s): try killScene(s)
        case .disconnectScene(let s): try disconnectScene(s)
        case .deleteApp(let a): try deleteApp(a)
        case .offloadApp(let a): try offloadApp(a)
        case .settings(let change): try changeSettings(change)
        case .airdrop(let a, let file): try airdrop(file, to: a)
        case .continueActivity(let a, let activity): try continueActivity(a, activity)
        case .acceptShare(let a, let metadata): try acceptCloudKitShare(a, metadata: metadata)
        case .openDocument(let a, let file, let type, let annotation):
            try openDocument(file, type: type, in: a, annotation: annotation)
        case .grant(let a, .all(let allowed)): try grant(a, allowed)
        case .grant(let a, .option(let option, let yes)): try grant(a, option, yes)
        case .location(let a): try location(a)
        case .bluetooth(let a, let role): try bluetooth(a, role)
        case .urlSession(let a, let identifier): try urlSession(a, identifier: identifier)
        case .prewarm(let a): try prewarm(a)
        case .notification(let a, let notification): try deliverNotification(a, notification)
        case .backgroundTask(let a, let identifier): try runBackgroundTask(a, identifier: identifier)
        case .endBackgroundTime(let a, let terminating): try endBackgroundTime(a, terminating: terminating)
        case .significantTimeChange: try significantTimeChange()
        case .screenshot: try screenshot()
        case .power(let on): try power(on)
        case .network(let on): try network(on)
        case .ui(let action): try ui(action)
        }
        return nil
    }
}
