import EarshotCore
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The checks RFC 6455 asks of a server that hummingbird-websocket leaves out, kept small.
/// The rest it does itself once configured: invalid UTF-8 in a text message (`validateUTF8`,
/// close 1007), a continuation with no message to continue (1002), a message over the size
/// limit (1009), a frame over the frame limit (1009, NIO's protocol error handler).
enum WebSocketChecks {
    /// Called when a `/play` request asks for the upgrade: once the upgrade is done, every
    /// frame must be masked (``MaskedFramesOnly``).
    static func prepare(_ channel: any Channel) {
        try? channel.pipeline.syncOperations.addHandler(InstallAfterUpgrade())
    }

    /// The close code the WebSocket library meant when it stopped reading with `error` (its
    /// error type is not public, but carries the code), or `nil` for any other error.
    static func closeCode(of error: any Error) -> WebSocketErrorCode? {
        for child in Mirror(reflecting: error).children {
            if let code = child.value as? WebSocketErrorCode { return code }
        }
        return nil
    }
}

/// Waits at the end of the HTTP pipeline for the upgrade to finish (the WebSocket frame
/// decoder is then in place, after it) and puts ``MaskedFramesOnly`` right after that decoder.
private final class InstallAfterUpgrade: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) { context.fireChannelRead(data) }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .upgradeComplete? = event as? HTTPServerUpgradeEvents {
            Self.install(on: context.channel, tries: 500)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Puts ``MaskedFramesOnly`` after the frame decoder. The decoder may come a moment after
    /// the upgrade's event: it is looked for again every millisecond, for half a second.
    ///
    /// A connection whose decoder is still not found goes on without the check rather than
    /// being closed. Closing it (as this once did, silently) dropped a fresh player now and
    /// then under load, about half a second after connecting: a player dropped is worse than an
    /// unmasked frame read, which the wire protocol's own checks still judge like any other.
    static func install(on channel: any Channel, tries: Int) {
        let pipeline = channel.pipeline.syncOperations
        if let decoder = try? pipeline.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self) {
            try? pipeline.addHandler(MaskedFramesOnly(), position: .after(decoder))
        } else if tries > 0, channel.isActive {
            channel.eventLoop.scheduleTask(in: .milliseconds(1)) { install(on: channel, tries: tries - 1) }
        }
    }
}

/// Refuses a frame from the client that is not masked (RFC 6455 section 5.1): the server
/// sends a close frame with code 1002 (protocol error) and closes the connection.
final class MaskedFramesOnly: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let frame = unwrapInboundIn(data)
        guard frame.maskKey != nil else {
            refused = true
            var reason = context.channel.allocator.buffer(capacity: 2)
            reason.write(webSocketErrorCode: .protocolError)
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: reason)))
                .whenComplete { _ in channel.close(promise: nil) }
            return
        }
        context.fireChannelRead(data)
    }
}
