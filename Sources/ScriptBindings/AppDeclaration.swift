import Lifecycle
import LuaHost

/// `app{ name, bundle_id, url_types, document_types, background_modes,
/// memory_mb, delegate }`: checks every field, names the bad one, suggests
/// the nearest valid name, and installs the app.
struct AppDeclaration {
    static let fields = [
        "name", "bundle_id", "url_types", "document_types", "queries_schemes", "background_modes", "memory_mb", "delegate",
    ]

    var name: String
    var bundleID: String
    var urlTypes: [URLType] = []
    var documentTypes: [DocumentType] = []
    var queriesSchemes: [String] = []
    var backgroundModes: [String] = []
    var memoryMB = 50
    var delegate: [DelegateMethod: LuaRef] = [:]

    /// Reads the declaration table; every complaint starts with `app{}` and the field.
    init(_ table: LuaTable) throws {
        for field in table.fields {
            guard case .string(let key) = field.key else {
                throw DeclarationError("app{}: keys must be field names (\(Self.fields.joined(separator: ", ")))")
            }
            if !Self.fields.contains(key.text) {
                throw DeclarationError(unknown: key.text, in: "app{} field", candidates: Self.fields)
            }
        }
        guard case .string(let name) = table["name"] else {
            throw DeclarationError("app{}: field 'name' must be a string (got \(table["name"].typeName))")
        }
        self.name = name.text
        guard !name.text.allSatisfy(\.isWhitespace) else {
            throw DeclarationError("app{}: field 'name' must not be empty (traces show it on every line)")
        }
        switch table["bundle_id"] {
        case .nil:
            bundleID = "com.example." + name.text.lowercased().filter { $0.isLetter || $0.isNumber }
        case .string(let id):
            bundleID = id.text
            // CFBundleIdentifier: letters, digits, hyphens and periods only (Apple's Info.plist reference).
            guard !id.text.isEmpty, id.text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else {
                throw DeclarationError(
                    "app{} '\(name.text)': bundle_id '\(id.text)' is not a bundle identifier: use letters, digits, '-' "
                        + "and '.', as in \"com.acme.todolist\"")
            }
        case let other: throw DeclarationError("app{} '\(name.text)': field 'bundle_id' must be a string (got \(other.typeName))")
        }
        urlTypes = try Self.urlTypes(table["url_types"], app: name.text, bundleID: bundleID)
        documentTypes = try Self.documentTypes(table["document_types"], app: name.text)
        queriesSchemes = try Self.strings(table["queries_schemes"], field: "queries_schemes", app: name.text)
        backgroundModes = try Self.strings(table["background_modes"], field: "background_modes", app: name.text)
        switch table["memory_mb"] {
        case .nil: break
        case .integer(let mb) where mb > 0: memoryMB = Int(mb)
        case let other:
            throw DeclarationError("app{} '\(name.text)': field 'memory_mb' must be a positive integer (got \(other.typeName))")
        }
        delegate = try Self.delegate(table["delegate"], app: name.text)
    }

    private static func strings(_ value: LuaValue, field: String, app: String) throws -> [String] {
        switch value {
        case .nil: return []
        case .table(let table):
            return try table.sequence.map {
                guard case .string(let s) = $0 else {
                    throw DeclarationError("app{} '\(app)': field '\(field)' must list strings (found \($0.typeName))")
                }
                return s.text
            }
        default:
            throw DeclarationError("app{} '\(app)': field '\(field)' must be a list of strings (got \(value.typeName))")
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
            throw DeclarationError("app{} '\(app)': field '\(field)' must be a list of \(shape) (got \(value.typeName))")
        }
        return try list.sequence.map { entry in
            guard case .table(let t) = entry else {
                throw DeclarationError("app{} '\(app)': each \(field) entry must be a table \(shape)")
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

    private static func delegate(_ value: LuaValue, app: String) throws -> [DelegateMethod: LuaRef] {
        guard case .table(let table) = value else {
            if value.isNil { return [:] }
            throw DeclarationError("app{} '\(app)': field 'delegate' must be a table of functions (got \(value.typeName))")
        }
        var functions: [DelegateMethod: LuaRef] = [:]
        for field in table.fields {
            guard case .string(let key) = field.key else {
                throw DeclarationError("app{} '\(app)': delegate keys must be method names")
            }
            guard let method = DelegateMethod(shortName: key.text) ?? DelegateMethod(appleName: key.text) else {
                throw DeclarationError(
                    unknown: key.text, in: "delegate key", candidates: DelegateMethod.allCases.map(\.shortName))
            }
            if functions[method] != nil {
                throw DeclarationError(
                    "app{} '\(app)': delegate.\(key.text) is \(method.shortName) again (\(method.selector)): give each method once")
            }
            guard case .reference(let ref) = field.value, ref.type == .function else {
                throw DeclarationError("app{} '\(app)': delegate.\(key.text) must be a function (got \(field.value.typeName))")
            }
            functions[method] = ref
        }
        return functions
    }
}

/// A mistake in a declaration; raised at the caller's line.
struct DeclarationError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
    init(unknown name: String, in what: String, candidates: [String]) {
        if let nearest = Spelling.nearest(to: name, in: candidates) {
            description = "unknown \(what) '\(name)' (did you mean '\(nearest)'?)"
        } else {
            description = "unknown \(what) '\(name)' (expected one of: \(candidates.joined(separator: ", ")))"
        }
    }
}
