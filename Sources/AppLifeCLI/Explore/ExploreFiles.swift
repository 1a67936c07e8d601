import FoundationEssentials

/// The `--out` directory: created on first use; each file replaced whole.
struct ExploreFiles {
    let directory: String

    init(directory: String) throws {
        self.directory = directory
        var isDirectory = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory else { throw CommandError.unwritable(directory + " (a file, not a directory)") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw CommandError.unwritable(directory)
            }
        }
    }

    /// Writes `name` in the directory; returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw CommandError.unwritable(path)
        }
        return path
    }
}
