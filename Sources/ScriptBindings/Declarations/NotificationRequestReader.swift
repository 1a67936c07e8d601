import Lifecycle
import LuaHost

/// The tables `UNUserNotificationCenter` methods take and give: a request to add, the
/// categories of actions, lists of identifiers; and requests, delivered notifications and
/// settings as Lua tables. Every mistake names the field and what it expects.
extension ScriptSession {
    static let requestFields = ["identifier", "content", "trigger"]
    /// Swift's names (`categoryIdentifier`), and `category`, the short name applife's
    /// design gave it first (accepted, never written back).
    static let contentFields = [
        "title", "subtitle", "body", "badge", "userInfo", "categoryIdentifier", "threadIdentifier", "category",
    ]
    static let triggerFields = ["seconds", "dateComponents", "repeats"]
    static let dateComponentFields = CalendarComponents.ranges.map(\.name)
    static let categoryFields = ["identifier", "actions", "options"]
    static let actionFields = ["identifier", "title", "options", "text_input"]
    static let textInputFields = ["button", "placeholder"]

    /// `{ identifier = "...", content = { title, subtitle, body, badge, userInfo,
    ///    categoryIdentifier, threadIdentifier }, trigger = { seconds = n, repeats = bool } }`
    /// (no trigger: deliver now).
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
        case .table(let t):
            content = try notificationContent(t, "request.content") { LuaHostError.badArgument(index, $0) }
        case let other: throw LuaHostError.badArgument(index, "request.content must be a table (got \(other.typeName))")
        }
        var trigger: NotificationTrigger?
        switch table["trigger"] {
        case .nil: break
        case .table(let t):
            try checkKeys(t, allowed: Self.triggerFields, what: "trigger field")
            let repeats = try flag(t["repeats"], "request.trigger.repeats", index)
            if case .table(let components) = t["dateComponents"] {
                guard t["seconds"].isNil else {
                    throw LuaHostError.badArgument(
                        index,
                        "request.trigger has seconds or dateComponents, not both (a time-interval or a "
                            + "calendar trigger)")
                }
                trigger = NotificationTrigger(calendar: try dateComponents(components, index), repeats: repeats)
            } else if !t["dateComponents"].isNil {
                throw LuaHostError.badArgument(
                    index, "request.trigger.dateComponents must be a table (got \(t["dateComponents"].typeName))")
            } else {
                guard let seconds = t["seconds"].numberValue else {
                    throw LuaHostError.badArgument(
                        index,
                        "request.trigger.seconds must be a number (got \(t["seconds"].typeName)), or give dateComponents"
                    )
                }
                trigger = NotificationTrigger(seconds: seconds, repeats: repeats)
            }
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

    /// `dateComponents = { year, month, day, weekday, hour, minute, second }`: whole numbers
    /// in their ranges, at least one.
    private func dateComponents(_ table: LuaTable, _ index: Int32) throws -> CalendarComponents {
        try checkKeys(table, allowed: Self.dateComponentFields, what: "dateComponents field")
        var values: [String: Int] = [:]
        for (name, range) in CalendarComponents.ranges {
            switch table[name] {
            case .nil: continue
            case let value:
                guard let number = value.integerValue, range.contains(Int(clamping: number)) else {
                    let shown =
                        value.integerValue.map { "\($0)" } ?? value.numberValue.map { "\($0)" } ?? value.typeName
                    throw LuaHostError.badArgument(
                        index,
                        "request.trigger.dateComponents.\(name) must be a whole number from \(range.lowerBound) to "
                            + "\(range.upperBound) (got \(shown))" + (name == "weekday" ? "; 1 is Sunday" : ""))
                }
                values[name] = Int(number)
            }
        }
        guard !values.isEmpty else {
            throw LuaHostError.badArgument(
                index,
                "request.trigger.dateComponents is empty: give at least one of "
                    + Self.dateComponentFields.joined(separator: ", "))
        }
        return CalendarComponents(
            year: values["year"], month: values["month"], day: values["day"], hour: values["hour"],
            minute: values["minute"], second: values["second"], weekday: values["weekday"])
    }

    /// A notification's content (`center:add`'s `content`, a local notification the scenario
    /// describes): its fields by Swift's names; `what` names it in complaints.
    func notificationContent(
        _ table: LuaTable, _ what: String, _ fail: (String) -> Error
    ) throws -> NotificationContent {
        try checkKeys(table, allowed: Self.contentFields, what: "notification content field")
        func text(_ field: String) throws -> String {
            switch table[field] {
            case .nil: return ""
            case .string(let s): return s.text
            case let other: throw fail("\(what).\(field) must be a string (got \(other.typeName))")
            }
        }
        var content = NotificationContent()
        content.title = try text("title")
        content.subtitle = try text("subtitle")
        content.body = try text("body")
        content.threadIdentifier = try text("threadIdentifier")
        if !table["category"].isNil && !table["categoryIdentifier"].isNil {
            throw fail("\(what): give categoryIdentifier once (category is its short name)")
        }
        content.category = try table["category"].isNil ? text("categoryIdentifier") : text("category")
        switch table["badge"] {
        case .nil: break
        case let value:
            guard let n = value.integerValue, n >= 0, n <= Int64(Int32.max) else {
                throw fail("\(what).badge must be a whole number >= 0 (0 hides the badge)")
            }
            content.badge = Int(n)
        }
        if !table["userInfo"].isNil {
            content.userInfo = try userInfo(
                table["userInfo"], "\(what).userInfo", limit: NotificationLimits.contentBytes, fail)
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
            let options = try words(
                t["options"], "category.options", index, as: NotificationCategoryOption.self, what: "category option")
            return NotificationCategory(identifier: identifier, actions: actions, options: Set(options))
        }
    }

    private func notificationAction(_ value: LuaValue, _ index: Int32) throws -> NotificationAction {
        guard case .table(let t) = value else { throw LuaHostError.badArgument(index, "each action must be a table") }
        try checkKeys(t, allowed: Self.actionFields, what: "action field")
        var action = NotificationAction(
            identifier: try text(t["identifier"], "action.identifier", index, required: true))
        action.title = try text(t["title"], "action.title", index)
        action.options = Set(
            try words(t["options"], "action.options", index, as: NotificationActionOption.self, what: "action option"))
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

    /// A list of option words (`{ "foreground", "destructive" }`): an unknown one is an
    /// error with "did you mean".
    private func words<Option: RawRepresentable & CaseIterable>(
        _ value: LuaValue, _ field: String, _ index: Int32, as: Option.Type, what: String
    ) throws -> [Option] where Option.RawValue == String {
        switch value {
        case .nil: return []
        case .table(let list) where list.isSequence:
            return try list.sequence.map { option in
                let word = option.stringValue ?? option.typeName
                guard let known = Option(rawValue: word) else {
                    throw DeclarationError(unknown: word, in: what, candidates: Option.allCases.map(\.rawValue))
                }
                return known
            }
        case let other:
            throw LuaHostError.badArgument(index, "\(field) must be a list of words (got \(other.typeName))")
        }
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

/// Triggers and settings as Lua tables.
enum NotificationValues {
    /// A request's trigger as `center:add` takes it (`{ seconds, repeats }`); a push's is
    /// `{ push = true, repeats = false }` (`UNPushNotificationTrigger`); nil when it has none.
    static func trigger(_ request: RequestView) -> LuaValue {
        if request.push { return ["push": .boolean(true), "repeats": .boolean(false)] }
        guard let trigger = request.trigger else { return .nil }
        if let calendar = trigger.calendar {
            let components = LuaTable(fields: calendar.given.map { (LuaValue($0.name), LuaValue(Int64($0.value))) })
            return ["dateComponents": .table(components), "repeats": .boolean(trigger.repeats)]
        }
        return ["seconds": .number(trigger.seconds), "repeats": .boolean(trigger.repeats)]
    }

    /// A registered category as `setNotificationCategories` took it, options in Apple's order.
    static func category(_ category: NotificationCategory) -> LuaValue {
        let actions = category.actions.map { action -> LuaValue in
            var table = LuaTable()
            table["identifier"] = LuaValue(action.identifier)
            table["title"] = LuaValue(action.title)
            table["options"] = LuaValue(
                NotificationActionOption.allCases.filter(action.options.contains).map { LuaValue($0.rawValue) })
            if let input = action.textInput {
                table["text_input"] = ["button": LuaValue(input.button), "placeholder": LuaValue(input.placeholder)]
            }
            return .table(table)
        }
        return [
            "identifier": LuaValue(category.identifier), "actions": LuaValue(actions),
            "options": LuaValue(category.options.sorted().map { LuaValue($0.rawValue) }),
        ]
    }

    static func settings(_ settings: NotificationSettings) -> LuaValue {
        [
            "authorizationStatus": LuaValue(settings.authorizationStatus.rawValue),
            "alertSetting": LuaValue(settings.alertSetting.rawValue),
            "badgeSetting": LuaValue(settings.badgeSetting.rawValue),
            "soundSetting": LuaValue(settings.soundSetting.rawValue),
            "notificationCenterSetting": LuaValue(settings.notificationCenterSetting.rawValue),
            "lockScreenSetting": LuaValue(settings.lockScreenSetting.rawValue),
            "providesAppNotificationSettings": .boolean(settings.providesAppNotificationSettings),
        ]
    }
}
