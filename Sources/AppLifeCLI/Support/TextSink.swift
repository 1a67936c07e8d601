#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes text: a file descriptor (stdout, stderr, a file it opened),
/// buffered, or, in tests, memory. Safe to flush from another thread (the watchdog does,
/// before it ends the process).
public final class TextSink: @unchecked Sendable {
    private var descriptor: Int32?
    private var ownsDescriptor = false
    private var buffer: [UInt8] = []
    private let flushThreshold = 64 << 10
    private let lock = Lock()
    /// Whether the descriptor is a terminal (asked once).
    public let isTerminal: Bool

    public static var standardOutput: TextSink { TextSink(descriptor: 1) }
    public static var standardError: TextSink { TextSink(descriptor: 2) }
    /// A sink that keeps what it is given; read it with ``text``.
    public static func memory() -> TextSink { TextSink(descriptor: nil) }

    /// The file at `path`, new or emptied (``OutputFile``: a regular file, never through a
    /// link); throws ``OutputFile/Problem`` when it cannot be. ``close()`` closes it.
    static func file(_ path: String) throws -> TextSink {
        let descriptor = try OutputFile.openForStreaming(path)
        let sink = TextSink(descriptor: descriptor)
        sink.ownsDescriptor = true
        return sink
    }

    init(descriptor: Int32?) {
        self.descriptor = descriptor
        isTerminal = descriptor.map { isatty($0) != 0 } ?? false
    }

    deinit { close() }

    /// The terminal's width in columns (`TIOCGWINSZ`), when the sink is a terminal that says.
    var terminalColumns: Int? {
        lock.lock()
        defer { lock.unlock() }
        guard isTerminal, let descriptor else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Flushes, and closes a file the sink opened (standard streams stay open).
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
        if ownsDescriptor, let descriptor { _ = closeDescriptor(descriptor) }
        ownsDescriptor = false
    }

    public func write(_ text: String) { write(bytes: Array(text.utf8)) }

    public func write(bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: bytes)
        if descriptor == 2 || buffer.count >= flushThreshold { flushLocked() }
    }

    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
    }

    private func flushLocked() {
        guard let descriptor, !buffer.isEmpty else { return }
        _ = buffer.withUnsafeBytes { writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// What a memory sink was given, decoded as UTF-8.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }
}

/// close(2), named apart from ``TextSink/close()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
