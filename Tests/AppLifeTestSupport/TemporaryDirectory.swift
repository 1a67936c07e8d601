import Foundation

/// A fresh folder for one test, with a short path (Lua shortens chunk names
/// longer than 60 bytes with "...", which would change what a test reads):
///
///     let folder = try TemporaryDirectory()
///     defer { folder.remove() }
///     try Data("print(1)".utf8).write(to: URL(fileURLWithPath: folder.file("a.lua")))
public struct TemporaryDirectory: Sendable {
    public let path: String

    /// Creates `/tmp/PREFIX-XXXXXXXX`.
    public init(prefix: String = "al") throws {
        path = "/tmp/\(prefix)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
