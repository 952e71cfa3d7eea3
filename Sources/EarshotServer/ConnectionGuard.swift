import EarshotCore
import Foundation
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// What every new TCP connection meets before HTTP: a cap on the connections one address may
/// hold open, and a deadline for the WebSocket upgrade. Without them a stranger could open
/// thousands of connections that never speak (or send half a request head) and hold every
/// file descriptor the server has, so that nobody could log in and `/health` timed out.
///
/// - Over ``cap`` connections from one address, the next is closed at once, before it is read.
/// - A connection must send a complete request head for `/play` and be upgraded within
///   ``handshake`` (TLS included); otherwise it is closed. Plain HTTP requests (`/health`) get
///   their answer well within it; the connection is closed at the deadline all the same.
///   Once upgraded, the session's own hello and idle limits apply.
public final class ConnectionGuard: Sendable {
    private struct State {
        var open: [String: Int] = [:]
        var deadlines: [ObjectIdentifier: Scheduled<Void>] = [:]
        /// Refusals per address not yet logged, and when the address's last was logged: one
        /// line per address every ten seconds, however many come.
        var refusals: [String: (count: Int, logged: ContinuousClock.Instant?)] = [:]
    }

    private let state = Mutex(State())
    /// Connections one address may hold at once; 0 for no cap.
    public let cap: Int
    /// How long a connection has to become a WebSocket.
    public let handshake: Duration
    let logger: Logger

    public init(cap: Int, handshake: Duration, logger: Logger) {
        self.cap = cap
        self.handshake = handshake
        self.logger = logger
    }

    /// How many connections the address holds now (for tests and the log).
    public func connections(from address: String) -> Int { state.withLock { $0.open[address] ?? 0 } }

    /// A connection arrived: whether it may stay. An admitted connection is counted until it
    /// closes, and closed if it is not upgraded within ``handshake``.
    func admit(_ channel: any Channel) -> Bool {
        let address = Self.address(of: channel)
        let (admitted, unlogged) = state.withLock { s -> (Bool, Int) in
            let count = s.open[address] ?? 0
            guard cap > 0, count >= cap else {
                s.open[address] = count + 1
                return (true, 0)
            }
            var refused = s.refusals[address] ?? (0, nil)
            refused.count += 1
            let now = ContinuousClock.now
            guard refused.logged.map({ now - $0 >= .seconds(10) }) ?? true else {
                s.refusals[address] = refused
                return (false, 0)
            }
            s.refusals[address] = (0, now)
            return (false, refused.count)
        }
        guard admitted else {
            if unlogged > 0 {
                logger.notice(
                    "\(unlogged) connection(s) from \(address) were closed at once: it already holds \(cap), the most one address may."
                )
            }
            return false
        }
        let id = ObjectIdentifier(channel)
        let limit = handshake
        let logger = self.logger
        let deadline = channel.eventLoop.scheduleTask(in: TimeAmount(handshake)) {
            logger.info("A connection from \(address) was closed: it did not become a WebSocket within \(limit).")
            // As if the client had closed its side: the HTTP upgrade gives up quietly (a plain
            // close would make it log an error), then the connection closes.
            channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            channel.close(promise: nil)
        }
        state.withLock { $0.deadlines[id] = deadline }
        channel.closeFuture.whenComplete { _ in
            let (pending, none) = self.state.withLock { s in
                let count = (s.open[address] ?? 1) - 1
                s.open[address] = count > 0 ? count : nil
                return (s.deadlines.removeValue(forKey: id), count <= 0)
            }
            pending?.cancel()
            if none { self.forgetRefusals(of: address) }
        }
        return true
    }

    /// The connection sent its request head and is being upgraded to a WebSocket: its
    /// deadline no longer applies.
    func upgraded(_ channel: any Channel) {
        let pending = state.withLock { $0.deadlines.removeValue(forKey: ObjectIdentifier(channel)) }
        pending?.cancel()
    }

    private func forgetRefusals(of address: String) {
        let unlogged = state.withLock { $0.refusals.removeValue(forKey: address)?.count ?? 0 }
        if unlogged > 0 {
            logger.notice("\(unlogged) more connection(s) from \(address) were closed at once, over the cap of \(cap).")
        }
    }

    /// The remote address, without its port.
    static func address(of channel: any Channel) -> String { channel.remoteAddress?.ipAddress ?? "unknown" }
}

/// Puts a ``ConnectionGuard`` before another child channel's setup (TLS and HTTP): a
/// connection over the cap gets no pipeline of its own and is closed as soon as it is active.
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    struct Value: ServerChildChannelValue {
        /// The base channel's value; `nil` for a refused connection.
        let base: Base.Value?
        let channel: any Channel
    }

    let base: Base
    let connectionGuard: ConnectionGuard

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        guard connectionGuard.admit(channel) else {
            return channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(CloseWhenActive())
                return Value(base: nil, channel: channel)
            }
        }
        return base.setup(channel: channel, logger: logger).map { Value(base: $0, channel: channel) }
    }

    func handle(value: Value, logger: Logger) async {
        guard let inner = value.base else { return }
        await base.handle(value: inner, logger: logger)
    }
}

/// Closes its channel as soon as it is active, reading nothing.
final class CloseWhenActive: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { context.close(promise: nil) }
    }

    func channelActive(context: ChannelHandlerContext) { context.close(promise: nil) }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}
}
