/// A sentence for a person as a value: which sentence (``key``) and what fills its blanks
/// (``arguments``), rendered in a ``Language`` only when it is written out. The engine makes
/// these, so its warnings are in the reader's language without knowing it.
///
///     let s = Sentence(.taskNotOpen, "7")
///     s.text(.en)   // "endBackgroundTask: 7 is not an open background task (unknown, invalid or already ended)"
///     s.text(.zh)   // "endBackgroundTask：7 不是一个仍开着的后台任务（未知、无效或已经结束）"
public struct Sentence: Sendable, Equatable {
    public var key: SentenceKey
    /// The blanks `{1}`, `{2}`, ... of the key's texts, in order.
    public var arguments: [String]

    public init(_ key: SentenceKey, _ arguments: String...) {
        self.key = key
        self.arguments = arguments
    }

    public init(_ key: SentenceKey, arguments: [String]) {
        self.key = key
        self.arguments = arguments
    }

    /// The sentence in `language`: its template with each `{n}` replaced by argument n
    /// (an argument's own braces are never read as blanks; a missing one is empty).
    public func text(_ language: Language) -> String {
        Self.fill(key.texts.text(language), arguments)
    }

    /// `template` with `{1}`...`{9}` replaced, in one pass.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest.index(after: open)
            if after < rest.endIndex, let digit = rest[after].wholeNumberValue, digit >= 1,
                case let close = rest.index(after: after), close < rest.endIndex, rest[close] == "}"
            {
                out += digit <= arguments.count ? arguments[digit - 1] : ""
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[after...]
            }
        }
        return out + rest
    }
}

/// A sentence's two texts. Every ``SentenceKey`` has one, so a sentence without its other
/// language does not compile; `CatalogTests` checks that neither is empty or a copy.
public struct Texts: Sendable, Equatable {
    public var en: String
    public var zh: String

    public init(en: String, zh: String) {
        self.en = en
        self.zh = zh
    }

    public func text(_ language: Language) -> String {
        switch language {
        case .en: en
        case .zh: zh
        }
    }
}
