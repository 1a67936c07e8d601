/// Why `applife run` or `applife repl` could not run a file at all.
enum CommandError: Error, CustomStringConvertible {
    case unreadableScript(String)
    case directory(String)
    case unwritable(String)
    case notOurs(String)
    case badLimit(String)

    var description: String {
        switch self {
        case .unreadableScript(let path): return "cannot read '\(path)': no such file or not readable"
        case .directory(let path): return "'\(path)' is a directory: give a scenario file (.lua)"
        case .unwritable(let path): return "cannot write '\(path)'"
        case .notOurs(let path): return "'\(path)' exists and was not written by applife types: --force replaces it"
        case .badLimit(let problem): return problem
        }
    }
}
