/// Tracebacks as users should read them: their own frames, not the host's.
enum ErrorText {
    static func userFrames(_ traceback: String) -> String {
        traceback.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("[sandbox]") && !$0.contains("[applife]") && !$0.contains("[C]: in ?") }
            .joined(separator: "\n")
    }
}
