import MessageCatalog

/// What the importer did, for stderr: the delegate methods and life-cycle calls it
/// translated, the calls it followed, the conditions it left to `choose`, and every
/// construct it could not model, with its Swift file:line.
public struct ImportReport: Sendable, Equatable {
    public struct Problem: Sendable, Equatable {
        /// `AppDelegate.swift:42`.
        public var place: String
        /// What it is (`a call`), with its blanks' values, and the Swift code ("" for none).
        public var what: Phrase
        public var arguments: [String] = []
        public var code: String

        /// `a call: SyncManager.shared.refresh()`, in `language`.
        public func text(_ language: Language) -> String {
            let kind = what.text(language, arguments: arguments)
            return code.isEmpty ? kind : kind + (language == .en ? ": " : "：") + code
        }

        /// The problem in English.
        public var message: String { text(.en) }
    }

    /// A note on the facts, in either language.
    public struct Note: Sendable, Equatable {
        public var phrase: Phrase
        public var arguments: [String]

        public func text(_ language: Language) -> String { phrase.text(language, arguments: arguments) }
    }

    /// `delegate.didFinishLaunching (AppDelegate.swift:12)`, in the order written.
    public var delegateMethods: [String] = []
    /// Life-cycle call sites mapped to applife's names.
    public var lifeCycleCalls = 0
    /// Life-cycle call sites left as trace lines.
    public var unmodelledLifeCycleCalls = 0
    /// Calls into the app's own code followed one level: `SyncManager.refresh (Sync.swift:8)`.
    public var followed: [String] = []
    /// Conditions written as `choose(...)`.
    public var choices: [String] = []
    public var unmodelled: [Problem] = []
    /// Notes on the facts (Xcode variables, files that did not read).
    public var notes: [Note] = []

    /// The share of life-cycle call sites translated, from 0 to 1 (1 with none).
    public var lifeCycleShare: Double {
        let all = lifeCycleCalls + unmodelledLifeCycleCalls
        return all == 0 ? 1 : Double(lifeCycleCalls) / Double(all)
    }

    mutating func unmodelled(_ place: String, _ what: Phrase, _ arguments: String..., code: String) {
        unmodelled.append(Problem(place: place, what: what, arguments: arguments, code: code))
    }

    /// The report as printed on stderr, in `language` (Swift code and names as they are).
    public func text(output: String, language: Language = .en) -> String {
        func say(_ phrase: Phrase, _ arguments: String...) -> String { phrase.text(language, arguments: arguments) }
        var lines = [say(.importWrote, output)]
        lines.append(say(.importDelegates, "\(delegateMethods.count)"))
        lines += delegateMethods.map { "  " + $0 }
        let percent = Int((lifeCycleShare * 100).rounded(.down))
        lines.append(
            say(.importCalls, "\(lifeCycleCalls)", "\(lifeCycleCalls + unmodelledLifeCycleCalls)", "\(percent)"))
        if !followed.isEmpty {
            lines.append(say(.importFollowed, "\(followed.count)"))
            lines += followed.map { "  " + $0 }
        }
        if !choices.isEmpty {
            lines.append(say(.importChoices, "\(choices.count)"))
            lines.append(say(.importChoicesHow))
            lines += choices.map { "  " + $0 }
        }
        if unmodelled.isEmpty {
            lines.append(say(.importNothingLeft))
        } else {
            lines.append(say(.importUnmodelled, "\(unmodelled.count)"))
            lines += unmodelled.map { "  \($0.place): \($0.text(language))" }
        }
        lines += notes.map { say(.importNote, $0.text(language)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
