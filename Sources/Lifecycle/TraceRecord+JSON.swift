/// JSON Lines encoding with a fixed field order: v, seq, t, app, scene, kind, name, state, from,
/// to, id, reason, message, at, then extra fields in recorded order. Absent fields are left
/// out; readers ignore kinds and fields they do not know.
///
///     TraceRecord.jsonLine(record)
///     // {"v":1,"seq":7,"t":2.0,"app":"Todo","kind":"callback","name":"applicationDidEnterBackground:","state":"background"}
extension TraceRecord {
    public static let formatVersion = 1

    public static func jsonLine(_ r: TraceRecord) -> String {
        var out = "{\"v\":\(formatVersion),\"seq\":\(r.seq),\"t\":\(r.time.jsonSeconds)"
        func add(_ key: String, _ value: String?) {
            guard let value else { return }
            out += ",\"\(key)\":"
            appendJSONString(value, to: &out)
        }
        add("app", r.app)
        add("scene", r.scene)
        add("kind", r.kind.rawValue)
        add("name", r.name)
        add("state", r.state)
        add("from", r.from)
        add("to", r.to)
        if let id = r.id { out += ",\"id\":\(id)" }
        add("reason", r.reason)
        add("message", r.message)
        add("at", r.at)
        for f in r.fields {
            out += ","
            appendJSONString(f.key, to: &out)
            out += ":"
            switch f.value {
            case .string(let s): appendJSONString(s, to: &out)
            case .int(let i): out += String(i)
            case .bool(let b): out += b ? "true" : "false"
            case .seconds(let t): out += t.jsonSeconds
            }
        }
        out += "}"
        return out
    }

    /// Encodes many records, one per line, each line ending in "\n".
    public static func jsonLines(_ records: [TraceRecord]) -> String {
        var out = ""
        for r in records {
            out += jsonLine(r)
            out += "\n"
        }
        return out
    }

    /// A JSON string literal of `s` (for other lines that sit beside trace records).
    public static func jsonString(_ s: String) -> String {
        var out = ""
        appendJSONString(s, to: &out)
        return out
    }

    static func appendJSONString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
