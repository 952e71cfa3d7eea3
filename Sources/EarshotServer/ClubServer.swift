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
            maxFrameSize: WireProtocol.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30)))
        var server: HTTPServerBuilder = .http1WebSocketUpgrade(
            configuration: HTTP1WebSocketUpgradeChannel.Configuration(ws: wsConfiguration)
        ) { request, channel, _ in
            guard request.path == WireProtocol.path else { return .dontUpgrade }
            let peer = channel.remoteAddress?.ipAddress ?? "unknown"
            return .upgrade([:]) { inbound, outbound, _ in
                await Self.handle(inbound: inbound, outbound: outbound, context: context, peer: peer, logger: logger)
            }
        }
        if let cert = configuration.tlsCertificate, let key = configuration.tlsKey {
            let tls = TLSConfiguration.makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(cert).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
            server = try .tls(server, tlsConfiguration: tls)
        }
        let router = Router()
        router.get("/health") { _, _ in "ok\n" }
        let app = Application(
            router: router, server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "earshot"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
        let watcher = Task { await context.watchAudit(every: configuration.auditInterval, logger: logger) }
        defer { watcher.cancel() }
        if handleSignals { try await app.runService() } else { try await app.run() }
    }

    static func handle(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, context: ClubServerContext, peer: String,
        logger: Logger
    ) async {
        let connection = ClubConnection(server: context, peer: peer, logger: logger)
        logger.info("A player connected from \(peer).")
        let session = Task {
            await connection.run(
                send: { try await outbound.write(.text($0)) },
                close: { reason in
                    try? await outbound.close(reason.map(Self.closeCode) ?? .normalClosure, reason: reason?.rawValue)
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
            logger.info("The connection from \(peer) broke: \(error)")
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
