import FoundationEssentials
import Lifecycle
import LuaHost
import ScriptBindings
import TracePictures

/// A lab set: `lab.lua` and one folder per exercise holding `exercise.lua`, `README.md`
/// (and `README.zh.md`), `starter.lua` (and `starter.zh.lua`), `solution.lua` and
/// `checks.lua`, read from a folder or from the copy built into the executable.
public struct LabCatalog: Sendable {
    public let source: LabSource
    public let set: LabSet

    /// Reads `lab.lua` of `source`.
    public init(source: LabSource) throws {
        self.source = source
        let path = source.path("lab.lua")
        let bytes = try source.read("lab.lua")
        set = try LuaThread.run { try LabManifestReader.labSet(path: path, source: bytes) }
    }

    /// Reads `root/lab.lua`.
    public init(root: String) throws { try self.init(source: .folder(root)) }

    /// The folder holding `lab.lua` as given, or how the built-in set is named; paths shown
    /// to users start with it.
    public var root: String { source.root }

    /// The exercise folder `name`, loaded; unknown names suggest the nearest.
    public func exercise(_ name: String) throws -> LabExercise {
        guard set.exercises.contains(name) else { throw LabError.unknownExercise(name, candidates: set.exercises) }
        let manifestPath = source.path(name + "/exercise.lua")
        let manifestSource = try source.read(name + "/exercise.lua")
        let manifest = try LuaThread.run { try LabManifestReader.exercise(path: manifestPath, source: manifestSource) }
        return LabExercise(
            name: name, directory: source.path(name), manifest: manifest,
            checksPath: source.path(name + "/checks.lua"), checksSource: try source.read(name + "/checks.lua"))
    }

    public func exercises() throws -> [LabExercise] { try set.exercises.map(exercise) }

    /// The README of `exercise` in `language` (`README.zh.md`), else the English one.
    func readme(_ exercise: LabExercise, _ language: LabLanguage) throws -> [UInt8]? {
        try source.bytes(exercise.name + "/" + LabExercise.fileName("README", "md", language))
            ?? source.bytes(exercise.name + "/README.md")
    }

    /// The starter of `exercise` in `language` (`starter.zh.lua`: the same code, commented
    /// in Chinese), else the English one.
    func starter(_ exercise: LabExercise, _ language: LabLanguage) throws -> [UInt8] {
        if let translated = try source.bytes(exercise.name + "/" + LabExercise.fileName("starter", "lua", language)) {
            return translated
        }
        return try source.read(exercise.name + "/starter.lua")
    }

    /// An exercise's task (its README) as a student reads it in a terminal: paths to the
    /// examples and docs that sit beside a lab folder are made absolute when they would not
    /// resolve from the current folder, so `applife run examples/...` works from anywhere,
    /// and control characters other than line breaks and tabs are shown as pictures
    /// (``SafeText/terminalText(_:)``), never sent to the terminal.
    public func task(_ exercise: LabExercise, _ language: LabLanguage = .en) throws -> String? {
        guard let bytes = try readme(exercise, language) else { return nil }
        var text = TextFunctions.trimming(
            SafeText.terminalText(String(decoding: bytes, as: UTF8.self)), TextFunctions.isNewline)
        if case .folder(let folder) = source {
            let home = URL(fileURLWithPath: folder).standardizedFileURL.deletingLastPathComponent().path
            for directory in ["examples", "docs"] {
                let manager = FileManager.default
                guard !manager.fileExists(atPath: directory),
                    manager.fileExists(atPath: LabCatalog.join(home, directory))
                else { continue }
                for before in [" ", "`", "(", "\n"] {
                    text = text.replacing(
                        before + directory + "/", with: before + LabCatalog.join(home, directory) + "/")
                }
            }
        }
        return text + "\n"
    }

    /// Where the labs are: `--labs`, else `$APPLIFE_LABS`, else the set built into the
    /// executable.
    public static func locate(_ explicit: String?) -> LabSource {
        if let explicit { return .folder(explicit) }
        if let fromEnvironment = ProcessInfo.processInfo.environment["APPLIFE_LABS"], !fromEnvironment.isEmpty {
            return .folder(fromEnvironment)
        }
        return .builtIn
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw LabError.unreadable(path) }
        return Array(data)
    }
}

/// Where a lab set's files come from: a folder, or the copy built into the executable
/// (``BuiltInLabs``: every file of the repository's `labs/` but the solutions).
public enum LabSource: Sendable, Equatable {
    case folder(String)
    case builtIn

    /// How the built-in set is named in paths and messages.
    public static let builtInRoot = "(built-in labs)"

    /// The folder as given, or ``builtInRoot``.
    public var root: String {
        switch self {
        case .folder(let folder): return folder
        case .builtIn: return LabSource.builtInRoot
        }
    }

    /// The path of `relative` ("launch-order/checks.lua") as messages show it.
    public func path(_ relative: String) -> String { LabCatalog.join(root, relative) }

    /// The most bytes a file of a lab set may have.
    public static let fileBytes = 16 << 20

    /// The file's bytes, or nil when it does not exist. A lab set in a folder is read as a file
    /// applife did not write (``InputFile``): a link, a folder on the way that is a link, or a
    /// special file is an error naming it, never followed.
    public func bytes(_ relative: String) throws -> [UInt8]? {
        switch self {
        case .folder(let folder): return try InputFile.read(relative, under: folder, limit: LabSource.fileBytes)
        case .builtIn: return BuiltInLabs.file(relative).map { Array($0.utf8) }
        }
    }

    /// The file's bytes; a missing file is an error naming it.
    public func read(_ relative: String) throws -> [UInt8] {
        guard let bytes = try bytes(relative) else { throw LabError.unreadable(path(relative)) }
        return bytes
    }

    /// The flag that makes another applife process (a grading child) read the same set.
    var arguments: [String] {
        switch self {
        case .folder(let folder): return ["--labs", URL(fileURLWithPath: folder).standardizedFileURL.path]
        case .builtIn: return []
        }
    }
}

/// One exercise: its manifest, files and checks.
public struct LabExercise: Sendable {
    public let name: String
    public let directory: String
    public let manifest: ExerciseManifest
    public let checksPath: String
    public let checksSource: [UInt8]

    public var readmePath: String { LabCatalog.join(directory, "README.md") }
    public var starterPath: String { LabCatalog.join(directory, "starter.lua") }
    public var solutionPath: String { LabCatalog.join(directory, "solution.lua") }

    /// `README.md` in English, `README.zh.md` in Chinese.
    static func fileName(_ base: String, _ suffix: String, _ language: LabLanguage) -> String {
        language == .en ? "\(base).\(suffix)" : "\(base).\(language.rawValue).\(suffix)"
    }
}

/// What goes wrong in a lab command; ``LabError/description`` is the message in English,
/// ``LabError/text(_:)`` in the student's language.
public enum LabError: Error, CustomStringConvertible {
    case unknownExercise(String, candidates: [String])
    case unknownCheck(String, exercise: String, candidates: [String])
    case unreadable(String)
    case unwritable(String)
    case format(String)
    case usage(String)

    public var description: String { text(.english) }

    func text(_ words: LabWords) -> String {
        switch self {
        case .unknownExercise(let name, let candidates):
            return words.unknownExercise(name, Spelling.nearest(to: name, in: candidates))
        case .unknownCheck(let name, let exercise, let candidates):
            return words.unknownCheck(
                name, exercise, Spelling.nearest(to: name, in: candidates),
                candidates.map(words.quoted).joined(separator: ", "))
        case .unreadable(let path): return "cannot read '\(path)'"
        case .unwritable(let path): return "cannot write '\(path)'"
        case .format(let message): return message
        case .usage(let message): return message
        }
    }
}

extension LabExercise {
    /// The exercise's translations of the labels its checks compare, in `language` (none in
    /// English: the labels are English).
    func labels(in language: LabLanguage) -> [String: String] {
        manifest.translations[language]?.labels ?? [:]
    }
}
