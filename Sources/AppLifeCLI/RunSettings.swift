/// What `applife run` prints and where (design §2).
public struct RunSettings: Sendable {
    public enum TraceFormat: String, Sendable, CaseIterable { case text, jsonl, none }

    public var trace: TraceFormat = .text
    /// Write the trace here instead of stdout.
    public var outPath: String?
    /// Write JUnit XML here (one testcase per scenario).
    public var junitPath: String?
    /// Run only scenarios whose name contains this.
    public var filter: String?
    /// iOS version of the device profile; nil: the file's `device{}` or 17.
    public var ios: Int?
    /// Colour: nil decides by whether stdout is a terminal.
    public var colour: Bool?
    /// Pictures of the run to write: `--svg`, `--perfetto`, `--mermaid`.
    public var pictures = PictureOutputs()

    public init() {}
}
