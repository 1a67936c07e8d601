import Lifecycle

/// The events exploration may try: every candidate, in a fixed order; the device keeps
/// those possible in its current state (`Device.possibleActions(in:)`).
///
///     let space = ActionSpace(device: device)   // the installed apps, their URL schemes, the profile's deadlines
///     space.waits                                // [1, 26, 31, 600] on iOS 17
///     device.possibleActions(in: space)          // [.tap(notes), .tap(mail), .lock, …]
///
/// Scene actions (open a window; focus, close, kill or disconnect a connected scene) are
/// listed from the device's current scenes in `candidates(on:)`, for scene apps only; what
/// the user can do on an app's own screen (its `ui` entries), for the apps on screen; the
/// link to an app's own notification settings, for the apps that asked for it; the
/// events that wake an app for a background mode or a submitted BGTask, for the apps that
/// declared or submitted them. The actions never generated here say why in their row of
/// the action table (`ActionBinding.exploration`).
public struct ActionSpace: Sendable {
    /// The apps to tap, switch to, kill, notify, push and fetch.
    public let apps: [AppID]
    /// URLs to open: one per declared scheme.
    public var urls: [String]
    /// Waits that cross the profile's deadlines (expiration warning, background time,
    /// completion handlers, wake windows), plus a short and a long one.
    public var waits: [Double]
    /// The incoming-call variants: answered, declined, rung out.
    public var calls: [DeviceAction]
    /// Whether reboots, memory warnings and memory pressure are tried.
    public var systemEvents = true
    /// What each app of `apps` (in that order) declared that decides its system events:
    /// read once, since an Info.plist does not change during a walk.
    public let declared: [Declared]

    /// The background modes and BGTask identifiers of one app, as exploration reads them.
    public struct Declared: Sendable {
        public var remoteNotification = false, fetch = false, location = false
        public var bluetoothCentral = false, bluetoothPeripheral = false
        /// `BGTaskSchedulerPermittedIdentifiers` is not empty.
        public var tasks = false

        public init() {}

        init(_ spec: AppSpec) {
            remoteNotification = spec.has(.remoteNotification)
            fetch = spec.has(.fetch)
            location = spec.has(.location)
            bluetoothCentral = spec.has(.bluetoothCentral)
            bluetoothPeripheral = spec.has(.bluetoothPeripheral)
            tasks = !spec.taskIdentifiers.isEmpty
        }
    }

    /// `declared` is one per app, in order (an app left out declares nothing).
    public init(apps: [AppID], urls: [String], waits: [Double], calls: [DeviceAction], declared: [Declared] = []) {
        self.apps = apps
        self.urls = urls
        self.waits = waits
        self.calls = calls
        self.declared = apps.indices.map { $0 < declared.count ? declared[$0] : Declared() }
    }

    /// Everything the device's installed apps and profile suggest.
    public init(device: Device) {
        let apps = device.installedApps
        var urls: [String] = []
        for app in apps {
            for type in device.spec(of: app).urlTypes {
                if let scheme = type.schemes.first, !urls.contains("\(scheme)://explore") {
                    urls.append("\(scheme)://explore")
                }
            }
        }
        self.init(
            apps: apps, urls: urls, waits: ActionSpace.waits(for: device.profile),
            calls: [
                .incomingCall(answer: true, after: 2, duration: 30),
                .incomingCall(answer: false, after: 2, duration: 0),
                .incomingCall(answer: nil, after: 20, duration: 0),
            ], declared: apps.map { Declared(device.spec(of: $0)) })
    }

    /// One second, just past the expiration warning, just past the background time, the
    /// completion-handler timeout and the wake window, and ten minutes.
    public static func waits(for profile: Profile) -> [Double] {
        let budget = profile.backgroundBudget.seconds
        let candidates = [
            1, budget - profile.expirationLeadTime.seconds + 1, budget + 1,
            profile.completionTimeout.seconds + 1, profile.eventWakeWindow.seconds + 1, 600,
        ]
        return Array(Set(candidates.filter { $0 > 0 })).sorted()
    }

    /// Every candidate, possible or not, in the order exploration numbers them.
    public func candidates(on device: Device) -> [DeviceAction] {
        var list: [DeviceAction] = []
        list.reserveCapacity(apps.count * 8 + urls.count + calls.count + waits.count + 12)
        for app in apps { list.append(.tap(app)) }
        list.append(.home)
        list.append(.lock)
        list.append(.unlock)
        list.append(.openSwitcher)
        for app in apps {
            list.append(.switchTo(app))
            list.append(.kill(app))
        }
        list.append(.notificationCenter)
        list.append(.controlCenter)
        list.append(.dismiss)
        for app in apps {
            list.append(.tapNotification(app))
            if device.notificationSettings(of: app).providesAppNotificationSettings {
                list.append(.openNotificationSettings(app, identifier: nil))
            }
            if let item = device.quickActions(of: app).first { list.append(.shortcut(app, type: item.type)) }
        }
        appendScreenActions(to: &list, on: device)
        for url in urls { list.append(.openURL(url)) }
        for (app, declared) in zip(apps, declared) {
            if declared.remoteNotification { list.append(.silentPush(app)) }
            if declared.fetch { list.append(.backgroundFetch(app)) }
        }
        list.append(contentsOf: calls)
        if systemEvents {
            list.append(.memoryWarning)
            list.append(.memoryPressure(.warning, needMB: nil))
            list.append(.memoryPressure(.critical, needMB: nil))
            list.append(.reboot)
        }
        for wait in waits { list.append(.advance(wait)) }
        for app in apps where device.supportsMultipleWindows(app) {
            list.append(.openWindow(app))
            for scene in device.scenes(of: app) {
                list.append(.focus(scene))
                list.append(.closeWindow(scene))
                list.append(.killScene(scene))
            }
        }
        if systemEvents {
            for app in apps where device.usesScenes(app) {
                for scene in device.scenes(of: app) { list.append(.disconnectScene(scene)) }
            }
            appendWakeEvents(to: &list, on: device)
        }
        return list
    }
}

extension ActionSpace {
    /// What the user can do on the screen of each app on screen: every entry of its `ui`,
    /// with each value of the entry's `args` (once without an argument when it lists none),
    /// on the app, or on each of its windows on screen when it has several.
    private func appendScreenActions(to list: inout [DeviceAction], on device: Device) {
        for app in apps where device.isOnScreen(app) {
            let entries = device.screen(of: app)
            guard !entries.isEmpty else { continue }
            let targets =
                device.supportsMultipleWindows(app)
                ? device.windowsOnScreen(of: app).map(UITarget.scene) : [UITarget.app(app)]
            for target in targets {
                for entry in entries {
                    for arguments in entry.tries { list.append(.ui(UIAction(target, entry.name, arguments))) }
                }
            }
        }
    }

    /// The events that wake an app for what it declared or asked for: a location event for
    /// the `location` mode, a Bluetooth event for each Bluetooth mode, and each submitted
    /// BGTask whose earliest date has passed.
    private func appendWakeEvents(to list: inout [DeviceAction], on device: Device) {
        for (app, declared) in zip(apps, declared) {
            if declared.location { list.append(.location(app)) }
            if declared.bluetoothCentral { list.append(.bluetooth(app, .central)) }
            if declared.bluetoothPeripheral { list.append(.bluetooth(app, .peripheral)) }
            guard declared.tasks else { continue }
            for request in device.dueTaskRequests(of: app) {
                list.append(.backgroundTask(app, identifier: request.identifier))
            }
        }
    }
}

extension Device {
    /// The candidates of `space` that are possible now (`refusal(of:)` is nil), in order.
    public func possibleActions(in space: ActionSpace) -> [DeviceAction] {
        let candidates = space.candidates(on: self)
        var possible: [DeviceAction] = []
        possible.reserveCapacity(candidates.count)
        for action in candidates where isPossible(action) { possible.append(action) }
        return possible
    }
}
