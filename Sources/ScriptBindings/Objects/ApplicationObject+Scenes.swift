import Lifecycle
import LuaHost

/// The `application` methods that ask UIKit for scene sessions (iOS 13):
/// `requestSceneSessionActivation(nil, userActivity, options, errorHandler)` opens a new
/// window whose connection options carry the activity, and
/// `requestSceneSessionDestruction(session, options, errorHandler)` closes a session.
extension ScriptSession {
    static let sceneRequestMethodNames = ["requestSceneSessionActivation", "requestSceneSessionDestruction"]

    /// The fields of an NSUserActivity app code makes.
    static let userActivityFields = ["activityType", "userInfo", "webpageURL", "title"]

    static func sceneRequestMethods(_ home: SessionLink) -> [(String, LuaFunction)] {
        [
            home.method("requestSceneSessionActivation") { session, call in
                let handle = try session.ownApplication(call)
                guard call.isNoneOrNil(2) else {
                    throw LuaHostError.badArgument(
                        2,
                        "applife opens new windows only: pass nil as the session (a session of a closed window cannot be reopened yet)"
                    )
                }
                let activity = call.isNoneOrNil(3) ? nil : try session.userActivity(call, 3)
                if !call.isNoneOrNil(4) && call.type(4) != .table {
                    throw LuaHostError.badArgument(4, "options expected (a table or nil)")
                }
                let errorHandler = try call.optionalFunction(5).map { function in
                    session.handler(function, app: handle.id) { (_: ScriptSession, error: SystemError) in
                        [Self.errorTable(error)]
                    }
                }
                try session.engine {
                    try handle.application.requestSceneSessionActivation(activity: activity, errorHandler: errorHandler)
                }
                return .none
            },
            home.method("requestSceneSessionDestruction") { session, call in
                let handle = try session.ownApplication(call)
                let identifier = try session.sessionIdentifier(call, 2)
                if !call.isNoneOrNil(3) && call.type(3) != .table {
                    throw LuaHostError.badArgument(3, "options expected (a table or nil)")
                }
                if !call.isNoneOrNil(4) && call.type(4) != .function {
                    throw LuaHostError.badArgument(4, "an error handler expected (a function or nil)")
                }
                try session.engine { try handle.application.requestSceneSessionDestruction(session: identifier) }
                return .none
            },
        ]
    }

    /// An NSError as app code reads it.
    static func errorTable(_ error: SystemError) -> LuaValue {
        var table = LuaTable()
        table["domain"] = .string(LuaString(error.domain))
        table["code"] = .integer(Int64(error.code))
        table["localizedDescription"] = .string(LuaString(error.localizedDescription))
        return .table(table)
    }

    /// `{ activityType = "...", userInfo = {...}, webpageURL = "...", title = "..." }`.
    func userActivity(_ call: LuaCall, _ index: Int32) throws -> UserActivity {
        guard call.type(index) == .table else {
            throw LuaHostError.badArgument(
                index, "a user activity expected ({ activityType = \"com.acme.edit\", ... })")
        }
        let table = try state.table(try call.table(index), maxDepth: 4)
        try checkKeys(table, allowed: Self.userActivityFields, what: "NSUserActivity field")
        guard case .string(let type) = table["activityType"], !type.text.isEmpty else {
            throw LuaHostError.badArgument(index, "userActivity.activityType must be a non-empty string")
        }
        var info: [String: String] = [:]
        if case .table(let userInfo) = table["userInfo"] { info = try flatDictionary(userInfo) }
        let link = table["webpageURL"].stringValue
        if let link, (try? AppURL(link)) == nil {
            throw LuaHostError.badArgument(index, "userActivity.webpageURL '\(link.prefix(200))' is not a URL")
        }
        return UserActivity(type: String(type.text.prefix(TextBound.name)), userInfo: info, webpageURL: link)
    }

    /// A scene session argument (what `scene.session` and `application.openSessions` give):
    /// its persistent identifier.
    func sessionIdentifier(_ call: LuaCall, _ index: Int32) throws -> String {
        let expected = "a scene session expected (scene.session, or an entry of application.openSessions)"
        guard call.type(index) == .table else { throw LuaHostError.badArgument(index, expected) }
        let table = try state.table(try call.table(index), maxDepth: 2)
        guard let identifier = table["persistentIdentifier"].stringValue else {
            throw LuaHostError.badArgument(index, expected)
        }
        return identifier
    }
}
