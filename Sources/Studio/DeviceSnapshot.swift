import Lifecycle

/// What the page draws its device from, after every request: the clock, the profile, the
/// screen (lock, panel, call, the app in front), each installed app with its state, badge,
/// open background tasks and scenes, and for every control why it cannot run now (the
/// engine's own precondition, `Device.refusal(of:)`), so a greyed-out button can say why.
///
///     {"ev":"device","t":"2.000","ios":17,"idiom":"iphone","locked":false,"front":"Todo",
///      "apps":[{"name":"Todo","state":"active",...}],"refusals":{"unlock":"cannot unlock: ..."}}
enum DeviceSnapshot {
    /// The controls that name nothing, by wire name, with the action the engine checks.
    static let plainControls: [(String, DeviceAction)] = [
        ("home", .home), ("lock", .lock), ("unlock", .unlock), ("switcher", .openSwitcher),
        ("notification_center", .notificationCenter), ("control_center", .controlCenter), ("dismiss", .dismiss),
        ("memory_warning", .memoryWarning), ("call", .incomingCall(answer: true, after: 2, duration: 30)),
        ("open_url", .openURL("studio://")),
    ]

    static func json(_ device: Device) -> String {
        var object = JSONObject()
        object.add("ev", "device")
        object.add("t", device.now.fixed3)
        object.add("ios", device.profile.ios)
        object.add("idiom", device.profile.idiom.rawValue)
        object.add("locked", device.isLocked)
        object.add("overlay", device.shownOverlay)
        object.add("call", device.isCallInProgress)
        object.add("front", device.foregroundApp.map(device.name(of:)))
        object.add("apps", objects: device.installedApps.map { app(device, $0) })
        var refusals = JSONObject()
        for (name, action) in plainControls {
            refusals.add(name, device.refusal(of: action)?.description)
        }
        object.add("refusals", object: refusals)
        return object.text
    }

    private static func app(_ device: Device, _ id: AppID) -> JSONObject {
        var object = JSONObject()
        object.add("name", device.name(of: id))
        object.add("state", device.state(of: id).rawValue)
        object.add("badge", device.badge(of: id))
        object.add("lifeCycle", device.lifeCycle(of: id).rawValue)
        object.add(
            "tasks",
            strings: device.openBackgroundTasks(of: id).map { task in
                "#\(task.id)" + (task.name.map { " \"\($0)\"" } ?? "")
            })
        object.add("terminated", device.termination(of: id)?.reason.rawValue)
        object.add("scenes", objects: device.scenes(of: id).map { scene(device, $0) })
        // Why each control naming this app cannot run now (nil: it can).
        var refusals = JSONObject()
        let actions: [(String, DeviceAction)] = [
            ("tap", .tap(id)), ("switch_to", .switchTo(id)), ("kill", .kill(id)), ("open_window", .openWindow(id)),
            ("tap_notification", .tapNotification(id)),
        ]
        for (name, action) in actions {
            refusals.add(name, device.refusal(of: action)?.description)
        }
        object.add("refusals", object: refusals)
        return object
    }

    private static func scene(_ device: Device, _ id: SceneID) -> JSONObject {
        var object = JSONObject()
        object.add("name", device.name(of: id))
        object.add("state", device.state(of: id).rawValue)
        object.add("title", device.title(of: id))
        var refusals = JSONObject()
        for (name, action) in [
            ("focus", DeviceAction.focus(id)), ("close_window", .closeWindow(id)), ("kill_scene", .killScene(id)),
        ] {
            refusals.add(name, device.refusal(of: action)?.description)
        }
        object.add("refusals", object: refusals)
        return object
    }
}
