import Lifecycle

/// "did you mean" for a mistyped subcommand (`applife runn x.lua`), which the argument parser
/// would only call unexpected arguments.
///
///     CommandSpelling.problem(["runn", "x.lua"], commands: ["run", "repl", "lab"])
///     // "unknown command 'runn' (did you mean 'run'?)"
public enum CommandSpelling {
    public static func problem(_ arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) else { return nil }
        guard let nearest = Spelling.nearest(to: first, in: commands) else {
            return "unknown command '\(first)' (the commands are: \(commands.joined(separator: ", ")))"
        }
        return "unknown command '\(first)' (did you mean '\(nearest)'?)"
    }
}
