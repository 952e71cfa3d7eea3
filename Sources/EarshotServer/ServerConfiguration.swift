import EarshotCore
import EarshotWire
import Foundation

/// How `earshot serve` runs: where it listens, which store it opens, TLS and time limits.
public struct ServerConfiguration: Sendable {
    public var host: String
    /// The port; 0 picks a free one (tests).
    public var port: Int
    /// The store: an SQLite path, or a `postgres://` URL.
    public var databasePath: String
    /// Other servers share this store (several `earshot serve` behind one load balancer): then
    /// games left playing are not closed at start, since they may be another server's.
    public var sharedStore = false
    /// PEM files for TLS; both or neither.
    public var tlsCertificate: String?
    public var tlsKey: String?
    /// Listen beyond loopback without TLS.
    public var insecure = false
    /// A connection with no message from the player for this long is closed; a game in
    /// progress ends as abandoned with its answers kept.
    public var idleTimeout: Duration = .seconds(30 * 60)
    /// How long this server's rooms stay its own without its heartbeat in the store: after
    /// that, another server of the club may take a room over (this one died).
    public var roomLease: Duration = .seconds(15)
    /// How long a new connection has to say hello.
    public var helloTimeout: Duration = .seconds(10)
    /// How long a new connection has to send a complete request head and be upgraded to a
    /// WebSocket (TLS handshake included). A connection that is not a WebSocket by then (one
    /// that sends nothing, half a request, or keeps a plain HTTP request open) is closed.
    public var handshakeTimeout: Duration = .seconds(10)
    /// The most connections one remote address may hold open at once; one more is closed at
    /// once. 0 means no cap (for a server behind a proxy on the same address, say). Loopback
    /// counts like any other address.
    public var connectionsPerAddress = 64
    /// Password tries (and new-name attempts) one connection gets before it is closed.
    public var loginTries = 3
    /// How often the audit table is read, so that a ban on any server sharing the store ends
    /// the account's sessions here too.
    public var auditInterval: Duration = .seconds(1)
    /// One second of the login throttle's schedule (1, 2, 4 … 60 seconds after wrong
    /// passwords); shorter only in tests.
    public var loginThrottleUnit: Duration = .seconds(1)
    /// How many different names may fail to log in from one address (within
    /// ``LoginThrottles/forgetAfter``) before every login from that address is slowed: one
    /// address trying many accounts is guessing, while a class behind one school address only
    /// mistypes now and then.
    public var loginNamesPerAddress = 10

    public init(host: String, port: Int, databasePath: String) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
    }

    /// Reads `HOST:PORT` (`[::1]:PORT` for IPv6).
    public static func parseListen(_ text: String) throws -> (host: String, port: Int) {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { throw ServerConfigurationError("\(text) has no port. Give it as HOST:PORT.") }
            portText = rest.dropFirst()
        } else {
            guard let colon = text.lastIndex(of: ":") else {
                throw ServerConfigurationError("\(text) has no port. Give it as HOST:PORT, such as 127.0.0.1:8080.")
            }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty else { throw ServerConfigurationError("\(text) has no host. Give it as HOST:PORT.") }
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw ServerConfigurationError("\"\(portText)\" is not a port. A port is a number from 1 to 65535.")
        }
        return (String(host), port)
    }

    /// Whether `host` can only be reached from this computer: every address it resolves to is
    /// a loopback address (``Loopback``), whatever its name looks like.
    public static func isLoopback(_ host: String) -> Bool { Loopback.isLoopback(host) }

    /// Refuses what would be unsafe or cannot work: half a TLS pair, or a plain-text server
    /// reachable from other computers without `--insecure`.
    public func validate() throws {
        if (tlsCertificate == nil) != (tlsKey == nil) {
            throw ServerConfigurationError("TLS needs both --tls-cert and --tls-key.")
        }
        if tlsCertificate == nil, !insecure, !Self.isLoopback(host) {
            throw ServerConfigurationError(
                "Without TLS the server only listens on this computer (127.0.0.1 or localhost). To listen on \(host), give --tls-cert and --tls-key, or add --insecure if you accept the risk: without TLS, anyone on the network between a player and the server can read and change what they send, including passwords once accounts exist."
            )
        }
    }

    /// What a player is told when listening without TLS beyond loopback.
    public var insecureWarning: String? {
        guard tlsCertificate == nil, !Self.isLoopback(host) else { return nil }
        return
            "Warning: the server is listening on \(host) without TLS. Anyone on the network between a player and this server can read and change what they send, including their answers and, once accounts exist, their passwords."
    }
}

/// A server setting that cannot work, in plain words.
public struct ServerConfigurationError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
