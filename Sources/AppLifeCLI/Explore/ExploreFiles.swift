import FoundationEssentials

/// The `--out` directory and the files explore writes there (``OutputFile``). Every target
/// is checked before exploring; the directory is made only when the files are written.
struct ExploreFiles {
    let directory: String

    /// The files explore may write.
    static let names = ["counterexample.lua", "coverage.md", "coverage.json"]

    /// Checks the directory (an existing folder, or a new name in a writable one) and the
    /// files in it (``names``, and `also`); makes nothing yet.
    init(directory: String, also: [String] = []) throws {
        self.directory = directory
        var isDirectory = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory else {
                throw OutputFile.Problem(path: directory, reason: "it is a file, not a folder (--out names a folder)")
            }
            for name in Self.names + also {
                if let problem = OutputFile.problem(path(name)) { throw problem }
            }
        } else if let problem = OutputFile.problem(directory) {
            throw problem
        }
    }

    /// Writes `name` in the directory, making the directory first if needed; returns its path.
    func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputFile.Problem(path: directory, reason: "the folder cannot be made")
        }
        let path = path(name)
        try bytes.withUnsafeBytes { try OutputFile.write($0, to: path) }
        return path
    }

    func path(_ name: String) -> String { directory.hasSuffix("/") ? directory + name : directory + "/" + name }
}
