import FoundationEssentials
import ScriptBindings

/// Finds what a check expects in what students read (`lab verify`): a prediction's or a
/// hidden check's answer written in a task, a starter, a hint or a rationale. The answers
/// are the values the checks' expectations compared when the reference solution ran.
///
///     LabAnswerLeaks.answers(outcome.checked, prediction: true)   // [.list(["willFinishLaunching", ...])]
///     LabAnswerLeaks.leaks(.number("26"), in: text)               // the hint says "26"
enum LabAnswerLeaks {
    /// Something a student reads, and what kind of text it is.
    struct Text {
        enum Kind { case task, starter, hint, rationale }
        let place: String
        let kind: Kind
        let text: String
    }

    /// One value a check expects, as it could be written down.
    enum Answer: Equatable, CustomStringConvertible {
        /// Callbacks in order (a prediction's answer).
        case list([String])
        /// The values of a table (all of them together are the answer).
        case values([String])
        /// A number of at least 10 (smaller ones are everywhere).
        case number(String)
        /// A word (a state, a name): only hints and rationales must not say it.
        case word(String)

        var description: String {
            switch self {
            case .list(let names): return "{ " + names.joined(separator: ", ") + " }"
            case .values(let values): return values.joined(separator: ", ")
            case .number(let text), .word(let text): return text
            }
        }
    }

    /// The answers a check's expectations compared. A prediction's states and words count;
    /// a hidden behaviour check's only as lists and numbers (that an app ends up
    /// "suspended" is no secret).
    static func answers(_ details: [ExpectationDetail], prediction: Bool) -> [Answer] {
        var found: [Answer] = []
        func add(_ answer: Answer) { if !found.contains(answer) { found.append(answer) } }
        for detail in details {
            switch detail {
            case .callbacks(let comparison):
                let names = comparison.happened.map(\.name)
                if !names.isEmpty { add(.list(names)) }
            case .sequence(let expected, _):
                if !expected.isEmpty { add(.list(expected)) }
            case .value(let comparison):
                for answer in answers(lua: comparison.expected) where prediction || !isWord(answer) { add(answer) }
            case .condition(let comparison):
                switch comparison.kind {
                case .badge: if let answer = number(comparison.expected) { add(answer) }
                case .state, .sceneState: if prediction { add(.word(comparison.expected)) }
                case .termination, .crash: continue
                }
            }
        }
        return found
    }

    private static func isWord(_ answer: Answer) -> Bool {
        if case .word = answer { return true }
        return false
    }

    private static func number(_ text: String) -> Answer? {
        guard let value = Double(text), abs(value) >= 10 else { return nil }
        return .number(text)
    }

    /// The answers in a value written in Lua syntax: a string, a number, or a table's scalars.
    static func answers(lua: String) -> [Answer] {
        let scalars = scalars(in: lua)
        if lua.hasPrefix("{") {
            return scalars.count >= 2 ? [.values(scalars)] : scalars.compactMap { number($0) ?? word($0) }
        }
        return scalars.compactMap { number($0) ?? word($0) }
    }

    private static func word(_ text: String) -> Answer? {
        text.count >= 3 && Double(text) == nil ? .word(text) : nil
    }

    /// The quoted strings and the numbers of a Lua value, in order (not the keys).
    static func scalars(in lua: String) -> [String] {
        var result: [String] = []
        let characters = Array(lua)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                var end = index + 1
                var text = ""
                while end < characters.count, characters[end] != "\"" {
                    if characters[end] == "\\", end + 1 < characters.count { end += 1 }
                    text.append(characters[end])
                    end += 1
                }
                result.append(text)
                index = end + 1
                continue
            }
            let before: Character? = index > 0 ? characters[index - 1] : nil
            if character.isNumber
                || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber),
                before.map({ !isNameCharacter($0) && $0 != "." }) ?? true
            {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
                if end >= characters.count || !isNameCharacter(characters[end]) {
                    result.append(String(characters[index..<end]))
                }
                index = end
                continue
            }
            index += 1
        }
        return result
    }

    /// Whether `text` gives `answer` away.
    static func leaks(_ answer: Answer, in text: Text) -> Bool {
        switch answer {
        case .list(let names):
            if text.kind == .starter, writesList(names, text.text) { return true }
            return names.count >= 2 && inOrder(names, text.text)
        case .values(let values):
            return values.allSatisfy { containsWord($0, text.text) }
        case .number(let value):
            return containsWord(value, text.text)
        case .word(let value):
            return (text.kind == .hint || text.kind == .rationale) && containsWord(value, text.text)
        }
    }

    /// The starter holds exactly this list (`{ "willResignActive" }`), however spaced.
    private static func writesList(_ names: [String], _ text: String) -> Bool {
        let squeezed = String(text.filter { !$0.isWhitespace }).replacing("'", with: "\"")
        let list = "{" + names.map { "\"\($0)\"" }.joined(separator: ",")
        return squeezed.contains(list + "}") || squeezed.contains(list + ",}")
    }

    private static func inOrder(_ names: [String], _ text: String) -> Bool {
        var rest = Substring(text)
        for name in names {
            guard let range = wordRange(name, rest) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    static func containsWord(_ word: String, _ text: String) -> Bool { wordRange(word, Substring(text)) != nil }

    private static func wordRange(_ word: String, _ text: Substring) -> Range<String.Index>? {
        var start = text.startIndex
        while let range = text[start...].firstRange(of: word) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
            if !(before.map(isNameCharacter) ?? false) && !(after.map(isNameCharacter) ?? false) { return range }
            start = range.upperBound
        }
        return nil
    }

    /// A character of a Lua name (ASCII: a Chinese character next to "26" does not hide it).
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber) || character == "_"
    }
}
