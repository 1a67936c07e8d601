import Lifecycle

/// What a failed expectation compared, as data. `applife run` prints the report text the
/// expectation made; a lab's student report makes its own text from this (in the student's
/// language, revealing no more than the check allows) and never parses the report.
///
///     if case .value(let comparison)? = result.expectation { comparison.actual }   // "\"inactive\""
public enum ExpectationDetail: Sendable, Equatable {
    /// `expect.callbacks` or `expect.prediction`: a list against what happened.
    case callbacks(ListComparison)
    /// `expect.sequence`: entry `missing` of `expected` was not found after the one before it.
    case sequence(expected: [String], missing: Int)
    /// `expect.equal`.
    case value(ValueComparison)
    /// `expect.state`, `scene_state`, `badge`, `terminated` or `crash`: what something was.
    case condition(ConditionComparison)
}

/// One callback as an expectation saw it: when, whose (the app, or the scene), and its
/// short name (`didBecomeActive`, `scene.willConnect`).
public struct ObservedEntry: Sendable, Equatable {
    public let time: VirtualTime
    public let app: String
    public let name: String
}

/// A list of callbacks against the callbacks that happened.
public struct ListComparison: Sendable, Equatable {
    /// The list the scenario gave: the expected callbacks, or a learner's prediction.
    public let listed: [String]
    /// What happened, oldest first.
    public let happened: [ObservedEntry]
    /// The first row where the two differ.
    public let firstDifference: Int
    /// `expect.prediction`: `listed` is a learner's answer and `happened` is the truth.
    public let isPrediction: Bool
    /// Several apps' callbacks are compared, so a row names its app.
    public let showsApp: Bool
}

/// Two values `expect.equal` found different, in Lua syntax (each cut to a readable size).
public struct ValueComparison: Sendable, Equatable {
    public let label: String?
    public let actual: String
    public let expected: String
    /// For two tables: the first key path where they differ, and the values there.
    public let difference: ValueDifference?
}

/// Where two tables first differ (`items[1]`, or `the top`) and the two values there.
public struct ValueDifference: Sendable, Equatable {
    public let path: String
    public let expected: String
    public let actual: String
}

/// Something an expectation found in another condition than it expected.
public struct ConditionComparison: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// An app's state (`suspended`).
        case state
        /// A scene's activation state (`foregroundInactive`).
        case sceneState
        /// An app's home-screen badge (a number; 0 is hidden).
        case badge
        /// Why an app was terminated (`never` when it was not).
        case termination
        /// Whether an app crashed (`crash` expected; `no crash` or the messages seen).
        case crash
    }

    public let kind: Kind
    /// The app or scene the expectation names.
    public let subject: String
    public let expected: String
    public let actual: String
}
