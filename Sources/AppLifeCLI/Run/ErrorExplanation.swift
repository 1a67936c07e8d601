import LuaHost
import MessageCatalog

/// What a script error means, in the reader's language, for the lines after the error's
/// own (English) words: Lua's and the API's messages stay as they are, and a reader of
/// another language gets one line per thing they say: a syntax error, a name Lua does not
/// allow, a "did you mean".
///
///     ErrorExplanation.lines(for: "x.lua:3: unknown function 'user.hom' (did you mean 'user.home'?)", .zh)
///     // ["你是想写 user.home 吗？"]
enum ErrorExplanation {
    /// The explanation lines; none in English (the message says it already).
    static func lines(for message: String, syntax: Bool = false, _ language: Language) -> [String] {
        guard language != .en else { return [] }
        var lines: [String] = []
        if syntax { lines.append(Sentence(.syntaxErrorExplained).text(language)) }
        if message.contains(LuaError.nonASCIINameHint) {
            lines.append(Sentence(.nonASCIINameExplained).text(language))
        }
        if let name = suggestedName(in: message) { lines.append(Sentence(.didYouMeanHint, name).text(language)) }
        return lines
    }

    /// The name of the first `did you mean 'NAME'?` in `message` (cut to 200 characters).
    static func suggestedName(in message: String) -> String? {
        guard let range = message.firstRange(of: "did you mean '") else { return nil }
        let rest = message[range.upperBound...]
        guard let end = rest.firstRange(of: "'?") else { return nil }
        let name = rest[..<end.lowerBound]
        guard !name.isEmpty, !name.contains("\n") else { return nil }
        return String(name.prefix(200))
    }
}
