import NIOCore
import NIOWebSocket

/// What RFC 6455 (section 5) asks of every frame a client sends, checked before frames are
/// joined into messages: masked, no reserved bit set (no extension was agreed), a defined
/// opcode. A frame that breaks a rule closes the connection with 1002 (protocol error).
final class ClientFrameCheck: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        let opcodes: [WebSocketOpcode] = [.continuation, .text, .binary, .connectionClose, .ping, .pong]
        guard frame.maskKey != nil, !frame.rsv1, !frame.rsv2, !frame.rsv3, opcodes.contains(frame.opcode) else {
            var code = context.channel.allocator.buffer(capacity: 2)
            code.write(webSocketErrorCode: .protocolError)
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code)))
                .whenComplete { _ in channel.close(promise: nil) }
            return
        }
        context.fireChannelRead(data)
    }
}
