import MessageCatalog

/// A parsed URL, as `NSURL` splits it (RFC 3986): scheme, host, port, path, query,
/// fragment. The text it was parsed from is kept, so a URL always round-trips.
///
///     let url = try AppURL("todolist://www.acme.com?Quarterly%20Report#200806231300")
///     url.scheme          // "todolist" (lowercased: schemes match case-insensitively)
///     url.host            // "www.acme.com"
///     url.query           // "Quarterly Report" (percent-decoded)
///     url.percentEncodedQuery   // "Quarterly%20Report"
///     url.fragment        // "200806231300"
///     url.string          // the original text
///
/// Malformed text (no scheme, a bad scheme character, a space or control character, a
/// broken `%` escape, a non-numeric port) throws `EngineError.badURL` saying why.
public struct AppURL: Sendable, Equatable, CustomStringConvertible {
    /// The text as given.
    public let string: String
    /// Lowercased scheme.
    public let scheme: String
    /// Host (without user info and port), or nil when the URL has no authority.
    public let host: String?
    public let port: Int?
    /// Percent-decoded path ("" when absent).
    public let path: String
    public let percentEncodedPath: String
    public let percentEncodedQuery: String?
    public let fragment: String?

    public init(_ text: String) throws {
        func bad(_ why: Sentence) -> EngineError { .badURL(url: text, reason: why) }
        guard !text.isEmpty else { throw bad(Sentence(.urlEmpty)) }
        for u in text.unicodeScalars where u.value <= 0x20 || u.value == 0x7F {
            throw bad(Sentence(u == " " ? .urlSpace : .urlControl))
        }
        guard let colon = text.firstIndex(of: ":") else { throw bad(Sentence(.urlNoScheme)) }
        let scheme = String(text[..<colon])
        if let why = AppURL.schemeProblem(scheme) { throw bad(why.sentence(scheme, its: true)) }
        var rest = Substring(text[text.index(after: colon)...])

        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = try AppURL.decode(rest[rest.index(after: hash)...], bad)
            rest = rest[..<hash]
        }
        var query: String?
        if let q = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: q)...])
            _ = try AppURL.decode(Substring(query!), bad)
            rest = rest[..<q]
        }
        var host: String?
        var port: Int?
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<end]
            rest = rest[end...]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let c = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
                let digits = authority[authority.index(after: c)...]
                if !digits.isEmpty {
                    guard let p = Int(digits), p >= 0, p <= 65535 else {
                        throw bad(Sentence(.urlBadPort, String(digits)))
                    }
                    port = p
                }
                authority = authority[..<c]
            }
            host = try AppURL.decode(authority, bad)
        }
        self.string = text
        self.scheme = scheme.lowercased()
        self.host = host
        self.port = port
        self.percentEncodedPath = String(rest)
        self.path = try AppURL.decode(rest, bad)
        self.percentEncodedQuery = query
        self.fragment = fragment
    }

    /// Whether `text` parses, answered without parsing when it is plain: a valid scheme,
    /// then only printable ASCII without `%` (no escape to check) or `:` (no port to
    /// check). Anything else is parsed.
    public static func isValid(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        var schemeLength = 0
        var sawColon = false
        while let b = utf8.next() {
            if b == UInt8(ascii: ":") {
                sawColon = true
                break
            }
            let letter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
            let other =
                (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
                || b == UInt8(ascii: ".")
            guard letter || (schemeLength > 0 && other) else { return (try? AppURL(text)) != nil }
            schemeLength += 1
        }
        guard sawColon, schemeLength > 0 else { return (try? AppURL(text)) != nil }
        while let b = utf8.next() {
            guard b > 0x20, b < 0x7F, b != UInt8(ascii: "%"), b != UInt8(ascii: ":") else {
                return (try? AppURL(text)) != nil
            }
        }
        return true
    }

    /// Percent-decoded query ("" for `x://h?`, nil when there is no `?`).
    public var query: String? { percentEncodedQuery.map { AppURL.lenient(Substring($0)) } }

    /// `name=value` pairs of the query, each side percent-decoded (`+` stays `+`, as NSURLComponents).
    public var queryItems: [(name: String, value: String?)] {
        guard let q = percentEncodedQuery, !q.isEmpty else { return [] }
        return q.split(separator: "&", omittingEmptySubsequences: true).map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (AppURL.lenient(parts[0]), parts.count > 1 ? AppURL.lenient(parts[1]) : nil)
        }
    }

    /// The last path component ("" when none), e.g. the file name of a file URL.
    public var lastPathComponent: String { path.split(separator: "/").last.map(String.init) ?? "" }

    public var isFileURL: Bool { scheme == "file" }

    public var description: String { string }

    /// A `file://` URL for an absolute path (each component percent-encoded).
    public static func file(path: String) -> AppURL {
        let encoded = path.utf8.map { b -> String in
            let ok =
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || "/-._~".utf8.contains(b)
            return ok ? String(UnicodeScalar(b)) : "%" + hex(b)
        }.joined()
        // Every byte is valid by construction.
        return try! AppURL("file://" + encoded)
    }

    /// RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). Also checks Info.plist schemes.
    static func schemeProblem(_ s: String) -> SchemeProblem? {
        guard let first = s.unicodeScalars.first else { return .empty }
        guard first.isASCIILetter else { return .notLetter }
        for u in s.unicodeScalars
        where !(u.isASCIILetter || ("0"..."9").contains(u) || u == "+" || u == "-" || u == ".") {
            return .character(String(u))
        }
        return nil
    }

    static func decode(_ s: Substring, _ bad: (Sentence) -> EngineError) throws -> String {
        guard s.contains("%") else { return String(s) }
        var bytes: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let b = it.popFirst() {
            guard b == UInt8(ascii: "%") else {
                bytes.append(b)
                continue
            }
            guard it.count >= 2, let v = UInt8(String(decoding: it.prefix(2), as: UTF8.self), radix: 16) else {
                throw bad(Sentence(.urlBrokenEscape, String(decoding: it.prefix(2), as: UTF8.self)))
            }
            bytes.append(v)
            it = it.dropFirst(2)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw bad(Sentence(.urlNotUTF8))
        }
        return text
    }

    /// Decodes text already validated by `init` (or returns it as is).
    static func lenient(_ s: Substring) -> String {
        (try? decode(s, { .badURL(url: "", reason: $0) })) ?? String(s)
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

/// What is wrong with a URL scheme (RFC 3986 §3.1: a letter, then letters, digits, `+`,
/// `-` or `.`), worded for a URL (`its scheme 'x' ...`) or a declaration (`scheme 'x' ...`).
enum SchemeProblem: Equatable {
    case empty, notLetter
    case character(String)

    func sentence(_ scheme: String, its: Bool) -> Sentence {
        switch self {
        case .empty: Sentence(its ? .urlSchemeEmpty : .plistSchemeEmpty, scheme)
        case .notLetter: Sentence(its ? .urlSchemeLetter : .plistSchemeLetter, scheme)
        case .character(let c): Sentence(its ? .urlSchemeCharacter : .plistSchemeCharacter, scheme, c)
        }
    }
}
