import Lifecycle
import LuaHost
import MessageCatalog

/// `app{ name, bundle_id, url_types, document_types, background_modes, memory_mb,
/// life_cycle, multiple_windows, sdk, exits_on_suspend, bg_task_identifiers, opens_in_place,
/// settings_bundle, push, delegate, scene_delegate, swiftui, notification_delegate, ui, main, shortcut_items }`: checks
/// every field, names the bad one, suggests the nearest valid name, and installs the app.
struct AppDeclaration {
    static let fields =
        [
            "name", "bundle_id", "url_types", "document_types", "queries_schemes", "background_modes", "memory_mb",
            "life_cycle", "multiple_windows", "sdk", "exits_on_suspend", "bg_task_identifiers", "opens_in_place",
            "settings_bundle", "push",
        ] + ReceiverBinding.fields + ["ui", "main", "shortcut_items"]

    var name: String
    var bundleID: String
    var urlTypes: [URLType] = []
    var documentTypes: [DocumentType] = []
    var queriesSchemes: [String] = []
    var backgroundModes: [String] = []
    var memoryMB = 50
    var lifeCycle = LifeCycle.app
    var multipleWindows = false
    var sdk: Int?
    var exitsOnSuspend = false
    var taskIdentifiers: [String] = []
    var opensInPlace = false
    /// The app ships a Settings bundle (Settings.bundle): Settings shows its custom settings.
    var settingsBundle = false
    /// The `aps-environment` entitlement.
    var push = false
    /// The app's code given in the declaration (`delegate = {...}` and the other tables).
    var code = AppCode()
    /// `main`: the function every new process runs to make the app's code.
    var main: LuaRef?
    /// `main = "notes-app.lua"`: the file every new process runs instead, as written (the
    /// session resolves it against the declaring file).
    var mainPath: String?
    /// `UIApplicationShortcutItems`: the static quick actions.
    var shortcutItems: [ShortcutItem] = []

    /// Reads the declaration table; every complaint starts with `app{}` and the field.
    init(_ table: LuaTable) throws {
        for field in table.fields {
            guard case .string(let key) = field.key else {
                throw DeclarationError(Sentence(.appKeysMustBeNames, Self.fields.joined(separator: ", ")))
            }
            if !Self.fields.contains(key.text) {
                throw DeclarationError(unknown: key.text, in: "app{} field", candidates: Self.fields)
            }
        }
        guard case .string(let name) = table["name"] else {
            throw DeclarationError(Sentence(.appFieldNotString, "name", table["name"].typeName))
        }
        self.name = try Self.name(name, field: "name")
        guard !self.name.allSatisfy(\.isWhitespace) else {
            throw DeclarationError(Sentence(.appNameEmpty))
        }
        switch table["bundle_id"] {
        case .nil: bundleID = "com.example." + self.name.lowercased().filter { $0.isLetter || $0.isNumber }
        case .string(let id):
            bundleID = try Self.name(id, field: "bundle_id")
            // CFBundleIdentifier: letters, digits, hyphens and periods only (Apple's Info.plist reference).
            guard !bundleID.isEmpty,
                bundleID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
            else {
                throw DeclarationError(Sentence(.appBadBundleID, self.name, bundleID))
            }
        case let other:
            throw DeclarationError(Sentence(.appFieldNotStringOf, self.name, "bundle_id", other.typeName))
        }
        urlTypes = try Self.urlTypes(table["url_types"], app: self.name, bundleID: bundleID)
        documentTypes = try Self.documentTypes(table["document_types"], app: self.name)
        queriesSchemes = try Self.strings(table["queries_schemes"], field: "queries_schemes", app: self.name)
        backgroundModes = try Self.strings(table["background_modes"], field: "background_modes", app: self.name)
        switch table["memory_mb"] {
        case .nil: break
        case .integer(let mb) where mb > 0 && mb <= Int64(Device.maxMegabytes): memoryMB = Int(mb)
        case .integer(let mb) where mb > 0:
            throw DeclarationError(Sentence(.appMemoryTooBig, self.name, "\(mb)", "\(Device.maxMegabytes)"))
        case let other:
            throw DeclarationError(Sentence(.appFieldPositiveInteger, self.name, "memory_mb", other.typeName))
        }
        exitsOnSuspend = try Self.flag(table["exits_on_suspend"], field: "exits_on_suspend", app: self.name)
        opensInPlace = try Self.flag(table["opens_in_place"], field: "opens_in_place", app: self.name)
        settingsBundle = try Self.flag(table["settings_bundle"], field: "settings_bundle", app: self.name)
        push = try Self.flag(table["push"], field: "push", app: self.name)
        taskIdentifiers = try Self.strings(table["bg_task_identifiers"], field: "bg_task_identifiers", app: self.name)
        try readLifeCycle(table)
        switch table["shortcut_items"] {
        case .nil: break
        case .table(let items):
            shortcutItems = try ShortcutItems.read(items, place: "app{} '\(self.name)': shortcut_items")
        case let other:
            throw DeclarationError(Sentence(.appShortcutItemsList, self.name, other.typeName))
        }
        switch table["main"] {
        case .nil:
            code = try AppCode(table, lifeCycle: lifeCycle, in: "app{} '\(self.name)'")
        case .reference(let ref) where ref.type == .function:
            try refuseCodeBesideMain(table, returning: .appCodeBesideMainFunction)
            main = ref
        case .string(let path):
            try refuseCodeBesideMain(table, returning: .appCodeBesideMainFile)
            guard let text = path.validText, !text.isEmpty else {
                throw DeclarationError(Sentence(.appMainNotFunctionOrPath, self.name))
            }
            mainPath = text
        case let other:
            throw DeclarationError(Sentence(.appMainNotFunctionOrPathGot, self.name, other.typeName))
        }
    }

    /// With `main`, the code comes from each process: the static tables may not give it too.
    private func refuseCodeBesideMain(_ table: LuaTable, returning key: SentenceKey) throws {
        guard let field = AppCode.fields.first(where: { !table[$0].isNil }) else { return }
        throw DeclarationError(Sentence(key, name, field))
    }

    private mutating func readLifeCycle(_ table: LuaTable) throws {
        switch table["life_cycle"] {
        case .nil: break
        case .string(let word):
            guard let value = LifeCycle(rawValue: word.text) else {
                throw DeclarationError(
                    unknown: word.text, in: "life_cycle", candidates: LifeCycle.allCases.map(\.rawValue))
            }
            lifeCycle = value
        case let other:
            throw DeclarationError(Sentence(.appLifeCycleType, name, other.typeName))
        }
        switch table["multiple_windows"] {
        case .nil: break
        case .boolean(let b):
            guard !b || lifeCycle.usesScenes else {
                throw DeclarationError(Sentence(.appMultipleWindowsNeedsScenes, name))
            }
            multipleWindows = b
        case let other:
            throw DeclarationError(Sentence(.appFieldBoolean, name, "multiple_windows", other.typeName))
        }
        switch table["sdk"] {
        case .nil: break
        case .integer(let v) where v >= 2 && v <= 99: sdk = Int(v)
        case .integer(let v):
            throw DeclarationError(Sentence(.appSDKRange, name, "\(v)"))
        case .number(let v):
            throw DeclarationError(Sentence(.appSDKWhole, name, formatLuaNumber(v)))
        case let other:
            throw DeclarationError(Sentence(.appSDKType, name, other.typeName))
        }
    }

    private static func flag(_ value: LuaValue, field: String, app: String) throws -> Bool {
        switch value {
        case .nil: return false
        case .boolean(let b): return b
        default: throw DeclarationError(Sentence(.appFieldBoolean, app, field, value.typeName))
        }
    }

    /// A name as text: valid UTF-8 (names that differ only in invalid bytes
    /// would read the same) and short.
    static func name(_ bytes: LuaString, field: String) throws -> String {
        guard let text = bytes.validText else {
            throw DeclarationError(Sentence(.appFieldUTF8, field))
        }
        guard text.utf8.count <= TextBound.name else {
            throw DeclarationError(Sentence(.appFieldTooLong, field, "\(text.utf8.count)", "\(TextBound.name)"))
        }
        return text
    }

    private static func strings(_ value: LuaValue, field: String, app: String) throws -> [String] {
        switch value {
        case .nil: return []
        case .table(let table):
            return try table.sequence.map {
                guard case .string(let s) = $0 else {
                    throw DeclarationError(Sentence(.appFieldListStringsFound, app, field, $0.typeName))
                }
                return s.text
            }
        default:
            throw DeclarationError(Sentence(.appFieldListOfStrings, app, field, value.typeName))
        }
    }

    /// `url_types = { { name = "com.acme", schemes = { "todolist" } } }`.
    private static func urlTypes(_ value: LuaValue, app: String, bundleID: String) throws -> [URLType] {
        try entries(value, field: "url_types", shape: "{ name = ..., schemes = {...} }", app: app).map { type in
            try checkKeys(type, ["name", "schemes"], field: "url_types", app: app)
            let name = type["name"].stringValue ?? bundleID
            return URLType(name: name, schemes: try strings(type["schemes"], field: "url_types.schemes", app: app))
        }
    }

    /// `document_types = { { name = "Todo list", types = { "com.acme.list" }, extensions = { "todolist" } } }`.
    private static func documentTypes(_ value: LuaValue, app: String) throws -> [DocumentType] {
        try entries(value, field: "document_types", shape: "{ name = ..., types = {...} }", app: app).map { type in
            try checkKeys(type, ["name", "types", "extensions"], field: "document_types", app: app)
            return DocumentType(
                name: type["name"].stringValue ?? "",
                contentTypes: try strings(type["types"], field: "document_types.types", app: app),
                extensions: try strings(type["extensions"], field: "document_types.extensions", app: app))
        }
    }

    private static func entries(_ value: LuaValue, field: String, shape: String, app: String) throws -> [LuaTable] {
        guard case .table(let list) = value else {
            if value.isNil { return [] }
            throw DeclarationError(Sentence(.appFieldListOf, app, field, shape, value.typeName))
        }
        return try list.sequence.map { entry in
            guard case .table(let t) = entry else {
                throw DeclarationError(Sentence(.appEntryTable, app, field, shape))
            }
            return t
        }
    }

    private static func checkKeys(_ table: LuaTable, _ allowed: [String], field: String, app: String) throws {
        for f in table.fields {
            let key = f.key.stringValue ?? f.key.typeName
            if !allowed.contains(key) { throw DeclarationError(unknown: key, in: "\(field) key", candidates: allowed) }
        }
    }

    /// A table of functions keyed by the receiver's keys (or Apple's selectors).
}
