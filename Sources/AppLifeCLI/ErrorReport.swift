import LuaHost

/// How a script error reads on stderr: `file:line: message`, then the
/// traceback without the host's own frames.
enum ErrorReport {
    static func text(for error: LuaError) -> String {
        var text = error.message
        if error.file == nil, let kind = label(error.kind) { text = "\(kind): \(text)" }
        text += "\n"
        if let traceback = error.traceback, !traceback.isEmpty {
            text += userFrames(traceback) + "\n"
        }
        return text
    }

    private static func label(_ kind: LuaError.Kind) -> String? {
        switch kind {
        case .runtime, .syntax: nil
        case .memory: "memory"
        case .budget: "budget"
        case .timeout: "timeout"
        }
    }

    /// Drops frames of the sandbox prelude and C functions of the host.
    static func userFrames(_ traceback: String) -> String {
        traceback.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("[sandbox]") }
            .joined(separator: "\n")
    }
}
