import MessageCatalog
import Lifecycle

/// What `applife run` prints and where (docs/guide.md §1).
public struct RunSettings: Sendable {
    public enum TraceFormat: String, Sendable, CaseIterable { case text, jsonl, none }
    public enum ColourMode: String, Sendable, CaseIterable { case auto, always, never }

    public var trace: TraceFormat = .text
    /// Write the trace here instead of stdout.
    public var outPath: String?
    /// Write JUnit XML here (one testcase per scenario).
    public var junitPath: String?
    /// Run only scenarios whose name contains this (ignoring case).
    public var filter: String?
    /// Run only the scenario with exactly this name.
    public var scenario: String?
    /// Run only the scenario declared at or above this line (`FILE:LINE`).
    public var line: Int?
    /// List the scenarios (name and line) instead of running them.
    public var list = false
    /// iOS version of the device profile; nil: the file's `device{}` or 17.
    public var ios: Int?
    /// Colour: nil decides by whether stdout is a terminal and `NO_COLOR`.
    public var colour: Bool?
    /// Number each scenario's header (`== [3/12] scenario: ...`); nil: on a terminal.
    public var progress: Bool?
    /// Pictures of the run to write: `--svg`, `--perfetto`, `--mermaid`.
    public var pictures = PictureOutputs()
    /// The branches `choose(label)` takes (`--choices`, ``ChoiceWords``).
    public var choices: [String: [Int]] = [:]
    /// The language of warnings and explanations (`--lang`, `APPLIFE_LANG`, the locale).
    /// The closing `N passed, N failed` line is English in every language.
    public var language: Language = .en

    public init() {}
}
