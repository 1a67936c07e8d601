import FoundationEssentials

/// How many columns text printed to a terminal may take: `COLUMNS` when it holds a number,
/// else the terminal's own width when the output is one, else 80. Never fewer than
/// ``minimum``, so a layout always has room for its columns.
///
///     TerminalWidth.columns(of: .standardOutput)   // 80 when piped
enum TerminalWidth {
    static let fallback = 80
    static let minimum = 40
    static let maximum = 1_000

    static func columns(of sink: TextSink, environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return clamped(columns) }
        return sink.terminalColumns.map(clamped) ?? fallback
    }

    static func clamped(_ columns: Int) -> Int { min(maximum, max(minimum, columns)) }
}
