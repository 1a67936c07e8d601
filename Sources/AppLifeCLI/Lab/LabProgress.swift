import FoundationEssentials

/// A student's progress, kept in a plain file in the workspace
/// (`.applife-progress`), one line per exercise:
///
///     launch-order passed hints=1
///     home-and-return started hints=0
public struct LabProgress: Equatable {
    public enum Stage: String { case started, passed }
    public struct Entry: Equatable {
        public var stage: Stage
        public var hints: Int
    }

    public private(set) var entries: [String: Entry] = [:]

    public init() {}

    public static let fileName = ".applife-progress"

    public init(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            guard words.count >= 2, let stage = Stage(rawValue: String(words[1])) else { continue }
            let hints = words.dropFirst(2).first { $0.hasPrefix("hints=") }.flatMap { Int($0.dropFirst(6)) } ?? 0
            entries[String(words[0])] = Entry(stage: stage, hints: hints)
        }
    }

    public var text: String {
        "# applife lab progress: exercise, stage (started or passed), hints revealed\n"
            + entries.keys.sorted().map { "\($0) \(entries[$0]!.stage.rawValue) hints=\(entries[$0]!.hints)\n" }
            .joined()
    }

    public func stage(_ name: String) -> Stage? { entries[name]?.stage }
    public func hints(_ name: String) -> Int { entries[name]?.hints ?? 0 }

    public mutating func start(_ name: String) {
        if entries[name] == nil { entries[name] = Entry(stage: .started, hints: 0) }
    }

    /// A pass stays a pass; a later failing check does not take it back.
    public mutating func record(_ name: String, passed: Bool) {
        start(name)
        if passed { entries[name]!.stage = .passed }
    }

    public mutating func revealHint(_ name: String, of count: Int) -> Int {
        start(name)
        entries[name]!.hints = min(entries[name]!.hints + 1, count)
        return entries[name]!.hints
    }

    static func load(workspace: String) -> LabProgress {
        let path = LabCatalog.join(workspace, fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return LabProgress() }
        return LabProgress(text: String(decoding: data, as: UTF8.self))
    }

    func save(workspace: String) throws {
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        let path = LabCatalog.join(workspace, LabProgress.fileName)
        try OutputFile.write(text, to: path)
    }
}
