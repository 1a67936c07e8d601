#if canImport(Glibc)
import Glibc
#endif

/// The one way applife writes a file (`--svg`, `--junit`, `--perfetto`, `--mermaid`, `--out`,
/// `:svg`, `:save`, `lab grade --json`, explore's `--out` folder, `applife types`). A target
/// is a new path or a regular file with one name: a symbolic link at the last component, a
/// hard-linked file, a folder, a device node, a pipe or a socket is refused, both when a command checks its targets before
/// it runs (``problem(_:)``) and again when it writes, on the descriptor it opened
/// (`O_NOFOLLOW`, then `fstat`). Nothing is renamed over the target, so a special file can
/// never be replaced by a regular one.
///
///     if let problem = OutputFile.problem("run.svg") { ... }   // before the run
///     try OutputFile.write(svg, to: "run.svg")                  // after it
///
/// A failed write leaves no file where there was none, and an empty file in place of one
/// that was there: the whole text is made first, the space for it is reserved before the
/// old contents are touched (`posix_fallocate`), and only an I/O error after that can interrupt it.
/// The studio's "Save as scenario" writes by the same rules (``create(_:at:)``, then
/// ``write(_:to:)``).
public enum OutputFile {
    /// Why a file cannot be written at `path`, in words that name it.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        let path: String
        let reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Why `path` cannot take a file, or nil when it can: a regular file that is writable,
    /// or a new name in a folder that exists and is writable.
    static func problem(_ path: String) -> Problem? {
        guard !path.isEmpty else { return Problem(path: path, reason: "the file name is empty") }
        var status = stat()
        if lstat(path, &status) == 0 {
            return kindProblem(status.st_mode, path) ?? linksProblem(status, path) ?? accessProblem(path)
        }
        guard errno == ENOENT else { return Problem(path: path, reason: errorText(errno, folder: folder(of: path))) }
        let folder = folder(of: path)
        var folderStatus = stat()
        guard stat(folder, &folderStatus) == 0 else {
            return Problem(path: path, reason: "its folder '\(folder)' does not exist")
        }
        guard folderStatus.st_mode & S_IFMT == S_IFDIR else {
            return Problem(path: path, reason: "'\(folder)' is not a folder")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            return Problem(path: path, reason: "its folder '\(folder)' is not writable")
        }
        return nil
    }

    /// Writes `text` as the whole file at `path`.
    public static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// Writes `bytes` as the whole file at `path`.
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let (descriptor, created) = try open(path)
        defer { _ = close(descriptor) }
        try fill(descriptor, bytes, path: path, created: created)
    }

    /// Makes a new file at `path` holding `text`; false when the name is taken by anything
    /// (a file, a link, a pipe), which is never opened. For a writer that picks the first
    /// free name (`notes-studio-1.lua`, `-2`, ...).
    public static func create(_ text: String, at path: String) throws -> Bool {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw Problem(path: path, reason: errorText(errno, folder: folder(of: path)))
        }
        defer { _ = close(descriptor) }
        var text = text
        try text.withUTF8 { try fill(descriptor, UnsafeRawBufferPointer($0), path: path, created: true) }
        return true
    }

    /// Writes `bytes` as the whole of the open file `descriptor`.
    private static func fill(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String, created: Bool) throws {
        // Reserved first: a full disk fails here, before the old contents are touched.
        let reserved = bytes.count > 0 ? posix_fallocate(descriptor, 0, off_t(bytes.count)) : 0
        if reserved == ENOSPC || reserved == EFBIG {
            let reason = errorText(reserved, folder: folder(of: path))
            if created { unlink(path) }
            throw Problem(path: path, reason: reason)
        }
        guard writeAll(bytes, to: descriptor), ftruncate(descriptor, off_t(bytes.count)) == 0 else {
            let reason = errorText(errno, folder: folder(of: path))
            if created { unlink(path) } else { _ = ftruncate(descriptor, 0) }
            throw Problem(path: path, reason: reason)
        }
    }

    /// A descriptor of `path` emptied for writing, for output that streams (`--out`); the
    /// caller closes it.
    static func openForStreaming(_ path: String) throws -> Int32 {
        let (descriptor, _) = try open(path)
        guard ftruncate(descriptor, 0) == 0 else {
            let reason = errorText(errno, folder: folder(of: path))
            _ = close(descriptor)
            throw Problem(path: path, reason: reason)
        }
        return descriptor
    }

    /// Opens `path` for writing without following a link and without waiting for a pipe's
    /// reader, and keeps the descriptor only when it is a regular file. `created`: the file
    /// did not exist before.
    private static func open(_ path: String) throws -> (descriptor: Int32, created: Bool) {
        if let problem = problem(path) { throw problem }
        var existed = true
        var descriptor = Glibc.open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            existed = false
            descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else {
            let code = errno
            // ELOOP: the last component became a link; ENXIO: a pipe without a reader.
            if code == ELOOP {
                throw Problem(path: path, reason: "it is a symbolic link (applife does not write through links)")
            }
            if code == ENXIO || code == EEXIST {
                throw Problem(path: path, reason: "it changed while applife was writing it")
            }
            throw Problem(path: path, reason: errorText(code, folder: folder(of: path)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink <= 1 else {
            _ = close(descriptor)
            throw kindProblem(status.st_mode, path) ?? linksProblem(status, path)
                ?? Problem(path: path, reason: "it is not a regular file")
        }
        return (descriptor, !existed)
    }

    private static func kindProblem(_ mode: mode_t, _ path: String) -> Problem? {
        let reason: String
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: reason = "it is a symbolic link (applife does not write through links: give the file's own path)"
        case S_IFDIR: reason = "it is a folder (give a file name)"
        case S_IFCHR, S_IFBLK: reason = "it is a device, not a regular file"
        case S_IFIFO: reason = "it is a pipe, not a regular file"
        case S_IFSOCK: reason = "it is a socket, not a regular file"
        default: reason = "it is not a regular file"
        }
        return Problem(path: path, reason: reason)
    }

    /// A file with other names (hard links) would change under all of them: writing in
    /// place must not reach a file the command line did not name.
    private static func linksProblem(_ status: stat, _ path: String) -> Problem? {
        status.st_nlink <= 1
            ? nil
            : Problem(
                path: path,
                reason: "it has \(status.st_nlink) names (hard links); applife writes only a file with one name")
    }

    private static func accessProblem(_ path: String) -> Problem? {
        access(path, W_OK) == 0 ? nil : Problem(path: path, reason: "the file is not writable")
    }

    private static func errorText(_ code: Int32, folder: String) -> String {
        switch code {
        case ENOTDIR: return "a part of its folder '\(folder)' is not a folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "the disk is full"
        case EROFS: return "the file system is read-only"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }

    /// The folder `path` is in ("." for a bare name).
    static func folder(of path: String) -> String {
        let folder = TextFunctions.deletingLastPathComponent(path)
        return folder.isEmpty ? "." : folder
    }
}
