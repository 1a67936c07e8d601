#if canImport(Glibc)
import Glibc
#endif

/// The one way applife reads a file it did not write and must not trust (a submission, a
/// lab set's files): a regular file, never through a symbolic link, at most a bound of
/// bytes. The open uses `O_NOFOLLOW` and `O_NONBLOCK` and checks the descriptor with
/// `fstat`, so a link, a pipe (which would hang the reader) or a device put there after a
/// look is refused too. Under a folder the caller trusts (`read(_:under:)`), no folder on
/// the way may be a link either: a lab's exercise folder linked to the teacher's answers
/// is refused like a linked file.
///
///     let bytes = try InputFile.read("erin.lua", limit: 16 << 20)
///     let starter = try InputFile.read("launch-order/starter.lua", under: "labs", limit: 4 << 20)
enum InputFile {
    /// Why a file was not read, in words that name it.
    struct Problem: Error, CustomStringConvertible, Equatable {
        enum Kind: Equatable { case missing, link, special, tooLarge(Int), unreadable }
        let path: String
        let kind: Kind

        var description: String {
            switch kind {
            case .missing: return "cannot read '\(path)'"
            case .link:
                return "'\(path)' is a symbolic link (applife reads only regular files here, never through a link)"
            case .special: return "'\(path)' is not a regular file"
            case .tooLarge(let limit): return "'\(path)' is larger than \(limit >> 20) MB"
            case .unreadable: return "cannot read '\(path)'"
            }
        }
    }

    /// The bytes of the regular file at `path` (its last component not a link).
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Problem(path: path, kind: errno == ELOOP ? .link : errno == ENOENT ? .missing : .unreadable)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Problem(path: path, kind: .unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Problem(path: path, kind: .special) }
        guard Int(info.st_size) <= limit else { throw Problem(path: path, kind: .tooLarge(limit)) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: min(64 << 10, limit + 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Problem(path: path, kind: .unreadable) }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            guard bytes.count <= limit else { throw Problem(path: path, kind: .tooLarge(limit)) }
        }
        return bytes
    }

    /// The bytes of `relative` inside `folder`, with no folder between them a link; nil when
    /// there is no such file.
    static func read(_ relative: String, under folder: String, limit: Int) throws -> [UInt8]? {
        let parts = relative.split(separator: "/").map(String.init)
        var path = folder
        for (index, part) in parts.enumerated() {
            guard part != "..", part != "." else { throw Problem(path: join(path, part), kind: .unreadable) }
            path = join(path, part)
            var info = stat()
            guard lstat(path, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { return nil }
                throw Problem(path: path, kind: .unreadable)
            }
            if info.st_mode & S_IFMT == S_IFLNK { throw Problem(path: path, kind: .link) }
            if index < parts.count - 1, info.st_mode & S_IFMT != S_IFDIR { return nil }
        }
        do {
            return try read(path, limit: limit)
        } catch let problem as Problem where problem.kind == .missing {
            return nil
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// read(2), named apart from ``InputFile/read(_:limit:)``.
private func readDescriptor(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}
