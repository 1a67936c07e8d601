import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// The private folder one grading child runs in, made by mkdtemp (mode 0700, a name nobody
/// can guess) in `$TMPDIR` unless told otherwise. It holds the submission's copy and the
/// child's stdout and stderr. Plain system calls throughout: the copy needs no atomic write, since nobody
/// else can see the folder and it goes with the child. FileManager's atomic write flushed
/// it to disk, a wait of its own for every student when `/tmp` is on a disk.
///
///     let folder = try GradingFolder.make(in: "/tmp")
///     defer { folder.remove(knownFiles: ["erin.lua", ".result.json", ".stderr"]) }
///     try folder.write(source, to: "erin.lua")
struct GradingFolder {
    let path: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `$TMPDIR`, or /tmp when it is unset or empty.
    static func defaultParent(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// A new empty folder in `base`.
    static func make(in base: String) throws -> GradingFolder {
        var template = Array(((base.hasSuffix("/") ? base : base + "/") + "applife-grade-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) } != nil
        guard made else {
            throw Failure(description: "cannot make a folder in \(base): \(String(cString: strerror(errno)))")
        }
        return GradingFolder(
            path: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Creates `name` (mode 0600) holding `bytes`; refuses a name that already exists.
    func write(_ bytes: [UInt8], to name: String) throws {
        let descriptor = open(file(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(file(name))") }
        defer { close(descriptor) }
        guard bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) else {
            throw Failure(description: "cannot write \(file(name))")
        }
    }

    /// The bytes of `name` (a regular file, not followed through a link), or none.
    func read(_ name: String) -> [UInt8] {
        (try? SubmissionFile.read(file(name))) ?? []
    }

    /// Removes the files the grader knows of, then the folder; anything else a child
    /// left there is removed with the rest.
    func remove(knownFiles: [String]) {
        clear(knownFiles)
        if rmdir(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Removes these files and keeps the folder (before the next child runs in it).
    func clear(_ names: [String]) {
        for name in names { unlink(file(name)) }
    }
}
