import FoundationEssentials
import MessageCatalog

/// `applife import PATH... [--out FILE]`: reads Swift sources, Info.plist and .entitlements
/// files (a folder is searched recursively, in name order) and makes one Lua model.
///
///     let result = try ModelImporter.run(paths: ["MyApp/"])
///     result.lua        // the model, for applife run, explore, the REPL and the studio
///     result.report     // what it translated, and what it could not model
public enum ModelImporter {
    /// The most files and bytes it reads, so that a wrong folder (the home folder) fails
    /// clearly instead of reading for minutes.
    public static let maxFiles = 20_000
    public static let maxBytes = 200 << 20

    public struct Result: Sendable {
        public var lua: String
        public var report: ImportReport
        public var swiftLines: Int
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unreadable(String)
        case noSwiftSources([String])
        case noDelegate([String])
        case tooManyFiles(limit: Int, folder: String)
        case tooManyBytes(megabytes: Int)

        /// The failure in `language`.
        public func text(_ language: Language) -> String {
            switch self {
            case .unreadable(let path): Phrase.importUnreadable.text(language, path)
            case .noSwiftSources(let paths): Phrase.importNoSwift.text(language, paths.joined(separator: ", "))
            case .noDelegate(let paths): Phrase.importNoDelegate.text(language, paths.joined(separator: ", "))
            case .tooManyFiles(let limit, let folder): Phrase.importTooManyFiles.text(language, "\(limit)", folder)
            case .tooManyBytes(let megabytes): Phrase.importTooManyBytes.text(language, "\(megabytes)")
            }
        }

        public var description: String { text(.en) }
    }

    /// The files of `paths`: each a file, or a folder searched recursively (hidden folders,
    /// Pods, Carthage and test folders skipped); each folder's files sorted.
    static func files(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else { throw Failure.unreadable(path) }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                found.append(path)  // a file
                continue
            }
            var inner: [String] = []
            try walk(path, entries, into: &inner, depth: 0)
            found += inner.sorted()
        }
        return found
    }

    private static func walk(_ folder: String, _ entries: [String], into found: inout [String], depth: Int) throws {
        guard depth < 64 else { return }  // a link cycle ends here
        for name in entries.sorted() {
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name.hasSuffix("Tests") { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if let inner = try? FileManager.default.contentsOfDirectory(atPath: path) {
                try walk(path, inner, into: &found, depth: depth + 1)
            } else if name.hasSuffix(".swift") || name.hasSuffix(".plist") || name.hasSuffix(".entitlements") {
                found.append(path)
            }
            if found.count > maxFiles { throw Failure.tooManyFiles(limit: maxFiles, folder: folder) }
        }
    }

    public static func run(paths: [String]) throws -> Result {
        var sources = SwiftSources()
        var facts = AppFacts()
        var bytes = 0
        var swiftFiles = 0
        for path in try files(paths) {
            guard let data = FileManager.default.contents(atPath: path) else { throw Failure.unreadable(path) }
            bytes += data.count
            guard bytes <= maxBytes else { throw Failure.tooManyBytes(megabytes: maxBytes >> 20) }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if path.hasSuffix(".swift") {
                let text = String(decoding: data, as: UTF8.self)
                sources.add(SwiftFile(name: name, source: text), lines: text.split(separator: "\n").count)
                swiftFiles += 1
            } else if path.hasSuffix(".entitlements") {
                facts.read(entitlements: data, file: name)
            } else if name == "Info.plist" || AppFacts.namesBundle(data) {
                facts.read(infoPlist: data, file: name)
            }
        }
        guard swiftFiles > 0 else { throw Failure.noSwiftSources(paths) }
        guard !sources.delegateTypes.isEmpty else { throw Failure.noDelegate(paths) }
        var report = ImportReport()
        report.notes = facts.notes
        let lua = ModelWriter(facts: facts, sources: sources, inputs: paths).write(report: &report)
        return Result(lua: lua, report: report, swiftLines: sources.lineCount)
    }
}
