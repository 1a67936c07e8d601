/// System events every running app hears (facts §2.3, §2.4): the significant time change
/// (midnight, a time-zone or carrier time update) and, on a device with a passcode, the
/// protected-data callbacks at lock and unlock. A suspended app gets them queued,
/// coalesced one per kind, and delivered when it runs again ([A1] "Be Prepared to Process
/// Queued Notifications"); an app that is not running gets nothing.
///
///     try device.significantTimeChange()   // applicationSignificantTimeChange: → N
extension Device {
    public func significantTimeChange() throws {
        try allow(.significantTimeChange)
        action("significantTimeChange", nil, "a significant time change (midnight, time zone, carrier time)")
        broadcast(.significantTimeChange)
        try drain()
    }

    /// Whether protected files can be read: not while a device with a passcode is locked.
    var isProtectedDataAvailable: Bool { !(profile.passcode && screen.locked) }

    /// The protected-data callback of a lock (`available` false) or an unlock, if the device
    /// has a passcode (§2.4 [S1][A1]).
    func protectedDataChanged(available: Bool) {
        guard profile.passcode else { return }
        broadcast(available ? .protectedDataDidBecomeAvailable : .protectedDataWillBecomeUnavailable)
    }

    /// Delivers a system message to every running app now; queues it for suspended ones.
    private func broadcast(_ method: DelegateMethod) {
        for app in apps.ids where apps[app].process != nil {
            switch apps[app].phase {
            case .running: _ = deliverSystemMessage(app, method)
            case .suspended: queueSystemMessage(app, method)
            case .notRunning: break
            }
        }
    }

    private func deliverSystemMessage(_ app: AppID, _ method: DelegateMethod) -> Bool {
        guard isResponsive(app) else { return false }
        let message: LifecycleMessage
        switch method {
        case .protectedDataWillBecomeUnavailable: message = .protectedDataWillBecomeUnavailable
        case .protectedDataDidBecomeAvailable: message = .protectedDataDidBecomeAvailable
        default: message = .significantTimeChange
        }
        let reported = apps[app].state.applicationState
        return withUnit(app, apps[app].state.isForeground ? hangBudget(app) : nil) {
            deliver(message, to: app, reported: reported) != nil
        }
    }

    /// One queued message per kind; a main-queue job (parked while suspended) delivers them.
    private func queueSystemMessage(_ app: AppID, _ method: DelegateMethod) {
        guard let p = apps[app].process, p.mainQueue.coalesce(method) else { return }
        let process = currentProcess(app)
        loop.queue.schedule(
            at: loop.now,
            .main(
                process,
                body: { [unowned self] in
                    guard self.isAlive(process), let p = self.apps[app].process else { return }
                    for m in p.mainQueue.takeSystemNotifications() {
                        guard self.deliverSystemMessage(app, m) else { return }
                    }
                }))
    }
}

extension Application {
    /// `isProtectedDataAvailable` (iOS 4): false while a device with a passcode is locked.
    public var isProtectedDataAvailable: Bool { device.isProtectedDataAvailable }
}
