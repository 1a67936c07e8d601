import Lifecycle
import LuaHost
import MessageCatalog

/// An app's code: the functions of its `delegate`, `scene_delegate`, `swiftui` and
/// `notification_delegate` tables, by method, and its screen (`ui`). It comes from the
/// `app{}` declaration, or from the table `main` returns in each new process; either way it
/// is checked the same way.
struct AppCode {
    static var fields: [String] { ReceiverBinding.fields + ["ui"] }

    /// The functions, by method.
    var functions: [DelegateMethod: LuaRef] = [:] {
        didSet { byOrdinal = Self.byOrdinal(functions) }
    }
    /// The same by `DelegateMethod.ordinal`: the engine asks at every callback, and a lookup
    /// here hashes nothing.
    private var byOrdinal = [LuaRef?](repeating: nil, count: DelegateMethod.allCases.count)

    /// The function of `method`, if the code has one.
    @inline(__always) func function(_ method: DelegateMethod) -> LuaRef? { byOrdinal[method.ordinal] }

    private static func byOrdinal(_ functions: [DelegateMethod: LuaRef]) -> [LuaRef?] {
        var table = [LuaRef?](repeating: nil, count: DelegateMethod.allCases.count)
        for (method, function) in functions { table[method.ordinal] = function }
        return table
    }
    /// App-delegate keys a scene app's UIKit never calls (facts §8.2), for a warning.
    var unreachedKeys: [DelegateMethod] = []
    /// The code declares a notification delegate (`notification_delegate`, even an empty
    /// table): the center has one from before the launch.
    var declaresNotificationDelegate = false
    /// What the user can do on the app's screen (`ui`).
    var screen = AppScreen()

    init() {}

    /// Reads the code tables of `table`; `place` starts every complaint (`app{} 'Notes'`).
    init(_ table: LuaTable, lifeCycle: LifeCycle, in place: String) throws {
        let appDelegate = ReceiverBinding.of(.appDelegate).field
        functions = try Self.functions(table[appDelegate], field: appDelegate, receiver: .appDelegate, place: place)
        if !lifeCycle.usesScenes, let key = functions.keys.first(where: { $0.route.apps == .sceneAppsOnly }) {
            throw DeclarationError(
                """
                \(place): delegate.\(key.shortName) belongs to a scene app (implementing it adopts scenes): \
                add life_cycle = "scenes"
                """)
        }
        if lifeCycle.usesScenes {
            unreachedKeys = DelegateMethod.allCases.filter { functions[$0] != nil && !$0.route.apps.include(lifeCycle) }
        }
        declaresNotificationDelegate = !table[ReceiverBinding.of(.notificationDelegate).field].isNil
        for binding in ReceiverBinding.all where binding.receiver != .appDelegate && !table[binding.field].isNil {
            if let needs = binding.lifeCycles, !binding.allowed(in: lifeCycle) {
                throw DeclarationError(
                    "\(place): field '\(binding.field)' needs life_cycle = \(needs.words) (this app's is \"\(lifeCycle)\")"
                )
            }
            functions.merge(
                try Self.functions(
                    table[binding.field], field: binding.field, receiver: binding.receiver, place: place)
            ) { a, _ in a }
        }
        byOrdinal = Self.byOrdinal(functions)  // an initializer's assignments run no didSet
        screen = try AppScreen(table["ui"], place: place)
    }

    /// Checks that `table` (the table `main` returns) holds only code fields, as `app{}`
    /// checks its own: a typo such as `delgate` is an error with "did you mean", never a
    /// table silently ignored (its callbacks would never run).
    static func checkKeys(of table: LuaTable, in place: String) throws {
        if !table.sequence.isEmpty {
            throw DeclarationError(
                "\(place): the table main returns has keys \(fields.joined(separator: ", ")), not list entries")
        }
        var unknown: [String] = []
        for entry in table.fields {
            guard case .string(let key) = entry.key else {
                throw DeclarationError(
                    "\(place): the table main returns has keys \(fields.joined(separator: ", ")), "
                        + "not a \(entry.key.typeName) key")
            }
            if !fields.contains(key.text) { unknown.append(key.text) }
        }
        // The first in sorted order: a table's own order is not the same from run to run.
        if let key = unknown.min() {
            let error = DeclarationError(unknown: key, in: "key", candidates: fields)
            throw DeclarationError("\(place): \(error.description) in the table main returns")
        }
    }

    /// The functions of one receiver's table (`notification_delegate`, or what app code
    /// assigns to `UNUserNotificationCenter.current().delegate`), checked as a declaration's.
    static func functions(
        _ value: LuaValue, field: String, receiver: MessageRoute.Receiver, place: String
    ) throws -> [DelegateMethod: LuaRef] {
        guard case .table(let table) = value else {
            if value.isNil { return [:] }
            throw DeclarationError("\(place): field '\(field)' must be a table of functions (got \(value.typeName))")
        }
        var functions: [DelegateMethod: LuaRef] = [:]
        for entry in table.fields {
            guard case .string(let key) = entry.key else {
                throw DeclarationError("\(place): \(field) keys must be method names")
            }
            guard
                let method = DelegateMethod(key: key.text, receiver: receiver)
                    ?? DelegateMethod(appleName: key.text, receiver: receiver)
            else {
                throw DeclarationError(
                    unknown: key.text, in: "\(field) key",
                    candidates: DelegateMethod.methods(of: receiver).map(\.shortName))
            }
            if functions[method] != nil {
                throw DeclarationError(
                    "\(place): \(field).\(key.text) is \(method.shortName) again (\(method.selector)): give each method once"
                )
            }
            guard case .reference(let ref) = entry.value, ref.type == .function else {
                throw DeclarationError(
                    "\(place): \(field).\(key.text) must be a function (got \(entry.value.typeName))")
            }
            functions[method] = ref
        }
        return functions
    }
}

/// A mistake in a declaration; raised at the caller's line.
struct DeclarationError: WordedError {
    /// The words in each language; a message not in the catalog is the same in both.
    private let words: @Sendable (Language) -> String

    init(_ message: String) { words = { _ in message } }
    init(_ sentence: Sentence) { words = { sentence.text($0) } }
    /// Another worded error's words, in the same language.
    init(_ inner: some WordedError & Sendable) { words = { inner.text($0) } }
    /// A sentence whose first blank is a kind of name (`function`, `app{} field`), in
    /// Chinese words in Chinese.
    init(_ key: SentenceKey, kind: String, _ arguments: String...) {
        words = { Sentence(key, arguments: [$0 == .zh ? Self.chinese(kind) : kind] + arguments).text($0) }
    }
    /// `inner` after a place (`app{} 'Notes': `), in the same language.
    init(_ place: String, _ inner: DeclarationError) { words = { place + inner.text($0) } }

    init(unknown name: String, in what: String, candidates: [String]) {
        let name = TextCut.text(name, limit: 200)
        if let nearest = Spelling.nearest(to: name, in: candidates) {
            self.init(.unknownNameDidYouMean, kind: what, name, nearest)
        } else {
            self.init(.unknownNameExpected, kind: what, name, Spelling.listed(for: name, in: candidates))
        }
    }

    func text(_ language: Language) -> String { words(language) }

    /// What kind of name it is, in Chinese: `function` 函数, `X field` X 的字段, `X method`
    /// X 的方法; any other (an Apple or applife word) as it is.
    static func chinese(_ what: String) -> String {
        switch what {
        case "function": return "函数"
        case "field": return "字段"
        case "method": return "方法"
        default:
            if what.hasSuffix(" field") { return String(what.dropLast(6)) + " 的字段" }
            if what.hasSuffix(" method") { return String(what.dropLast(7)) + " 的方法" }
            return what
        }
    }
}
