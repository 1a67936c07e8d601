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

    /// The bytes of a regular file, never through a symbolic link (``InputFile``).
    static func read(_ path: String) throws -> [UInt8] {
        do {
            return try InputFile.read(path, limit: maximumBytes)
        } catch let problem as InputFile.Problem {
            switch problem.kind {
            case .link: throw ReadError.refused(refusal(.symlink))
            case .special: throw ReadError.refused(refusal(.special))
            case .tooLarge: throw ReadError.refused("error: the submission is larger than \(maximumBytes >> 20) MB")
            case .missing, .unreadable: throw ReadError.refused(refusal(.missing))
            }
        }
    }
}
