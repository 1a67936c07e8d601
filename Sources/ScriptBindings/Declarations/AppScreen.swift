import Lifecycle
import LuaHost
import MessageCatalog

/// The app's own screen as its code declares it: `ui` in `app{}` or in the table `main`
/// returns, each entry a handler or a handler with the values explore tries it with.
///
///     ui = {
///       type = { args = { "milk", "eggs" }, run = function(text) draft = draft .. text end },
///       clear = function() draft = "" end,
///     }
///
/// The engine sees the entries (`UIEntry`: names and values, in byte order of their names,
/// since Lua's table order differs from state to state); `user.ui` runs a handler through
/// the app's delegate (`LuaDelegate.perform`).
struct AppScreen {
    /// The entries, by name in byte order.
    private(set) var entries: [UIEntry] = []
    /// Each entry's function, by name.
    private var handlers: [String: LuaRef] = [:]

    init() {}

    /// Reads `ui`; `place` starts every complaint (`app{} 'Notes'`, `main of Notes (process 1)`).
    init(_ value: LuaValue, place: String) throws {
        guard case .table(let table) = value else {
            if value.isNil { return }
            throw DeclarationError(Sentence(.uiNotTable, place, value.typeName))
        }
        if !table.sequence.isEmpty {
            throw DeclarationError(Sentence(.uiListed, place))
        }
        guard table.fields.count <= UILimits.entries else {
            throw DeclarationError(Sentence(.uiTooMany, place, "\(table.fields.count)", "\(UILimits.entries)"))
        }
        var read: [(UIEntry, LuaRef)] = []
        for field in table.fields {
            let name = try Self.name(field.key, place: place)
            read.append(try Self.entry(name, field.value, place: place))
        }
        read.sort { $0.0.name.utf8.lexicographicallyPrecedes($1.0.name.utf8) }
        entries = read.map(\.0)
        for (entry, function) in read { handlers[entry.name] = function }
    }

    /// The handler of an entry.
    func handler(_ name: String) -> LuaRef? { handlers[name] }

    /// Every handler, in the entries' order (what the code shares is read from them).
    var functions: [LuaRef] { entries.compactMap { handlers[$0.name] } }

    /// `ui.type`, or `ui["two words"]`, as a script writes the entry.
    static func path(_ name: String) -> String {
        "ui" + (LuaLiteral.isIdentifier(name) ? "." + name : "[" + LuaLiteral.quoted(name) + "]")
    }

    private static func name(_ key: LuaValue, place: String) throws -> String {
        guard case .string(let bytes) = key else {
            throw DeclarationError(Sentence(.uiKeyNotName, place, key.typeName))
        }
        guard bytes.bytes.count <= TextBound.name else {
            throw DeclarationError(Sentence(.uiNameTooLong, place, "\(bytes.bytes.count)", "\(TextBound.name)"))
        }
        guard let name = bytes.validText, !name.isEmpty else {
            throw DeclarationError(Sentence(.uiNameUTF8, place))
        }
        return name
    }

    /// `name = function(...) end`, or `name = { args = {...}, run = function(...) end }`.
    private static func entry(_ name: String, _ value: LuaValue, place: String) throws -> (UIEntry, LuaRef) {
        let path = "\(place): \(path(name))"
        switch value {
        case .reference(let ref) where ref.type == .function:
            return (UIEntry(name: name), ref)
        case .table(let table):
            for field in table.fields {
                let key = field.key.stringValue ?? field.key.typeName
                guard key == "args" || key == "run" else {
                    let cut = TextCut.text(key, limit: 80)
                    if let nearest = Spelling.nearest(to: key, in: ["args", "run"]) {
                        throw DeclarationError(Sentence(.uiUnknownKeyDidYouMean, path, cut, nearest))
                    }
                    throw DeclarationError(Sentence(.uiUnknownKey, path, cut))
                }
            }
            if !table.sequence.isEmpty {
                throw DeclarationError(Sentence(.uiEntryNotList, path))
            }
            guard case .reference(let run) = table["run"], run.type == .function else {
                throw DeclarationError(Sentence(.uiRunNotFunction, path, table["run"].typeName))
            }
            return (UIEntry(name: name, values: try values(table["args"], path: path + ".args")), run)
        default:
            throw DeclarationError(Sentence(.uiEntryShape, path, value.typeName))
        }
    }

    /// `args`: the values explore tries the entry with, each a string, a number or a boolean.
    private static func values(_ value: LuaValue, path: String) throws -> [UIValue] {
        guard case .table(let list) = value else {
            if value.isNil { return [] }
            throw DeclarationError(Sentence(.uiArgsList, path, value.typeName))
        }
        guard list.fields.isEmpty else {
            throw DeclarationError(Sentence(.uiArgsNamedFields, path))
        }
        guard !list.sequence.isEmpty else {
            throw DeclarationError(Sentence(.uiArgsEmpty, path))
        }
        guard list.sequence.count <= UILimits.values else {
            throw DeclarationError(Sentence(.uiArgsTooMany, path, "\(list.sequence.count)", "\(UILimits.values)"))
        }
        return try list.sequence.enumerated().map { index, element in
            switch UIValue.read(element) {
            case .success(let value): return value
            case .failure(let problem):
                let place = "\(path)[\(index + 1)] "
                throw DeclarationError(place, DeclarationError(problem))
            }
        }
    }
}

/// Why a Lua value is no argument of a `ui` entry (words that follow the value's place).
enum UIValueProblem: WordedError {
    case type(String)
    case notText
    case tooLong(Int)
    case notANumber

    func text(_ language: Language) -> String {
        switch self {
        case .type(let name): Sentence(.uiValueType, name).text(language)
        case .notText: Sentence(.uiValueNotText).text(language)
        case .tooLong(let bytes): Sentence(.uiValueTooLong, "\(bytes)", "\(UILimits.textBytes)").text(language)
        case .notANumber: Sentence(.uiValueNaN).text(language)
        }
    }
}

extension UIValue {
    /// A Lua scalar as an argument of a `ui` entry.
    static func read(_ value: LuaValue) -> Result<UIValue, UIValueProblem> {
        switch value {
        case .boolean(let b): return .success(.boolean(b))
        case .integer(let i): return .success(.integer(i))
        case .number(let d): return d.isNaN ? .failure(.notANumber) : .success(.number(d))
        case .string(let bytes):
            guard bytes.bytes.count <= UILimits.textBytes else { return .failure(.tooLong(bytes.bytes.count)) }
            guard let text = bytes.validText else { return .failure(.notText) }
            return .success(.string(text))
        default: return .failure(.type(value.typeName))
        }
    }

    /// The value as Lua gets it.
    var lua: LuaValue {
        switch self {
        case .string(let text): return .string(LuaString(text))
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .boolean(let b): return .boolean(b)
        }
    }

    /// The value as Lua source text (what a counterexample writes).
    var literal: LuaLiteral {
        switch self {
        case .string(let text): return .string(text)
        case .integer(let i): return .integer(i)
        case .number(let d): return .number(d)
        case .boolean(let b): return .boolean(b)
        }
    }
}
