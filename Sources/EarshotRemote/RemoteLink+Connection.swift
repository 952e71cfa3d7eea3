import EarshotConsole
import EarshotCore
import EarshotWire
import Foundation
import HummingbirdWSClient
import Logging
import NIOPosix
import Synchronization

/// How a link connects, gives up when no welcome comes in time, and stops. Each link has an
/// event loop of its own: shutting it down is the one thing that stops a TCP connection or
/// an upgrade that hangs (no task cancellation reaches them). Once upgraded, the WebSocket
/// is stopped from inside instead, since its own code then waits on that loop.
extension RemoteLink {
    /// Ends the connection wherever it stands. Once upgraded, the WebSocket stops talking and
    /// closes (within its 1-second close limit, if the server never answers the close). Before
    /// that, the link's event loop is shut down: nothing else stops a connection or an upgrade
    /// that hangs, and no WebSocket code is waiting on the loop yet.
    func stop() {
        let beforeUpgrade = state.withLock {
            $0.stopped = true
            return !$0.talking
        }
        stopSink.yield()
        outgoingSink.finish()
        if beforeUpgrade {
            let loop = self.loop
            Task { try? await loop.shutdownGracefully() }
        }
    }

    /// Connects, talks until the connection ends, and says how it ended (unless the player
    /// hung up): the link's one task.
    func connect() async -> Outcome {
        var logger = Logger(label: "earshot.remote")
        logger.logLevel = .critical
        let watchdog = Task { await self.watchForWelcome() }
        do {
            try await WebSocketClient.connect(
                url: url, configuration: .init(maxFrameSize: WireProtocol.maxMessageBytes, closeTimeout: .seconds(1)),
                tlsConfiguration: try Self.tlsConfiguration(), eventLoopGroup: loop, logger: logger
            ) { inbound, outbound, _ in
                try await self.talk(inbound: inbound, outbound: outbound)
            }
        } catch {
            settle(.lost(Self.describe(error, messages)))
        }
        watchdog.cancel()
        try? await loop.shutdownGracefully()
        let closed = messages("remote.closedWithoutGoodbye")
        var (outcome, quiet, reached, left) = state.withLock {
            $0.open = false
            return ($0.outcome ?? .lost(closed), $0.hungUp, $0.welcomed, $0.leaving)
        }
        if left, case .lost = outcome {
            // The player pressed Ctrl-D and the server just closed: they chose to leave.
            outcome = .goodbye
            if !quiet { await presenter.say(.goodbye) }
        }
        if !quiet { await tellPlayer(outcome, reached: reached) }
        welcomeSink.finish()
        stopSink.finish()
        signalSink.finish()
        outgoingSink.finish()
        return outcome
    }

    /// Ends the link when no welcome came within ``welcomeTimeout``, saying so.
    private func watchForWelcome() async {
        try? await Task.sleep(for: welcomeTimeout)
        guard !Task.isCancelled, !state.withLock({ $0.welcomed }) else { return }
        let m = messages
        let seconds = Int(welcomeTimeout.components.seconds)
        settle(.lost(m("remote.noAnswer", ["time": m.plural("mode.time.seconds", count: max(1, seconds))])))
        stop()
    }

    /// The link was stopped (``abort()``, or no welcome in time).
    private struct Stopped: Error {}

    /// Sends what the client queues and handles what the server sends, until the server
    /// closes, or the link is stopped.
    private func talk(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard
            state.withLock({ state -> Bool in
                state.talking = !state.stopped
                return state.talking
            })
        else { throw Stopped() }
        // Each task says whether it was the reading that ended.
        try await withThrowingTaskGroup(of: Bool.self) { group in
            let outgoing = self.outgoing
            group.addTask {
                for await message in outgoing { try await outbound.write(.text(try WireCodec.encode(message))) }
                try? await outbound.close(.normalClosure, reason: "bye")
                return false
            }
            // Hello goes first: the reading-time reports start only once it is queued.
            send(.hello(hello))
            group.addTask {
                await self.reportReadingTimes()
                return false
            }
            let stops = self.stops
            group.addTask {
                for await _ in stops { throw Stopped() }
                return false
            }
            group.addTask {
                for try await message in inbound.messages(maxSize: WireProtocol.maxMessageBytes) {
                    guard case .text(let text) = message else { continue }
                    guard let replies = try? WireCodec.decodeAll(ServerMessage.self, from: text) else {
                        self.settle(.lost(self.messages("remote.unreadable")))
                        break
                    }
                    for reply in replies { await self.receive(reply) }
                }
                return true
            }
            while let readingEnded = try await group.next(), !readingEnded {}
            outgoingSink.finish()
            group.cancelAll()
        }
    }
}
