/// Exit codes (README: 0 passed, 1 failed, 2 error or bad usage).
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let expectationFailed: Int32 = 1
    public static let scriptError: Int32 = 2
    public static let usage: Int32 = 2
}
