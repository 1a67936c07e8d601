import Lifecycle
import LuaHost

/// The tables `UNUserNotificationCenter` methods take and give: a request to add, the
/// categories of actions, lists of identifiers; and requests, delivered notifications and
/// settings as Lua tables. Every mistake names the field and what it expects.
extension ScriptSession {
    static let requestFields = ["identifier", "content", "trigger"]
    static let contentFields = ["title", "body", "badge", "userInfo", "category"]
    static let triggerFields = ["seconds", "repeats"]
    static let categoryFields = ["identifier", "actions"]
    static let actionFields = ["identifier", "title", "options", "text_input"]
    static let textInputFields = ["button", "placeholder"]

    /// `{ identifier = "...", content = { title, body, badge, userInfo, category },
    ///    trigger = { seconds = n, repeats = bool } }` (no trigger: deliver now).
    func notificationRequest(_ call: LuaCall, _ index: Int32) throws -> NotificationRequest {
        let table = try state.table(try call.table(index))
        try checkKeys(table, allowed: Self.requestFields, what: "notification request field")
        guard case .string(let identifier) = table["identifier"] else {
            throw LuaHostError.badArgument(
                index, "request.identifier must be a string (got \(table["identifier"].typeName))")
        }
        var content = NotificationContent()
        switch table["content"] {
        case .nil: break
        case .table(let t): content = try notificationContent(t, index)
        case let other: throw LuaHostError.badArgument(index, "request.content must be a table (got \(other.typeName))")
        }
        var trigger: NotificationTrigger?
        switch table["trigger"] {
        case .nil: break
        case .table(let t):
            try checkKeys(t, allowed: Self.triggerFields, what: "trigger field")
            guard let seconds = t["seconds"].numberValue else {
                throw LuaHostError.badArgument(
                    index, "request.trigger.seconds must be a number (got \(t["seconds"].typeName))")
            }
            trigger = NotificationTrigger(
                seconds: seconds, repeats: try flag(t["repeats"], "request.trigger.repeats", index))
        case let other: throw LuaHostError.badArgument(index, "request.trigger must be a table (got \(other.typeName))")
        }
        let bytes = identifier.bytes.count + content.byteCount
        guard bytes <= NotificationLimits.contentBytes else {
            throw LuaHostError.badArgument(
                index,
                "the request holds \(bytes) bytes of text; applife keeps at most \(NotificationLimits.contentBytes) "
                    + "per request (identifier, title, body, category and userInfo together)")
        }
        return NotificationRequest(identifier: identifier.text, content: content, trigger: trigger)
    }

    private func notificationContent(_ table: LuaTable, _ index: Int32) throws -> NotificationContent {
        try checkKeys(table, allowed: Self.contentFields, what: "notification content field")
        var content = NotificationContent()
        content.title = try text(table["title"], "request.content.title", index)
        content.body = try text(table["body"], "request.content.body", index)
        content.category = try text(table["category"], "request.content.category", index)
        switch table["badge"] {
        case .nil: break
        case let value:
            guard let n = value.integerValue, n >= 0, n <= Int64(Int32.max) else {
                throw LuaHostError.badArgument(
                    index, "request.content.badge must be a whole number >= 0 (0 hides the badge)")
            }
            content.badge = Int(n)
        }
        switch table["userInfo"] {
        case .nil: break
        case .table(let t): content.userInfo = try flatDictionary(t)
        case let other:
            throw LuaHostError.badArgument(index, "request.content.userInfo must be a table (got \(other.typeName))")
        }
        return content
    }

    /// `{ { identifier = "...", actions = { { identifier, title, options = {...}, text_input = ... } } } }`.
    func notificationCategories(_ call: LuaCall, _ index: Int32) throws -> [NotificationCategory] {
        let list = try state.table(try call.table(index))
        guard list.isSequence else {
            throw LuaHostError.badArgument(
                index, "a list of categories expected ({ { identifier = ..., actions = {...} } })")
        }
        guard list.sequence.count <= NotificationLimits.categories else {
            throw LuaHostError.badArgument(
                index, "\(list.sequence.count) categories; applife keeps at most \(NotificationLimits.categories)")
        }
        return try list.sequence.map { entry in
            guard case .table(let t) = entry else {
                throw LuaHostError.badArgument(index, "each category must be a table")
            }
            try checkKeys(t, allowed: Self.categoryFields, what: "category field")
            let identifier = try text(t["identifier"], "category.identifier", index, required: true)
            var actions: [NotificationAction] = []
            switch t["actions"] {
            case .nil: break
            case .table(let list) where list.isSequence:
                guard list.sequence.count <= NotificationLimits.actions else {
                    throw LuaHostError.badArgument(
                        index,
                        "category '\(identifier.prefix(80))' has \(list.sequence.count) actions; at most \(NotificationLimits.actions)"
                    )
                }
                actions = try list.sequence.map { try notificationAction($0, index) }
            case let other:
                throw LuaHostError.badArgument(
                    index, "category.actions must be a list of actions (got \(other.typeName))")
            }
            return NotificationCategory(identifier: identifier, actions: actions)
        }
    }

    private func notificationAction(_ value: LuaValue, _ index: Int32) throws -> NotificationAction {
        guard case .table(let t) = value else { throw LuaHostError.badArgument(index, "each action must be a table") }
        try checkKeys(t, allowed: Self.actionFields, what: "action field")
        var action = NotificationAction(
            identifier: try text(t["identifier"], "action.identifier", index, required: true))
        action.title = try text(t["title"], "action.title", index)
        switch t["options"] {
        case .nil: break
        case .table(let list) where list.isSequence:
            for option in list.sequence {
                let word = option.stringValue ?? option.typeName
                guard let known = NotificationActionOption(rawValue: word) else {
                    throw DeclarationError(
                        unknown: word, in: "action option",
                        candidates: NotificationActionOption.allCases.map(\.rawValue))
                }
                action.options.insert(known)
            }
        case let other:
            throw LuaHostError.badArgument(index, "action.options must be a list of words (got \(other.typeName))")
        }
        switch t["text_input"] {
        case .nil, .boolean(false): break
        case .boolean(true): action.textInput = NotificationAction.TextInput()
        case .table(let input):
            try checkKeys(input, allowed: Self.textInputFields, what: "text_input field")
            action.textInput = NotificationAction.TextInput(
                button: try text(input["button"], "text_input.button", index, default: "Send"),
                placeholder: try text(input["placeholder"], "text_input.placeholder", index))
        case let other:
            throw LuaHostError.badArgument(
                index, "action.text_input must be true or { button, placeholder } (got \(other.typeName))")
        }
        return action
    }

    /// A list of identifiers (`removePendingNotificationRequests{ "a", "b" }`).
    func identifiers(_ call: LuaCall, _ index: Int32) throws -> [String] {
        let list = try state.table(try call.table(index))
        return try list.sequence.map { value in
            guard case .string(let s) = value else {
                throw LuaHostError.badArgument(index, "a list of identifier strings expected (found \(value.typeName))")
            }
            return s.text
        }
    }

    private func text(
        _ value: LuaValue, _ field: String, _ index: Int32, required: Bool = false, default fallback: String = ""
    ) throws -> String {
        switch value {
        case .string(let s): return s.text
        case .nil where !required: return fallback
        default: throw LuaHostError.badArgument(index, "\(field) must be a string (got \(value.typeName))")
        }
    }

    private func flag(_ value: LuaValue, _ field: String, _ index: Int32) throws -> Bool {
        switch value {
        case .nil: return false
        case .boolean(let b): return b
        default: throw LuaHostError.badArgument(index, "\(field) must be a boolean (got \(value.typeName))")
        }
    }
}

/// Requests, delivered notifications and settings as Lua tables.
enum NotificationValues {
    static func request(_ request: NotificationRequest) -> LuaValue {
        var content = LuaTable()
        content["title"] = LuaValue(request.content.title)
        content["body"] = LuaValue(request.content.body)
        content["badge"] = request.content.badge.map { LuaValue($0) } ?? .nil
        content["userInfo"] = LaunchOptionsTable.dictionary(request.content.userInfo)
        content["category"] = LuaValue(request.content.category)
        var table = LuaTable()
        table["identifier"] = LuaValue(request.identifier)
        table["content"] = .table(content)
        if let trigger = request.trigger {
            table["trigger"] = ["seconds": .number(trigger.seconds), "repeats": .boolean(trigger.repeats)]
        }
        return .table(table)
    }

    static func delivered(_ delivered: DeliveredNotification) -> LuaValue {
        guard case .table(var table) = LuaDelegate.notificationTable(delivered.notification) else { return .nil }
        table["date"] = .number(delivered.date.seconds)
        return .table(table)
    }

    static func settings(_ settings: NotificationSettings) -> LuaValue {
        [
            "authorizationStatus": LuaValue(settings.authorizationStatus.rawValue),
            "alertSetting": LuaValue(settings.alertSetting.rawValue),
            "badgeSetting": LuaValue(settings.badgeSetting.rawValue),
            "soundSetting": LuaValue(settings.soundSetting.rawValue),
            "notificationCenterSetting": LuaValue(settings.notificationCenterSetting.rawValue),
            "lockScreenSetting": LuaValue(settings.lockScreenSetting.rawValue),
        ]
    }
}
