import Lifecycle

/// `--choices LABEL=BRANCH[,BRANCH...]`: the branches `choose(LABEL)` takes in `applife run`,
/// call after call (1 or true: the first; 2 or false: the second). The label is everything
/// before the last `=`, so it may hold spaces and colons.
///
///     try ChoiceWords.plan(["AppDelegate.swift:42 isLoggedIn=2,1"])
///     // ["AppDelegate.swift:42 isLoggedIn": [2, 1]]
///     ChoiceWords.words([MadeChoice(label: "a", branch: 2, count: 2)])   // ["--choices", "a=2"]
public enum ChoiceWords {
    /// The most answers one `--choices` may give.
    public static let maxAnswers = 10_000

    public static func plan(_ values: [String]) throws -> [String: [Int]] {
        var plan: [String: [Int]] = [:]
        for value in values {
            guard let equals = value.lastIndex(of: "=") else {
                throw ChoiceWordsError(
                    "--choices \(quoted(value)): expected LABEL=BRANCH, such as --choices 'AppDelegate.swift:42 isLoggedIn=2'"
                )
            }
            let label = String(value[..<equals])
            guard !label.isEmpty, label.utf8.count <= ChoiceLimits.maxLabelBytes else {
                throw ChoiceWordsError(
                    "--choices \(quoted(value)): the label must be 1 to \(ChoiceLimits.maxLabelBytes) bytes")
            }
            let answers = value[value.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
            guard answers.count <= maxAnswers else {
                throw ChoiceWordsError("--choices \(quoted(label)): at most \(maxAnswers) answers")
            }
            for answer in answers {
                guard let branch = branch(String(answer)) else {
                    throw ChoiceWordsError(
                        "--choices \(quoted(value)): '\(answer)' is not a branch: write 1 to \(ChoiceLimits.maxBranches), "
                            + "true (1) or false (2), several separated by commas")
                }
                plan[label, default: []].append(branch)
            }
        }
        return plan
    }

    /// The flags that plan `choices` again, one `--choices` per label in the order each first
    /// appears.
    public static func words(_ choices: [MadeChoice]) -> [String] {
        var order: [String] = []
        var answers: [String: [Int]] = [:]
        for choice in choices {
            if answers[choice.label] == nil { order.append(choice.label) }
            answers[choice.label, default: []].append(choice.branch)
        }
        return order.flatMap { label in
            ["--choices", label + "=" + answers[label]!.map(String.init).joined(separator: ",")]
        }
    }

    private static func branch(_ text: String) -> Int? {
        switch text {
        case "true": return 1
        case "false": return 2
        default:
            guard let n = Int(text), (1...ChoiceLimits.maxBranches).contains(n) else { return nil }
            return n
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + String(text.prefix(80)) + (text.count > 80 ? "…" : "") + "'"
    }
}

/// A `--choices` value that does not parse: what was wrong and how to write it.
public struct ChoiceWordsError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
