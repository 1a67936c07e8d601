@_exported import MessageCatalog
/// A lab set's words in one language.
public struct LabSetText: Sendable, Equatable {
    public var title: String
    public var welcome: String
}

/// An exercise's words in one language.
public struct ExerciseText: Sendable, Equatable {
    public var title: String
    public var hints: [String]
    /// The checks' `expect.equal` labels that are words, not field names
    /// (`["why the app was terminated"] = "应用被终止的原因"`).
    public var labels: [String: String] = [:]
}

/// A check's words in one language.
public struct CheckText: Sendable, Equatable {
    public var title: String
    public var rationale: String
}

/// How much a failed check tells a student (`reveal` in `exercise.lua`, per check or for
/// the whole exercise).
public enum Reveal: String, Sendable, CaseIterable {
    /// Everything: the whole aligned diff and the expected value (tutorials).
    case all
    /// One step: the first wrong entry of a list, and that a value is wrong without the
    /// right one (the default).
    case first
    /// Only that the check failed, and why (exams).
    case never
}

/// The languages a lab speaks: applife's one ``Language``. A lab file's text is English;
/// `zh = {...}` tables and `README.zh.md` carry Simplified Chinese.
public typealias LabLanguage = Language

extension Language {
    /// The languages other than English, the ones a lab translates into.
    public static let translated: [LabLanguage] = allCases.filter { $0 != .en }
}
