import EarshotCore
import EarshotWire
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOSSL
import NIOWebSocket
import ServiceLifecycle
import Synchronization

/// `earshot serve`: a Hummingbird server that upgrades `/play` to a WebSocket and runs one
/// session per connection over the shared store. It keeps no state but its live connections,
/// so several can share one store behind a load balancer (once that store is PostgreSQL).
public struct ClubServer: Sendable {
    public let context: ClubServerContext
    public let logger: Logger

    public init(context: ClubServerContext, logger: Logger = Logger(label: "earshot.serve")) {
        self.context = context
        self.logger = logger
    }

    /// Runs until cancelled (or, with `signals`, until SIGINT or SIGTERM). `onRunning` gets
    /// the port the server listens on (useful with port 0).
    public func run(handleSignals: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let configuration = context.configuration
        try configuration.validate()
        let context = self.context
        let logger = self.logger
        let wsConfiguration = WebSocketServerConfiguration(
            maxFrameSize: WireProtocol.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30)), validateUTF8: true)
        let connections = ConnectionGuard(
            cap: configuration.connectionsPerAddress, handshake: configuration.handshakeTimeout, logger: logger)
        let http = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(configuration.handshakeTimeout)), ws: wsConfiguration)
        let tls: TLSConfiguration?
        if let cert = configuration.tlsCertificate, let key = configuration.tlsKey {
            tls = TLSConfiguration.makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(cert).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
        } else {
            tls = nil
        }
        let server = HTTPServerBuilder { responder in
            let upgrade = HTTP1WebSocketUpgradeChannel(responder: responder, configuration: http) { request, channel, _ in
                guard request.path?.split(separator: "?").first.map(String.init) == WireProtocol.path else { return .dontUpgrade }
                guard WebPage.originAllowed(request) else {
                    logger.notice("A WebSocket from another site's page (\(request.headerFields[.origin] ?? "")) was refused.")
                    return .dontUpgrade
                }
                connections.upgraded(channel)
                WebSocketChecks.prepare(channel)
                let peer = channel.remoteAddress?.ipAddress ?? "unknown"
                return .upgrade([:]) { inbound, outbound, _ in
                    await Self.handle(inbound: inbound, outbound: outbound, context: context, peer: peer, logger: logger)
                }
            }
            guard let tls else { return GuardedChannel(base: upgrade, connectionGuard: connections) }
            return GuardedChannel(base: try TLSChannel(upgrade, tlsConfiguration: tls), connectionGuard: connections)
        }
        let router = Router()
        router.get("/health") { _, _ in "ok\n" }
        WebPage.add(to: router)
        OperatorRoutes.add(to: router, context: context)
        let app = Application(
            router: router, server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "earshot"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
        let watcher = Task { await context.watchAudit(every: configuration.auditInterval, logger: logger) }
        defer { watcher.cancel() }
        if handleSignals {
            // The drain is last in the group, so it is the first to hear of the stop.
            let group = ServiceGroup(
                configuration: .init(
                    services: [app, DrainOnShutdown(context: context, logger: logger)],
                    gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            try await group.run()
        } else {
            try await app.run()
        }
    }

    static func handle(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, context: ClubServerContext, peer: String,
        logger: Logger
    ) async {
        let connection = ClubConnection(server: context, peer: peer, logger: logger)
        let failure = CloseCodeBox()
        logger.info("A player connected from \(peer).")
        let session = Task {
            await connection.run(
                send: { try await outbound.write(.text($0)) },
                close: { reason in
                    let code = failure.code ?? reason.map(Self.closeCode) ?? .normalClosure
                    try? await outbound.close(code, reason: reason?.rawValue)
                })
        }
        do {
            for try await message in inbound.messages(maxSize: WireProtocol.maxMessageBytes) {
                let verdict: ClubConnection.Verdict
                switch message {
                case .text(let text): verdict = connection.receive(text)
                case .binary: verdict = connection.receive("binary")
                }
                if verdict != .carryOn { break }
            }
        } catch {
            // A message too large, a text that is not UTF-8, a continuation of nothing: the
            // connection closes with the code RFC 6455 gives (1009, 1007, 1002), not 1000.
            logger.info("The connection from \(peer) broke: \(error)")
            switch WebSocketChecks.closeCode(of: error) {
            case .messageTooLarge?: connection.refuseTooLarge()
            case let code?: failure.code = code
            case nil: break
            }
        }
        connection.clientGone()
        await session.value
        logger.info("The player from \(peer) left.")
    }

    static func closeCode(_ reason: WireErrorCode) -> WebSocketErrorCode {
        switch reason {
        case .tooLarge: .messageTooLarge
        case .malformed, .version: .protocolError
        case .idle: .normalClosure
        case .unavailable: .unexpectedServerError
        case .login, .banned: .policyViolation
        }
    }
}

/// The close code a connection ends with when the WebSocket itself failed, if it did.
final class CloseCodeBox: Sendable {
    private let value = Mutex<WebSocketErrorCode?>(nil)
    var code: WebSocketErrorCode? {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
