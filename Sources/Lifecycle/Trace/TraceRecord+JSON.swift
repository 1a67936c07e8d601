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
    public static func jsonLines(_ records: some Sequence<TraceRecord>) -> String {
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

    /// Appends `s` as a JSON string literal. Runs of bytes that need no escape are
    /// copied whole; only quotes, backslashes, control characters and U+2028/U+2029
    /// (which end a line in JavaScript) are escaped.
    static func appendJSONString(_ s: String, to out: inout String) {
        out += "\""
        var text = s
        text.withUTF8 { bytes in
            var runStart = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                let width: Int
                let escape: String
                switch byte {
                case 0x22: (width, escape) = (1, "\\\"")
                case 0x5C: (width, escape) = (1, "\\\\")
                case 0x0A: (width, escape) = (1, "\\n")
                case 0x0D: (width, escape) = (1, "\\r")
                case 0x09: (width, escape) = (1, "\\t")
                case 0x08: (width, escape) = (1, "\\b")
                case 0x0C: (width, escape) = (1, "\\f")
                case 0..<0x20: (width, escape) = (1, "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16))
                case 0xE2
                where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    (width, escape) = (3, bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                default:
                    i += 1
                    continue
                }
                if runStart < i {
                    out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<i]), as: UTF8.self)
                }
                out += escape
                i += width
                runStart = i
            }
            if runStart < bytes.count {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]), as: UTF8.self)
            }
        }
        out += "\""
    }
}
