import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers plain HTTP requests: the page for `GET /?token=...`, a refusal with its reason
/// for everything else (a WebSocket request the upgrader refused arrives here too). One
/// request per connection.
final class PageHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let gate: RequestGate
    private let language: StudioLanguage
    private var head: HTTPRequestHead?

    init(gate: RequestGate, language: StudioLanguage) {
        self.gate = gate
        self.language = language
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            if head == nil { head = request }
        case .body:
            break
        case .end:
            guard let request = head else { return }
            head = nil
            respond(context, to: request)
        }
    }

    /// A refused WebSocket upgrade is reported here before its request: the request's own answer says why.
    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if error is NIOWebSocketUpgradeError { return }
        context.close(promise: nil)
    }

    private func respond(_ context: ChannelHandlerContext, to request: HTTPRequestHead) {
        let verdict = gate.verdict(
            method: request.method.rawValue, target: request.uri, host: request.headers.first(name: "host"),
            origin: request.headers.first(name: "origin"), upgrade: request.headers.contains(name: "upgrade"))
        switch verdict {
        case .allow(.page):
            let nonce = (try? AccessToken.random().text) ?? "studio"
            send(
                context, status: .ok, type: "text/html; charset=utf-8",
                body: StudioPage.html(
                    nonce: nonce,
                    language: language.page(acceptLanguage: request.headers.first(name: "accept-language"))),
                headers: [
                    (
                        "Content-Security-Policy",
                        "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'unsafe-inline'; img-src data:; "
                            + "connect-src ws://127.0.0.1:\(gate.port) ws://localhost:\(gate.port); "
                            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
                    ),
                    ("X-Frame-Options", "DENY"),
                    ("Referrer-Policy", "no-referrer"),
                    ("Vary", "Accept-Language"),
                ])
        case .allow(.session):
            // The upgrader refused an allowed request: every session slot is taken.
            send(
                context, status: .serviceUnavailable, type: "text/plain; charset=utf-8",
                body: "the studio serves at most \(StudioLimits.sessions) pages at once: close one and reload\n")
        case .refuse(let status, let reason):
            send(
                context, status: HTTPResponseStatus(statusCode: status), type: "text/plain; charset=utf-8",
                body: reason + "\n")
        }
    }

    private func send(
        _ context: ChannelHandlerContext, status: HTTPResponseStatus, type: String, body: String,
        headers extra: [(String, String)] = []
    ) {
        var buffer = context.channel.allocator.buffer(capacity: body.utf8.count)
        buffer.writeString(body)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(buffer.readableBytes))
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Connection", value: "close")
        for (name, value) in extra { headers.add(name: name, value: value) }
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
