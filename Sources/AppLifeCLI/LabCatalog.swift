import FoundationEssentials
import Lifecycle
import LuaHost
import ScriptBindings

/// A lab set on disk: `lab.lua` and one folder per exercise holding
/// `exercise.lua`, `README.md`, `starter.lua`, `solution.lua` and `checks.lua`.
public struct LabCatalog: Sendable {
    /// The folder holding `lab.lua`, as given (paths shown to users start with it).
    public let root: String
    public let set: LabSet

    /// Reads `root/lab.lua`.
    public init(root: String) throws {
        self.root = root
        let path = LabCatalog.join(root, "lab.lua")
        let source = try LabCatalog.read(path)
        set = try LuaThread.run { try LabManifestReader.labSet(path: path, source: source) }
    }

    /// The exercise folder `name`, loaded; unknown names suggest the nearest.
    public func exercise(_ name: String) throws -> LabExercise {
        guard set.exercises.contains(name) else { throw LabError.unknownExercise(name, candidates: set.exercises) }
        let directory = LabCatalog.join(root, name)
        let manifestPath = LabCatalog.join(directory, "exercise.lua")
        let manifestSource = try LabCatalog.read(manifestPath)
        let manifest = try LuaThread.run { try LabManifestReader.exercise(path: manifestPath, source: manifestSource) }
        let checksPath = LabCatalog.join(directory, "checks.lua")
        return LabExercise(
            name: name, directory: directory, manifest: manifest,
            checksPath: checksPath, checksSource: try LabCatalog.read(checksPath))
    }

    public func exercises() throws -> [LabExercise] { try set.exercises.map(exercise) }

    /// An exercise's task (its README) as a student reads it in a terminal: paths to the
    /// examples and docs that sit beside the labs are made absolute when they would not
    /// resolve from the current folder, so `applife run examples/...` works from anywhere.
    public func task(_ exercise: LabExercise) -> String? {
        guard let data = FileManager.default.contents(atPath: exercise.readmePath) else { return nil }
        var text = TextFunctions.trimming(String(decoding: data, as: UTF8.self), TextFunctions.isNewline)
        let home = URL(fileURLWithPath: root).standardizedFileURL.deletingLastPathComponent().path
        for folder in ["examples", "docs"] {
            let manager = FileManager.default
            guard !manager.fileExists(atPath: folder), manager.fileExists(atPath: LabCatalog.join(home, folder)) else { continue }
            for before in [" ", "`", "(", "\n"] {
                text = text.replacing(before + folder + "/", with: before + LabCatalog.join(home, folder) + "/")
            }
        }
        return text + "\n"
    }

    /// Where the labs are: `--labs`, else `$APPLIFE_LABS`, else `./labs`, else
    /// the `labs` folder of the checkout the executable was built in.
    public static func locate(_ explicit: String?) throws -> String {
        if let explicit { return explicit }
        if let fromEnvironment = ProcessInfo.processInfo.environment["APPLIFE_LABS"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        let manager = FileManager.default
        if manager.fileExists(atPath: "labs/lab.lua") { return "labs" }
        let executable = ProcessLauncher.currentExecutable() ?? CommandLine.arguments.first ?? "."
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("labs")
            if manager.fileExists(atPath: candidate.appendingPathComponent("lab.lua").path) { return candidate.path }
            directory.deleteLastPathComponent()
        }
        throw LabError.noLabs
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw LabError.unreadable(path) }
        return Array(data)
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
}

/// What goes wrong in a lab command; ``LabError/description`` is the message.
public enum LabError: Error, CustomStringConvertible {
    case noLabs
    case unknownExercise(String, candidates: [String])
    case unreadable(String)
    case unwritable(String)
    case format(String)
    case usage(String)

    public var description: String {
        switch self {
        case .noLabs:
            return "no labs found: pass --labs DIR or set APPLIFE_LABS to a folder holding lab.lua"
        case .unknownExercise(let name, let candidates):
            let hint = Spelling.nearest(to: name, in: candidates).map { " (did you mean \($0)?)" } ?? ""
            return "no exercise named '\(name)'\(hint); `applife lab list` shows them all"
        case .unreadable(let path): return "cannot read '\(path)'"
        case .unwritable(let path): return "cannot write '\(path)'"
        case .format(let message): return message
        case .usage(let message): return message
        }
    }
}
