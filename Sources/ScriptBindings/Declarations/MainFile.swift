#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `app{ main = "notes-app.lua" }`: the file that is an app's code, run anew in every
/// process. The path is relative to the file that declares the app and may not lead out of
/// that file's folder (not by `..`, not through a symbolic link): a script reads no file
/// but its own app code. The file must be a regular `.lua` file of at most
/// ``maximumBytes``; a FIFO or a device is refused unread.
///
///     let file = try MainFile(path: "notes-app.lua", declaredIn: "@examples/notes.lua")
///     file.shown     // "examples/notes-app.lua": its chunk name, in errors and traces
///     let bytes = try file.read(try file.locate())
struct MainFile {
    static let maximumBytes = 16 << 20
    /// A path longer than this is refused before anything is looked up.
    static let maximumPathBytes = 1024

    /// The path as errors show it: the declaring file's folder joined with the path.
    let shown: String
    /// The folder the file must stay in, as given.
    let folder: String
    /// The declaring file, for messages.
    let declaringFile: String

    /// Resolves `path` against the folder of `chunk`, the chunk name of the code that calls
    /// `app{}` (`@examples/notes.lua`; `=stdin` at the REPL's prompt: the current folder).
    init(path: String, declaredIn chunk: String?) throws {
        guard path.utf8.count <= Self.maximumPathBytes else {
            throw DeclarationError("main's path is \(path.utf8.count) bytes long; at most \(Self.maximumPathBytes)")
        }
        guard path.hasSuffix(".lua"), !path.hasSuffix("/.lua") else {
            throw DeclarationError("main = \"\(path)\" is not a Lua file: give a function, or the path of a .lua file")
        }
        if let chunk, chunk.hasPrefix("@") {
            declaringFile = String(chunk.dropFirst())
            folder = Self.folder(of: declaringFile)
        } else if chunk == "=stdin" {
            declaringFile = "the prompt"
            folder = "."
        } else {
            throw DeclarationError(
                "main = \"\(path)\" is relative to the file that declares the app, but this code was not loaded from a file"
            )
        }
        guard !path.hasPrefix("/") else {
            throw DeclarationError(
                "main = \"\(path)\" is an absolute path: give it relative to \(declaringFile), in its folder or below")
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { throw Self.outside(path, of: declaringFile, folder) }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let relative = parts.joined(separator: "/")
        shown = folder == "." ? relative : folder + "/" + relative
    }

    /// The file's real path, once it is known to be inside ``folder`` (links resolved).
    func locate() throws -> String {
        guard let real = Self.realPath(shown) else { throw unreadable(String(cString: strerror(errno))) }
        guard let home = Self.realPath(folder) else { throw unreadable("its folder cannot be read") }
        guard real.hasPrefix(home == "/" ? "/" : home + "/") else {
            throw Self.outside(shown, of: declaringFile, folder, throughLink: true)
        }
        return real
    }

    /// The bytes of the file at `real` (``locate()``): a regular file, not too long.
    func read(_ real: String) throws -> [UInt8] {
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw unreadable("it is not a regular file") }
        guard Int(info.st_size) <= Self.maximumBytes else { throw tooLong() }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw unreadable(String(cString: strerror(errno))) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
            guard bytes.count <= Self.maximumBytes else { throw tooLong() }
        }
    }

    private func unreadable(_ why: String) -> DeclarationError {
        DeclarationError("main file \(shown) cannot be read: \(why)")
    }

    private func tooLong() -> DeclarationError {
        DeclarationError("main file \(shown) is longer than \(Self.maximumBytes >> 20) MB")
    }

    private static func outside(_ path: String, of declaringFile: String, _ folder: String, throughLink: Bool = false)
        -> DeclarationError
    {
        DeclarationError(
            "main = \"\(path)\" leads out of the folder of \(declaringFile)\(throughLink ? " (through a symbolic link)" : ""): "
                + "an app's main file must be in that folder (\(folder)) or below it")
    }

    /// `dir/notes.lua` -> `dir`; `notes.lua` -> `.`.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// read(2), named apart from ``MainFile/read()``.
private func readDescriptor(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}

/// The main files a session read, by the path they resolve to, at most ``maximumBytes`` in
/// all (past that a file is read again at each declaration).
struct MainFileCache {
    static let maximumBytes = 64 << 20
    private var files: [String: [UInt8]] = [:]
    private var total = 0

    mutating func bytes(of file: MainFile) throws -> [UInt8] {
        let real = try file.locate()
        if let bytes = files[real] { return bytes }
        let bytes = try file.read(real)
        if total + bytes.count <= Self.maximumBytes {
            files[real] = bytes
            total += bytes.count
        }
        return bytes
    }
}
