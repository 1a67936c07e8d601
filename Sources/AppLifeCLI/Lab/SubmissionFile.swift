#if canImport(Glibc)
import Glibc
#endif

/// What a submission folder may hold: regular files and folders only. A
/// symbolic link (git keeps them, so classroom repositories can carry them)
/// could point at the lab's reference solution, another student's file or a
/// system file; a FIFO or device would hang or flood the grader. Discovery
/// looks at entries with lstat, and reading opens with O_NOFOLLOW and checks
/// the opened file, so a link swapped in later is refused too.
///
///     switch SubmissionFile.kind(path) { case .file: ...; case .symlink: ... }
///     let bytes = try SubmissionFile.read(path)
enum SubmissionFile {
    enum Kind: Equatable { case file, directory, symlink, special, missing }

    /// Submissions larger than this are refused unread.
    static let maximumBytes = 16 << 20

    /// The entry itself, not what a link points at.
    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .special
        }
    }

    /// Why an entry cannot be graded, as the result's message says it.
    static func refusal(_ kind: Kind) -> String {
        switch kind {
        case .symlink: return "error: the submission is a symbolic link (only regular files are graded)"
        case .special: return "error: the submission is not a regular file"
        case .missing: return "error: cannot read the submission"
        case .file, .directory: return "error: cannot read the submission"
        }
    }

    enum ReadError: Error, CustomStringConvertible {
        case refused(String)
        var description: String {
            switch self {
            case .refused(let message): return message
            }
        }
    }

    /// The bytes of a regular file, never through a symbolic link.
    static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ReadError.refused(errno == ELOOP ? refusal(.symlink) : refusal(.missing))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError.refused(refusal(.missing)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw ReadError.refused(refusal(.special)) }
        guard Int(info.st_size) <= maximumBytes else {
            throw ReadError.refused("error: the submission is larger than \(maximumBytes >> 20) MB")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ReadError.refused(refusal(.missing)) }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            guard bytes.count <= maximumBytes else {
                throw ReadError.refused("error: the submission is larger than \(maximumBytes >> 20) MB")
            }
        }
        return bytes
    }
}

/// read(2), named apart from ``SubmissionFile/read(_:)``.
private func readDescriptor(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}
