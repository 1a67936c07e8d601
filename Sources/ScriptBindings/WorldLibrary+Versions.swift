import Lifecycle
import LuaHost

/// The user and system actions of the launch paths and APIs that came with the version
/// rules (issue 13): CloudKit shares, Open In, notifications arriving, BGTasks, the system
/// ending background time, significant time changes.
extension ScriptSession {
    func versionedUserActions() -> [(String, LuaFunction)] {
        [
            action("user.accept_share") { [unowned self] call in
                let metadata = try call.optionalString(2) ?? "share"
                try device.acceptCloudKitShare(appArgument(call, 1).id, metadata: metadata)
            },
            action("user.open_document") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let file = try call.string(2)
                var annotation: String?
                var type: String?
                if call.type(3) == .table {
                    let options = try state.table(try call.table(3))
                    try checkKeys(options, allowed: ["annotation", "type"], what: "open_document option")
                    annotation = options["annotation"].stringValue
                    type = options["type"].stringValue
                } else if call.type(3) != .none && call.type(3) != .nil {
                    throw LuaHostError.badArgument(3, "table expected ({ annotation = ..., type = ... })")
                }
                _ = try device.openDocument(file, type: type, in: handle.id, annotation: annotation)
            },
        ]
    }

    func versionedSystemActions() -> [(String, LuaFunction)] {
        [
            action("system.notification") { [unowned self] call in
                try device.deliverNotification(appArgument(call, 1).id, notification(call, payload: 2, kind: 3))
            },
            action("system.background_task") { [unowned self] call in
                try device.runBackgroundTask(appArgument(call, 1).id, identifier: call.string(2))
            },
            action("system.end_background_time") { [unowned self] call in
                let handle = try appArgument(call, 1)
                let how = try call.optionalString(2) ?? "expire"
                guard ["expire", "terminate"].contains(how) else {
                    throw DeclarationError(
                        unknown: how, in: "end_background_time mode", candidates: ["expire", "terminate"])
                }
                try device.endBackgroundTime(handle.id, terminating: how == "terminate")
            },
            action("system.significant_time_change") { [unowned self] _ in try device.significantTimeChange() },
        ]
    }

    /// `payload` (a table) and `kind` ("remote" or "local", default remote) as a notification.
    func notification(_ call: LuaCall, payload index: Int32, kind kindIndex: Int32) throws -> UserNotification {
        let word = try call.optionalString(kindIndex) ?? "remote"
        guard let kind = UserNotification.Kind(rawValue: word) else {
            throw DeclarationError(
                unknown: word, in: "notification kind", candidates: UserNotification.Kind.allCases.map(\.rawValue))
        }
        return UserNotification(kind: kind, payload: try payload(call, index))
    }
}
