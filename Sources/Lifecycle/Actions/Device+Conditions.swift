/// The device's conditions, as the system's scheduler reads them: external power, the
/// network, and whether the device is idle. A BGProcessingTask runs only on an idle device
/// (locked, no app in front, no phone call) whose power and network hold what its request
/// requires; when the user starts using the device again (unlocks it, answers a call) the
/// system ends the processing tasks still running (facts §5.5 [S26]).
///
///     try device.power(false)                   // on battery: requiresExternalPower waits
///     try device.lock()                         // idle: a processing task may run
///     try device.runBackgroundTask(sync, identifier: "com.acme.clean")
///     try device.unlock()                       // its expiration handler runs now
extension Device {
    /// The charger is plugged in (`true`) or out.
    public func power(_ connected: Bool) throws {
        try allow(.power(connected))
        action("power", nil, connected ? "the charger is plugged in" : "the charger is unplugged: on battery")
        conditions.plug(connected)
        try drain()
    }

    /// The device gains (`true`) or loses its network connection.
    public func network(_ reachable: Bool) throws {
        try allow(.network(reachable))
        action("network", nil, reachable ? "the network is reachable" : "the network is lost")
        conditions.reach(reachable)
        try drain()
    }

    /// Connected to external power.
    public var isCharging: Bool { conditions.charging }

    /// Has a network connection.
    public var isNetworkReachable: Bool { conditions.network }

    /// Low Power Mode is on (Settings > Battery).
    public var isLowPowerModeEnabled: Bool { settings.lowPowerMode }

    /// Idle, as processing tasks need it: locked (the screen off), with no app in front and
    /// no phone call.
    public var isIdle: Bool { idleRefusal == nil }

    /// Why the device is not idle, or nil.
    private var idleRefusal: String? {
        if !screen.locked { return "the device is unlocked" }
        if let front = frontApp { return "\(name(of: front)) is in front" }
        if screen.call != nil { return "a phone call is in progress" }
        return nil
    }

    /// Why the system does not run this BGProcessingTask now, or nil: the device must be
    /// idle and hold the request's conditions.
    func processingRefusal(_ request: TaskRequest) -> String? {
        if let why = idleRefusal {
            return "a BGProcessingTask runs only while the device is idle (locked, no app in front): \(why)"
        }
        if request.requiresExternalPower && !conditions.charging {
            return "the request requires external power and the device is on battery (\(actionUsage(.power(true))))"
        }
        if request.requiresNetworkConnectivity && !conditions.network {
            return
                "the request requires network connectivity and the device has none (\(actionUsage(.network(true))))"
        }
        return nil
    }

    /// The user starts using the device (`how`): the system ends every BGProcessingTask still
    /// running, as `processingTaskOnUse` says: its expiration handler now and the task must
    /// end within `expirationLeadTime`, or the app is terminated at once.
    func endProcessingTasks(_ how: String) {
        for app in apps.ids {
            guard apps[app].phase == .running, isResponsive(app), let p = apps[app].process else { continue }
            let tasks = p.background.runningTasks.filter { $0.kind == .processing && !$0.expiring }
            guard !tasks.isEmpty else { continue }
            let names = tasks.map(\.identifier).joined(separator: ", ")
            record(
                .log, app: app, name: "system",
                message: "\(how): the system ends the BGProcessingTask \(names) (the device is in use)")
            switch profile.processingTaskOnUse {
            case .terminate:
                terminate(
                    app, .backgroundTaskExpiry,
                    message: "0x8badf00d: BGProcessingTask \(names) ended: the user started using the device",
                    at: loop.now)
            case .expire:
                let process = currentProcess(app)
                let deadline = loop.now.later(by: profile.expirationLeadTime.nanoseconds)
                for task in tasks { expireTaskEarly(process, task.number, deadline: deadline) }
            }
        }
    }
}

extension Application {
    /// `ProcessInfo.processInfo.isLowPowerModeEnabled` (iOS 9).
    public var isLowPowerModeEnabled: Bool {
        get throws {
            try device.require(.isLowPowerModeEnabled, by: id)
            return device.isLowPowerModeEnabled
        }
    }
}
