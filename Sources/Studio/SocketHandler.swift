import Dispatch
import FoundationEssentials
import LuaHost
import MessageCatalog
import NIOCore
import NIOPosix
import NIOWebSocket

/// One page's WebSocket and its session process. Every message is checked
/// (``StudioRequest/decode(_:)``) before the session sees it; the session gets one request at
/// a time, and only while the page keeps reading what it is sent, so neither a flood of
/// messages nor a page that stops reading makes the server hold more than one request's
/// answer. A request that outlives its limit kills the session process, the page is told why,
/// and the server goes on serving every other page.
final class SocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// What every page's session shares: the program to start, and where saves go.
    struct Setup: Sendable {
        var executable: String
        var arguments: [String]
        /// The time limit of a request's Lua; the server waits that long plus a grace period.
        var requestSeconds: Double
        var saved: SavedScenarios
        var sessions: SessionSlots
    }

    private let setup: Setup
    /// This page's number, for its saved file.
    private let page: Int
    private var context: ChannelHandlerContext?
    private var child: SessionChild?
    private var pipes: Channel?
    private var waiting: [StudioRequest] = []
    private var running: (id: Int, deadline: Scheduled<Void>)?
    private var badMessages = 0
    /// The page has been told the session ended; nothing more goes to the session.
    private var ended = false
    /// A close frame has been sent; the socket closes once it is written.
    private var closing = false
    private var ends = SessionEnd()

    /// The language the page spoke when it connected: the session words its errors in it.
    private let language: Language

    init(setup: Setup, page: Int, language: Language = .en) {
        self.setup = setup
        self.page = page
        self.language = language
    }

    // MARK: The page's side

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        startSession(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text:
            guard !closing else { return }
            let bytes = Array(frame.unmaskedData.readableBytesView)
            do {
                accept(try StudioRequest.decode(bytes))
            } catch {
                refuse("\(error)")
            }
        case .binary:
            refuse("the studio takes text messages (JSON), not binary ones")
        case .ping:
            context.writeAndFlush(
                wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
        case .connectionClose:
            close(code: .normalClosure)
        default:
            break
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        sendNext()
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // The frame aggregator's limits: a message too large or in too many pieces.
        refuse(
            "a message may have at most \(StudioLimits.messageBytes) bytes in \(StudioLimits.framesPerMessage) frames")
        close(code: .messageTooLarge)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopSession()
        setup.sessions.release()
        context.fireChannelInactive()
    }

    private func accept(_ request: StudioRequest) {
        guard !ended else { return refuse("this session has ended; start a new one", id: request.id) }
        guard waiting.count < StudioLimits.waitingRequests else {
            return refuse(
                "\(waiting.count) requests are already waiting for the session; this one was dropped",
                id: request.id, malformed: false)
        }
        waiting.append(request)
        sendNext()
    }

    /// Tells the page why a message was dropped. Too many malformed messages, or a page that
    /// sends faster than it reads what it is told, and the socket is closed.
    private func refuse(_ reason: String, id: Int? = nil, malformed: Bool = true) {
        guard let context, context.channel.isWritable else { return close(code: .policyViolation) }
        var object = JSONObject()
        object.add("ev", "refused")
        object.add("id", id)
        object.add("reason", reason)
        toPage(object.text)
        if malformed { badMessages += 1 }
        if badMessages > StudioLimits.badMessages { close(code: .policyViolation) }
    }

    private func toPage(_ text: String) {
        guard let context, context.channel.isActive else { return }
        var buffer = context.channel.allocator.buffer(capacity: text.utf8.count)
        buffer.writeString(text)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)), promise: nil)
    }

    private func close(code: WebSocketErrorCode) {
        guard let context, context.channel.isActive, !closing else { return }
        closing = true
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)))
            .whenComplete { _ in channel.close(promise: nil) }
    }

    // MARK: The session's side

    private func startSession(_ context: ChannelHandlerContext) {
        let loop = context.eventLoop
        let bound = NIOLoopBound(self, eventLoop: loop)
        do {
            let arguments = setup.arguments + ["--lang", language.rawValue]
            let child = try SessionChild.start(setup.executable, arguments) { status in
                loop.execute { bound.value.sessionExited(status) }
            }
            self.child = child
            // The session's start (the file's main chunk) is request 0: it has the same deadline.
            running = (0, deadline(context.eventLoop, seconds: setup.requestSeconds))
            NIOPipeBootstrap(group: loop)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(
                            LineSplitter(
                                limit: StudioLimits.sessionLineBytes,
                                line: { bound.value.sessionLine($0) }, end: { bound.value.sessionOutputEnded($0) }))
                    }
                }
                .takingOwnershipOfDescriptors(input: child.output, output: child.input)
                .whenComplete { result in
                    switch result {
                    case .success(let channel):
                        bound.value.pipes = channel
                        bound.value.sendNext()
                    case .failure(let error): bound.value.endSession("cannot talk to the session process: \(error)")
                    }
                }
            NIOPipeBootstrap(group: loop)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(ErrorTail { bound.value.ends.errors = $0 })
                    }
                }
                .takingOwnershipOfDescriptor(input: child.errors)
                .whenFailure { _ in bound.value.ends.errors = "" }
        } catch {
            endSession("\(error)")
        }
    }

    /// Hands the session the next waiting request, if none is running and the page reads.
    private func sendNext() {
        guard running == nil, !ended, let pipes, let context, context.channel.isWritable, !waiting.isEmpty else {
            return
        }
        let request = waiting.removeFirst()
        // A lab check request runs every check of the exercise, each with the time limit.
        let seconds: Double
        if case .check = request.operation {
            seconds = setup.requestSeconds * 12
        } else {
            seconds = setup.requestSeconds
        }
        running = (request.id, deadline(context.eventLoop, seconds: seconds))
        var buffer = pipes.allocator.buffer(capacity: request.line.utf8.count + 1)
        buffer.writeString(request.line + "\n")
        pipes.writeAndFlush(buffer, promise: nil)
    }

    /// Ends the session if the request now sent has not answered `done` in time.
    private func deadline(_ loop: EventLoop, seconds: Double) -> Scheduled<Void> {
        let bound = NIOLoopBound(self, eventLoop: loop)
        return loop.scheduleTask(in: .milliseconds(Int64((seconds + StudioLimits.graceSeconds) * 1000))) {
            bound.value.endSession(
                "the request did not finish within \(LuaLiteral.quantity(seconds).text) s "
                    + "(stuck in a library function such as a string pattern?); the session was stopped",
                cause: "timeout", detail: LuaLiteral.quantity(seconds).text)
        }
    }

    /// One line from the session: most go to the page as they are; `done` frees the session
    /// for the next request, `scenario` is written to disk here, `ended` ends the page's session.
    private func sessionLine(_ line: ByteBuffer) {
        let text = String(buffer: line)
        if text.hasPrefix("{\"ev\":\"done\"") {
            running?.deadline.cancel()
            running = nil
            toPage(text)
            sendNext()
        } else if text.hasPrefix("{\"ev\":\"scenario\"") {
            save(text)
        } else if text.hasPrefix("{\"ev\":\"ended\"") {
            toPage(text)
            ended = true
            closeAfterGrace()
        } else {
            toPage(text)
        }
    }

    private func save(_ line: String) {
        struct Scenario: Decodable {
            var text: String
            var inputs: Int
        }
        guard let loop = context?.eventLoop else { return }
        let bound = NIOLoopBound(self, eventLoop: loop)
        let (saved, page) = (setup.saved, page)
        // Off the event loop: a slow disk never stops every other page.
        DispatchQueue.global().async {
            var object = JSONObject()
            do {
                let scenario = try JSONDecoder().decode(Scenario.self, from: Data(line.utf8))
                let path = try saved.save(scenario.text, page: page)
                object.add("ev", "saved")
                object.add("path", path)
                object.add("inputs", scenario.inputs)
                object.add("command", "applife run \(path)")
            } catch {
                object.add("ev", "error")
                object.add("text", "save as scenario: \(error)")
            }
            let text = object.text
            loop.execute { bound.value.toPage(text) }
        }
    }

    private func sessionOutputEnded(_ problem: String?) {
        if let problem {
            child?.kill()
            ends.problem = problem
        }
        ends.outputEnded = true
        reportEnd()
    }

    private func sessionExited(_ status: Int32) {
        ends.status = status
        reportEnd()
    }

    /// Once the process has exited and its output and errors are read: tells the page why, if
    /// the session did not, and closes the socket.
    private func reportEnd() {
        guard let reason = ends.reason else { return }
        running?.deadline.cancel()
        running = nil
        if !ended {
            var object = JSONObject()
            object.add("ev", "ended")
            object.add("reason", reason)
            object.add("cause", "exited")
            object.add("detail", ends.detail?.text)
            toPage(object.text)
            ended = true
        }
        close(code: .normalClosure)
    }

    /// Stops the session now and tells the page why: `reason` in English, and the `cause`
    /// (with its `detail`) the page words in its language (``StudioText``, `ended.CAUSE`).
    private func endSession(_ reason: String, cause: String = "other", detail: String? = nil) {
        guard !ended else { return }
        var object = JSONObject()
        object.add("ev", "ended")
        object.add("reason", reason)
        object.add("cause", cause)
        object.add("detail", detail ?? reason)
        toPage(object.text)
        ended = true
        child?.kill()
        closeAfterGrace()
    }

    /// The page has been told the session ended: the socket closes once the process is gone
    /// and its last words are read (``reportEnd()``), and at the latest after the grace
    /// period, the process killed, so a page never waits for a close that a slow exit holds up.
    private func closeAfterGrace() {
        guard let loop = context?.eventLoop else { return }
        let bound = NIOLoopBound(self, eventLoop: loop)
        loop.scheduleTask(in: .milliseconds(Int64(StudioLimits.graceSeconds * 1000))) {
            let handler = bound.value
            handler.child?.kill()
            handler.close(code: .normalClosure)
        }
    }

    /// The page went away: the session's stdin closes (it ends by itself), and a session
    /// that does not is killed two seconds later.
    private func stopSession() {
        running?.deadline.cancel()
        running = nil
        ended = true
        pipes?.close(promise: nil)
        guard let child, let loop = context?.eventLoop else { return }
        loop.scheduleTask(in: .seconds(2)) { child.kill() }
    }
}
