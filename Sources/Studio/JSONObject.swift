import Lifecycle
import LuaHost

/// A JSON object written field by field in the order given, so the same values give the
/// same bytes. Nil values are left out.
///
///     var object = JSONObject()
///     object.add("ev", "done")
///     object.add("id", 7)
///     object.text   // {"ev":"done","id":7}
struct JSONObject {
    private var body = ""

    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        addRaw(key, TraceRecord.jsonString(value))
    }

    mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        addRaw(key, String(value))
    }

    mutating func add(_ key: String, _ value: Bool?) {
        guard let value else { return }
        addRaw(key, value ? "true" : "false")
    }

    /// Finite numbers only (JSON has no infinity); others are left out.
    mutating func add(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return }
        addRaw(key, LuaLiteral.quantity(value).text)
    }

    /// A string, boolean or number literal as its JSON value; others are left out.
    mutating func add(_ key: String, literal: LuaLiteral) {
        switch literal {
        case .string(let text): add(key, text)
        case .boolean(let flag): add(key, flag)
        case .number(let number): add(key, number)
        case .integer(let number): addRaw(key, String(number))
        default: break
        }
    }

    mutating func add(_ key: String, strings: [String]) {
        addRaw(key, "[" + strings.map(TraceRecord.jsonString).joined(separator: ",") + "]")
    }

    mutating func add(_ key: String, objects: [JSONObject]) {
        addRaw(key, "[" + objects.map(\.text).joined(separator: ",") + "]")
    }

    mutating func add(_ key: String, object: JSONObject?) {
        guard let object else { return }
        addRaw(key, object.text)
    }

    /// `value` must already be JSON.
    mutating func addRaw(_ key: String, _ value: String) {
        if !body.isEmpty { body += "," }
        body += TraceRecord.jsonString(key) + ":" + value
    }

    var text: String { "{" + body + "}" }
}
