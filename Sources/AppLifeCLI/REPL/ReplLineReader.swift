#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading one line of input gave.
enum ReplRead: Equatable {
    case line(String)
    /// Ctrl-C while reading: drop the pending input.
    case interrupted
    /// Ctrl-D or the end of piped input.
    case end
}

/// Where the REPL gets its lines: a terminal with line editing, piped
/// stdin, or (tests) a list.
protocol ReplLineReader: AnyObject {
    /// Shows the prompt when it is the reader's job (line editing does), and reads.
    func read(prompt: String) -> ReplRead
    /// Whether the loop must print the prompt and the line itself (a
    /// transcript of piped input shows both).
    var echoes: Bool { get }
    /// A complete input (all its lines), for the history of a reader that keeps one.
    func remember(_ input: String)
}

extension ReplLineReader {
    func remember(_ input: String) {}
}

/// Lines from a list, for tests.
final class ListLineReader: ReplLineReader {
    private var lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    var echoes: Bool { true }
    func read(prompt: String) -> ReplRead {
        guard !lines.isEmpty else { return .end }
        let line = lines.removeFirst()
        return line == "\u{3}" ? .interrupted : .line(line)
    }
}

/// Plain reads of a file descriptor (stdin when it is not a terminal): no
/// editing, no history. A SIGINT that interrupts the read counts as Ctrl-C.
final class DescriptorLineReader: ReplLineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var finished = false
    init(descriptor: Int32 = 0) { self.descriptor = descriptor }
    var echoes: Bool { true }

    func read(prompt: String) -> ReplRead {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == 13 { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if finished {
                guard !buffer.isEmpty else { return .end }
                defer { buffer = [] }
                return .line(String(decoding: buffer, as: UTF8.self))
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { return .interrupted }
                finished = true
            } else if count == 0 {
                finished = true
            } else {
                buffer += chunk[..<count]
            }
        }
    }
}
