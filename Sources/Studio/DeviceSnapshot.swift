import Lifecycle
import ScriptBindings

/// What the page draws its device from, after every request: the clock, the profile, the
/// screen (lock, panel, call, the app in front), each installed app with its state, badge,
/// what Notification Center holds of it, open background tasks and scenes, and for every control why it cannot run now (the
/// engine's own precondition, `Device.refusal(of:)`, asked about the action its studio offer
/// stands for), so a greyed-out button can say why: the controls that name nothing once, the
/// others for each app and each scene, and the controls of each app's own screen (`ui`).
///
///     {"ev":"device","t":"2.000","ios":17,"idiom":"iphone","locked":false,"front":"Todo",
///      "apps":[{"name":"Todo","state":"active",...}],"refusals":{"unlock":"cannot unlock: ..."}}
enum DeviceSnapshot {
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
        object.add("refusals", object: refusals(device, for: .device))
        return object.text
    }

    private static func app(_ device: Device, _ id: AppID) -> JSONObject {
        var object = JSONObject()
        object.add("name", device.name(of: id))
        object.add("state", device.state(of: id).rawValue)
        object.add("badge", device.badge(of: id))
        object.add("notifications", objects: notifications(device, id))
        object.add("lifeCycle", device.lifeCycle(of: id).rawValue)
        object.add(
            "tasks",
            strings: device.openBackgroundTasks(of: id).map { task in
                "#\(task.id)" + (task.name.map { " \"\($0)\"" } ?? "")
            })
        object.add("terminated", device.termination(of: id)?.reason.rawValue)
        object.add("scenes", objects: device.scenes(of: id).map { scene(device, $0) })
        object.add("refusals", object: refusals(device, for: .app(id)))
        object.add("ui", objects: screen(device, id))
        return object
    }

    /// The controls the app's own screen draws (the ui row's offer): each entry of its `ui`
    /// once per value of its `args` (or once, with none), its label, and why the engine
    /// refuses it now. A value JSON cannot carry (an infinity) has no control.
    private static func screen(_ device: Device, _ id: AppID) -> [JSONObject] {
        let offer = ActionBinding.row(.ui).studio
        return (offer?.actions(for: .app(id), on: device) ?? []).compactMap { action -> JSONObject? in
            guard case .ui(let touch) = action else { return nil }
            var control = JSONObject()
            control.add("name", touch.name)
            control.add("label", touch.words)
            switch touch.arguments.first {
            case .string(let text)?: control.add("value", text)
            case .integer(let number)?: control.add("value", Double(number))
            case .number(let number)? where number.isFinite: control.add("value", number)
            case .number?: return nil
            case .boolean(let flag)?: control.add("value", flag)
            case nil: break
            }
            control.add("refusal", device.refusal(of: action)?.description)
            return control
        }
    }

    /// What Notification Center holds of the app, oldest first: each notification's
    /// identifier, kind, title and body (cut to ``StudioLimits/notificationText`` characters)
    /// and when it was delivered.
    private static func notifications(_ device: Device, _ id: AppID) -> [JSONObject] {
        device.deliveredNotifications(of: id).map { delivered in
            let notification = delivered.notification
            var object = JSONObject()
            object.add("id", notification.requestIdentifier)
            object.add("kind", notification.kind.rawValue)
            object.add("title", cut(notification.content.title))
            object.add("body", cut(notification.content.body))
            object.add("t", delivered.date.fixed3)
            return object
        }
    }

    private static func cut(_ text: String) -> String {
        text.count > StudioLimits.notificationText ? text.prefix(StudioLimits.notificationText) + "…" : text
    }

    private static func scene(_ device: Device, _ id: SceneID) -> JSONObject {
        var object = JSONObject()
        object.add("name", device.name(of: id))
        object.add("state", device.state(of: id).rawValue)
        object.add("title", device.title(of: id))
        object.add("refusals", object: refusals(device, for: .scene(id)))
        return object
    }

    /// Why each control that names what `target` is (nothing, an app, a scene) cannot run
    /// now for it, by its row's name (nil: it can).
    private static func refusals(_ device: Device, for target: ActionTarget) -> JSONObject {
        let kind: StudioOffer.Target
        switch target {
        case .device: kind = .device
        case .app: kind = .app
        case .scene: kind = .scene
        }
        var refusals = JSONObject()
        for row in ActionControl.rows {
            guard let offer = row.studio, offer.target == kind, let action = offer.action(for: target) else { continue }
            refusals.add(row.name, device.refusal(of: action)?.description)
        }
        return refusals
    }
}
