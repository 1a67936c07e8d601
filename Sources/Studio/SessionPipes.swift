import NIOConcurrencyHelpers
import NIOCore

/// Reads a session's stdout as lines, each at most `limit` bytes; a longer one ends the
/// session (`end` gets why), as does the end of the output (`end` gets nil).
final class LineSplitter: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let limit: Int
    private let line: (ByteBuffer) -> Void
    private let end: (String?) -> Void
    private var pending: ByteBuffer?
    /// Bytes at the start of `pending` known to hold no newline.
    private var searched = 0
    private var finished = false

    init(limit: Int, line: @escaping (ByteBuffer) -> Void, end: @escaping (String?) -> Void) {
        self.limit = limit
        self.line = line
        self.end = end
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var chunk = unwrapInboundIn(data)
        if pending == nil { pending = chunk } else { pending!.writeBuffer(&chunk) }
        // `take()` leaves the buffer unshared while it is read from (no copy on write).
        while !finished, var buffer = pending.take() {
            let start = buffer.readerIndex
            guard let newline = buffer.readableBytesView.dropFirst(searched).firstIndex(of: 10) else {
                searched = buffer.readableBytes
                pending = buffer
                break
            }
            let text = buffer.readSlice(length: newline - start)!
            buffer.moveReaderIndex(forwardBy: 1)
            pending = buffer
            searched = 0
            line(text)
        }
        guard var buffer = pending.take() else { return }
        if buffer.readableBytes == 0 {
            return
        } else if buffer.readableBytes > limit {
            finish("the session wrote a line longer than \(limit) bytes; it was stopped")
            context.close(promise: nil)
        } else {
            buffer.discardReadBytes()
            pending = buffer
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish(nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }

    private func finish(_ problem: String?) {
        guard !finished else { return }
        finished = true
        end(problem)
    }
}

/// Keeps the last 4 KiB a session writes to stderr (the watchdog's and the runtime's last
/// words) and hands them over when the stream ends.
final class ErrorTail: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let ended: (String) -> Void
    private var tail: [UInt8] = []

    init(ended: @escaping (String) -> Void) { self.ended = ended }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        tail += unwrapInboundIn(data).readableBytesView
        if tail.count > 4096 { tail.removeFirst(tail.count - 4096) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        ended(String(decoding: tail, as: UTF8.self))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}

/// What must have happened before a session's end is told: the process exited, and its
/// output and its errors were read to the end (they may hold its last words).
struct SessionEnd {
    var status: Int32?
    var outputEnded = false
    var errors: String?
    /// A reason the server found (a line too long), told instead of the process's.
    var problem: String?

    var reason: String? {
        guard let detail else { return nil }
        if let problem { return problem }
        return detail.said ? "the session process ended: \(detail.text)" : "the session process ended (\(detail.text))"
    }

    /// What the process said last (`said`), else how it ended (its status); nil until it has ended.
    var detail: (text: String, said: Bool)? {
        guard let status, outputEnded, let errors else { return nil }
        if let problem { return (problem, true) }
        var said = Substring(errors)
        while let last = said.last, last.isWhitespace { said.removeLast() }
        return said.isEmpty ? (SessionChild.describe(status), false) : (String(said), true)
    }
}

/// How many pages are served at once (each is a process), and the next page's number.
final class SessionSlots: Sendable {
    private let state = NIOLockedValueBox((open: 0, pages: 0))

    /// A slot and the page's number, or nil when every slot is taken.
    func reserve() -> Int? {
        state.withLockedValue { state in
            guard state.open < StudioLimits.sessions else { return nil }
            state.open += 1
            state.pages += 1
            return state.pages
        }
    }

    func release() {
        state.withLockedValue { $0.open = max(0, $0.open - 1) }
    }
}
