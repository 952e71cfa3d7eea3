import ArgumentParser
import EarshotApp
import EarshotCore
import EarshotServer
import EarshotSpeech
import EarshotWire
import Foundation
import Logging

/// `earshot serve`: a club server. Each connection plays its own session on the server.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a club server that players join with earshot --server.",
        discussion: """
            Each player who connects gets a session of their own on the server; answers are judged and \
            stored here. Without TLS the server listens only on this computer unless --insecure is given. \
            See docs/server.md.
            """)

    @Option(name: .long, help: "Where to listen, as HOST:PORT (default 127.0.0.1:8080).")
    var listen: String = "127.0.0.1:8080"

    @Option(name: .long, help: "The store: an SQLite file (default: $XDG_DATA_HOME/earshot/earshot.sqlite) or a postgres:// URL.")
    var db: String?

    @Option(name: .customLong("tls-cert"), help: "The server's certificate chain, a PEM file.")
    var tlsCert: String?

    @Option(name: .customLong("tls-key"), help: "The server's private key, a PEM file.")
    var tlsKey: String?

    @Flag(name: .long, help: "Listen beyond this computer without TLS. Anyone on the network can then read and change what players send.")
    var insecure = false

    @Option(name: .customLong("idle-timeout"), help: "Close a session after this many seconds with nothing from the player (default 1800).")
    var idleTimeout: Int = 1800

    @Option(
        name: .customLong("connections-per-address"),
        help: "The most connections one address may hold open at once (default 64; 0 for no cap, behind a proxy).")
    var connectionsPerAddress: Int = 64

    @Option(
        name: .customLong("handshake-timeout"),
        help: "Close a connection that has not become a WebSocket after this many seconds (default 10).")
    var handshakeTimeout: Int = 10

    @Option(
        name: .customLong("failed-names-per-address"),
        help: "How many different names may fail to log in from one address before its logins are slowed (default 10).")
    var failedNamesPerAddress: Int = 10

    @Flag(
        name: .customLong("shared-store"),
        help: "Other servers share this store: leave games that are still playing alone at start (they may be another server's).")
    var sharedStore = false

    @Option(
        name: .customLong("log-format"),
        help: "text (default), or json: one JSON object per line on standard error, for a log collector.")
    var logFormat: String = "text"

    func validate() throws {
        if !["text", "json"].contains(logFormat) { throw ValidationError("--log-format is text or json.") }
        if idleTimeout < 5 { throw ValidationError("--idle-timeout must be at least 5 seconds.") }
        if connectionsPerAddress < 0 { throw ValidationError("--connections-per-address cannot be negative.") }
        if handshakeTimeout < 1 { throw ValidationError("--handshake-timeout must be at least 1 second.") }
        if failedNamesPerAddress < 1 { throw ValidationError("--failed-names-per-address must be at least 1.") }
    }

    func run() async throws {
        let (host, port) = try ServerConfiguration.parseListen(listen)
        var configuration = ServerConfiguration(host: host, port: port, databasePath: db ?? AppOptions.defaultDatabasePath())
        configuration.tlsCertificate = tlsCert
        configuration.tlsKey = tlsKey
        configuration.insecure = insecure
        configuration.idleTimeout = .seconds(idleTimeout)
        configuration.sharedStore = sharedStore
        configuration.connectionsPerAddress = connectionsPerAddress
        configuration.handshakeTimeout = .seconds(handshakeTimeout)
        configuration.loginNamesPerAddress = failedNamesPerAddress
        do {
            try configuration.validate()
        } catch {
            throw ValidationError("\(error)")
        }
        var logger =
            logFormat == "json" ? Logger(label: "earshot.serve") { JSONLogHandler(label: $0) } : Logger(label: "earshot.serve")
        logger.logLevel = .info
        let context: ClubServerContext
        do {
            context = try await ClubServerContext(
                configuration: configuration, pronouncer: EspeakNamePronouncer(dataFolder: AppOptions.dataFolder()))
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("Earshot cannot start the server: \(error)\n".utf8))
            throw ExitCode(1)
        }
        for problem in context.problems { logger.warning("\(problem)") }
        for clash in await context.nameClashes() {
            logger.warning("Two accounts have names a player could not tell apart: \(clash). Ask one of them to rename.")
        }
        if let files = OpenFileLimit.raise(), files < 4096 {
            logger.warning(
                "This server may open only \(files) files at once, so it can hold about that many players. Raise the limit (ulimit -n, or LimitNOFILE= in its systemd unit)."
            )
        }
        if let warning = configuration.insecureWarning { logger.warning("\(warning)") }
        let scheme = configuration.tlsCertificate == nil ? "ws" : "wss"
        let announce = logger
        let store = context.storeDescription
        try await ClubServer(context: context, logger: logger).run(handleSignals: true) { port in
            announce.info("Earshot is serving on \(scheme)://\(host):\(port)\(WireProtocol.path) with the store \(store).")
        }
    }
}
