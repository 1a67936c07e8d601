import Lifecycle
import LuaHost

/// Quick actions in Lua (`UIApplicationShortcutItem`): a table of Swift's names, `type`,
/// `localizedTitle`, `localizedSubtitle`, `icon` and `userInfo`, which is what
/// performActionForShortcutItem, `options.shortcutItem` and `application.shortcutItems` give.
///
///     performActionForShortcutItem = function(application, item, completion)
///       if item.type == "open" then show(item.userInfo.chat) end
///       completion(true)
///     end
///
/// Before, these handed over the type string alone. So old scripts keep working, the item
/// prints, logs, formats (`%s`) and concatenates as its type (`__tostring`, `__concat`), and
/// `title`/`subtitle` read as `localizedTitle`/`localizedSubtitle`. What cannot carry over is
/// comparing it with a string (`item == "open"`: Lua compares a table with a string without
/// metamethods) or using it as a table key: those read `item.type`. Calling a string method
/// on it (`item:find("x")`) is an error that says so.
extension ScriptSession {
    static let shortcutItemFields = ["type", "localizedTitle", "localizedSubtitle", "icon", "userInfo"]
    /// The declaration's short names, which read as Swift's.
    static let shortcutItemAliases = ["title": "localizedTitle", "subtitle": "localizedSubtitle"]
    /// The most bytes a quick action's `userInfo` takes (`StoredValue.size`), applife's bound.
    static let shortcutUserInfoLimit = 4096

    /// A quick action as app code sees it: a fresh table each time.
    func shortcutItemValue(_ item: ShortcutItem) throws -> LuaValue {
        var table = LuaTable()
        table["type"] = .string(LuaString(item.type))
        table["localizedTitle"] = .string(LuaString(item.title))
        if let subtitle = item.subtitle { table["localizedSubtitle"] = .string(LuaString(subtitle)) }
        if let icon = item.icon { table["icon"] = .string(LuaString(icon)) }
        if let userInfo = item.userInfo { table["userInfo"] = Self.luaValue(userInfo) }
        return try state.call(.reference(classes.shortcutItemGuard), arguments: [.table(table)]).first ?? .nil
    }

    /// A list of quick actions at argument `index` (`application.shortcutItems = { ... }`).
    func shortcutItems(_ call: LuaCall, _ index: Int32) throws -> [ShortcutItem] {
        guard call.type(index) == .table else {
            throw LuaHostError.badArgument(index, "a list of { type = ..., title = ... } expected")
        }
        let table = try state.table(
            try call.table(index), maxDepth: ShortcutItems.maxDepth + 3, maxValues: Device.maxShortcutItems * 256)
        return try ShortcutItems.read(table, place: "shortcutItems")
    }

    /// The function that gives an item's table its metatable: it prints as its type, and an
    /// unknown field is an error with "did you mean".
    static func makeShortcutItemGuard(state: LuaState) throws -> LuaRef {
        let unknown = LuaFunction("__index") { call in
            let key = call.type(1) == .string ? try call.string(1) : "(a \(call.type(1)))"
            if stringMethods.contains(key) {
                throw DeclarationError(
                    "a quick action is a UIApplicationShortcutItem, not a string: its type is item.type "
                        + "(item.type:\(key)(...))")
            }
            throw DeclarationError(
                unknown: key, in: "UIApplicationShortcutItem field",
                candidates: shortcutItemFields + shortcutItemAliases.keys.sorted(), apple: AppleSpellings.shortcutItem)
        }
        let aliases = LuaValue.table(
            LuaTable(fields: shortcutItemAliases.map { (.string(LuaString($0.key)), LuaValue($0.value)) }))
        let fields = LuaValue.table(LuaTable(fields: shortcutItemFields.map { (.string(LuaString($0)), true) }))
        let make = try state.loadHostChunk(
            """
            local unknown, alias, fields = ...
            local mt = {}
            local function text(v) if getmetatable(v) == mt then return rawget(v, "type") end return v end
            mt.__index = function(t, k)
              local a = alias[k]
              if a ~= nil then return rawget(t, a) end
              if fields[k] then return nil end
              return unknown(k)
            end
            mt.__tostring = function(t) return rawget(t, "type") end
            mt.__concat = function(a, b) return text(a) .. text(b) end
            return function(t) return setmetatable(t, mt) end
            """, name: "=[applife]")
        let made = try state.call(.reference(make), arguments: [.function(unknown), aliases, fields])
        return try state.makeReference(made.first ?? .nil)
    }

    private static let stringMethods: Set<String> = [
        "byte", "char", "dump", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack", "packsize",
        "rep", "reverse", "sub", "unpack", "upper",
    ]
}

/// The one reading of a quick-action list, for `app{ shortcut_items }` and
/// `application.shortcutItems`: `{ type, title, subtitle, icon, userInfo }`, or Swift's
/// `localizedTitle` and `localizedSubtitle` (what reading them back gives).
enum ShortcutItems {
    static let fields = ["type", "title", "subtitle", "icon", "userInfo", "localizedTitle", "localizedSubtitle"]
    /// How deep a `userInfo` may nest.
    static let maxDepth = 8

    static func read(_ table: LuaTable, place: String) throws -> [ShortcutItem] {
        guard table.isSequence else { throw DeclarationError("\(place) must be a list of { type = ..., title = ... }") }
        guard table.sequence.count <= Device.maxShortcutItems else {
            throw DeclarationError(
                "\(place): \(table.sequence.count) quick actions; at most \(Device.maxShortcutItems)")
        }
        var types: Set<String> = []
        return try table.sequence.enumerated().map { i, value in
            let at = "\(place)[\(i + 1)]"
            guard case .table(let entry) = value else {
                throw DeclarationError("\(at) must be a table { type = ..., title = ... } (got \(value.typeName))")
            }
            for field in entry.fields {
                guard case .string(let k) = field.key, fields.contains(k.text) else {
                    let name = field.key.stringValue ?? field.key.typeName
                    throw DeclarationError(
                        unknown: name, in: "\(at) field", candidates: fields, apple: AppleSpellings.shortcutItem)
                }
            }
            guard case .string(let type) = entry["type"], !type.text.isEmpty, type.bytes.count <= 255 else {
                throw DeclarationError("\(at).type must be a string of 1 to 255 bytes")
            }
            guard types.insert(type.text).inserted else {
                throw DeclarationError("\(at): the type '\(TextCut.text(type.text, limit: 80))' comes twice")
            }
            let title = try text(entry, "title", "localizedTitle", at) ?? type.text
            return ShortcutItem(
                type: type.text, title: title, subtitle: try text(entry, "subtitle", "localizedSubtitle", at),
                icon: try icon(entry["icon"], at), userInfo: try userInfo(entry["userInfo"], at))
        }
    }

    /// A title or subtitle, by either name (not both), cut to 255 bytes.
    private static func text(_ entry: LuaTable, _ short: String, _ swift: String, _ at: String) throws -> String? {
        if !entry[short].isNil && !entry[swift].isNil {
            throw DeclarationError("\(at): give \(short) or \(swift), not both")
        }
        let value = entry[short].isNil ? entry[swift] : entry[short]
        switch value {
        case .nil: return nil
        case .string(let s): return TextCut.text(s.text, limit: 255)
        default: throw DeclarationError("\(at).\(entry[short].isNil ? swift : short) must be a string")
        }
    }

    /// `UIApplicationShortcutIcon(type:)`, by the icon type's Swift name.
    private static func icon(_ value: LuaValue, _ at: String) throws -> String? {
        switch value {
        case .nil: return nil
        case .string(let s) where ShortcutItem.iconTypes.contains(s.text): return s.text
        case .string(let s):
            throw DeclarationError(
                unknown: s.text, in: "\(at).icon (UIApplicationShortcutIcon.IconType)",
                candidates: ShortcutItem.iconTypes)
        default:
            throw DeclarationError("\(at).icon must be an icon type such as \"compose\" (got \(value.typeName))")
        }
    }

    /// A dictionary of property-list values (strings, numbers, booleans, and lists and
    /// string-keyed tables of them), at most `shortcutUserInfoLimit` bytes.
    private static func userInfo(_ value: LuaValue, _ at: String) throws -> StoredValue? {
        guard !value.isNil else { return nil }
        guard case .table(let table) = value, table.sequence.isEmpty else {
            throw DeclarationError("\(at).userInfo must be a table of string keys (got \(value.typeName))")
        }
        let stored = try plist(value, "\(at).userInfo", depth: 0)
        guard stored.size <= ScriptSession.shortcutUserInfoLimit else {
            throw DeclarationError(
                "\(at).userInfo takes \(stored.size) bytes; applife keeps at most \(ScriptSession.shortcutUserInfoLimit)"
            )
        }
        return stored
    }

    private static func plist(_ value: LuaValue, _ at: String, depth: Int) throws -> StoredValue {
        switch value {
        case .string(let s): return .string(s.text)
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .boolean(let b): return .boolean(b)
        case .table(let t):
            guard depth < maxDepth else { throw DeclarationError("\(at) nests more than \(maxDepth) deep") }
            if !t.sequence.isEmpty {
                guard t.fields.isEmpty else { throw DeclarationError("\(at) mixes list entries and keys") }
                return .list(try t.sequence.map { try plist($0, at, depth: depth + 1) })
            }
            return .table(
                sorting: try t.fields.map { field in
                    guard case .string(let key) = field.key else {
                        throw DeclarationError("\(at) has a \(field.key.typeName) key: keys are strings")
                    }
                    return (
                        key.text, try plist(field.value, "\(at).\(TextCut.text(key.text, limit: 80))", depth: depth + 1)
                    )
                })
        default:
            throw DeclarationError(
                "\(at): a \(value.typeName) is not a property-list value (strings, numbers, booleans and tables of them)"
            )
        }
    }
}
