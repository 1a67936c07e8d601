import LuaHost
import MessageCatalog

/// What a script error means, in the reader's language, for the lines after the error's
/// own (English) words: Lua's and the API's messages stay as they are, and a reader of
/// another language gets one line per thing they say: a syntax error, a name Lua does not
/// allow, a "did you mean", one of Lua's commonest runtime errors.
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
        if !syntax, let sentence = runtimeError(in: message) { lines.append(sentence.text(language)) }
        return lines
    }

    /// What one of Lua's commonest runtime errors means, read from the message's first line:
    /// indexing or calling nil, arithmetic, comparison or `..` on the wrong value, a bad
    /// argument. The name Lua gives (`local 'x'`) is kept, cut to 80 characters.
    static func runtimeError(in message: String) -> Sentence? {
        let line = message.prefix { $0 != "\n" }
        func named() -> String? {
            guard let match = line.firstMatch(of: /\((local|global|field|upvalue|method|constant) '([^']*)'\)/)
            else { return nil }
            return "\(match.1) '\(match.2.prefix(80))'"
        }
        if line.contains("attempt to index a nil value") {
            return named().map { Sentence(.luaIndexNilNamed, $0) } ?? Sentence(.luaIndexNil)
        }
        if line.contains("attempt to call a nil value") {
            return named().map { Sentence(.luaCallNilNamed, $0) } ?? Sentence(.luaCallNil)
        }
        if line.contains("attempt to perform arithmetic on") { return Sentence(.luaArithmetic) }
        if line.contains("attempt to compare") { return Sentence(.luaCompare) }
        if line.contains("attempt to concatenate") { return Sentence(.luaConcatenate) }
        if let match = line.firstMatch(of: /bad argument #(\d+) to '([^']*)'/) {
            return Sentence(.luaBadArgument, String(match.1.prefix(10)), String(match.2.prefix(80)))
        }
        return nil
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
