import EarshotCore
import EarshotServer
import EarshotTesting
import EarshotWire
import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import Testing

/// A real server in this process on 127.0.0.1 and a free port, over an SQLite file in a
/// temporary folder or a fresh database of the tests' private PostgreSQL server.
final class RunningServer: Sendable {
    let port: Int
    let context: ClubServerContext
    let folder: URL
    private let task: Task<Void, any Error>

    var url: String { "ws://127.0.0.1:\(port)\(WireProtocol.path)" }
    var databasePath: String { context.configuration.databasePath }

    init(
        store kind: StoreKind = .sqlite, location: String? = nil, idleTimeout: Duration = .seconds(60),
        throttleUnit: Duration = .milliseconds(300), logger: Logger? = nil,
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws {
        // As `earshot serve` does at start: the tests' own sockets and servers share one
        // process, and a soft limit of 1,024 open files could leave a server unable to accept.
        OpenFileLimit.raise()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fresh =
            kind == .postgres
            ? try await TemporaryPostgres.sharedServer().newDatabase() : folder.appendingPathComponent("club.sqlite").path
        let location = location ?? fresh
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, databasePath: location)
        configuration.idleTimeout = idleTimeout
        // Generous: with the whole suite on two cores, a hello can wait seconds for its turn;
        // no test here depends on the limit itself.
        configuration.helloTimeout = .seconds(30)
        configuration.loginThrottleUnit = throttleUnit
        // A loaded machine (the whole suite at once) can take seconds to upgrade a connection;
        // the tests of the handshake limit set their own.
        configuration.handshakeTimeout = .seconds(60)
        configure(&configuration)
        let context = try await ClubServerContext(configuration: configuration)
        self.context = context
        let (ports, found) = AsyncStream.makeStream(of: Int.self)
        // Kept, not printed: a client whose join fails prints what the server logged.
        let kept = RecordedLog()
        let logger =
            logger
            ?? {
                var quiet = Logger(label: "test.serve") { _ in kept.handler }
                quiet.logLevel = .info
                return quiet
            }()
        // A server that stops before it listens (it could not bind, say) ends the stream, so
        // that the test fails at once instead of waiting for a port for ever.
        task = Task {
            defer { found.finish() }
            try await ClubServer(context: context, logger: logger).run { found.yield($0) }
        }
        var port = 0
        for await p in ports {
            port = p
            break
        }
        guard port > 0 else {
            let why = await task.result
            throw HarnessFailure("The server stopped before it listened: \(why) \(kept.lines.joined(separator: " | "))")
        }
        self.port = port
        KeptLog.byURL.withLock { $0[url] = kept }
    }

    func stop() {
        task.cancel()
        try? FileManager.default.removeItem(at: folder)
    }
}

struct HarnessFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A client that speaks the wire protocol directly (no `RemoteClient`), sending raw text so
/// a test can also send what a real client never would.
final class WireClient: @unchecked Sendable {
    private let lock = NSLock()
    private var _received: [ServerMessage] = []
    private var _frames: [[ServerMessage]] = []
    private var _closed = false
    private var _error: (any Error)?
    private let started = ContinuousClock.now
    private var closedAfter: Duration?
    private var closeFrame = "(not yet)"
    private let sink: AsyncStream<String>.Continuation

    let url: String

    init(url: String) {
        self.url = url
        let (outgoing, sink) = AsyncStream.makeStream(of: String.self)
        self.sink = sink
        connect(outgoing)
    }

    private func connect(_ outgoing: AsyncStream<String>) {
        let url = self.url
        Task {
            var logger = Logger(label: "test.client")
            logger.logLevel = .critical
            do {
                let frame = try await WebSocketClient.connect(
                    url: url, configuration: .init(maxFrameSize: 1 << 20), logger: logger
                ) { inbound, outbound, _ in
                    // When the test closes the client (the outgoing stream ends), the client
                    // says goodbye with a close frame, as a real one does.
                    let writer = Task {
                        for await text in outgoing { try? await outbound.write(.text(text)) }
                        try? await outbound.close(.normalClosure, reason: nil)
                    }
                    defer { writer.cancel() }
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        if case .text(let text) = message, let decoded = try? WireCodec.decodeAll(ServerMessage.self, from: text) {
                            self.lock.withLock {
                                self._received.append(contentsOf: decoded)
                                self._frames.append(decoded)
                            }
                        }
                    }
                }
                self.lock.withLock { self.closeFrame = frame.map { "\($0.closeCode) \($0.reason ?? "")" } ?? "none" }
            } catch {
                self.lock.withLock { self._error = error }
            }
            self.lock.withLock {
                self._closed = true
                self.closedAfter = ContinuousClock.now - self.started
            }
        }
    }

    /// Why the connection ended, for a failed expectation: when, the error if any, and what came.
    var story: String {
        lock.withLock {
            "closed after \(closedAfter.map { "\($0)" } ?? "(still open)"), error: \(_error.map { "\($0)" } ?? "none"), close frame: \(closeFrame), received: \(_received)"
        }
    }

    var received: [ServerMessage] { lock.withLock { _received } }
    /// What came, one element a WebSocket text message (protocol 3: one or more messages each).
    var frames: [[ServerMessage]] { lock.withLock { _frames } }
    var closed: Bool { lock.withLock { _closed } }

    var events: [Event] { received.compactMap { if case .event(let e) = $0 { e } else { nil } } }
    var prompts: Int { received.filter { if case .prompt = $0 { true } else { false } }.count }

    func send(_ message: ClientMessage) { sink.yield(try! WireCodec.encode(message)) }
    func sendRaw(_ text: String) { sink.yield(text) }
    func hello(_ player: String) { send(.hello(Hello(clientVersion: "test", language: "en", player: player))) }

    /// A password every rule accepts.
    static let password = "Quiz-Night-42"

    /// Says hello as `player` and logs in, answering every password prompt with `password`
    /// (twice for a new name, which joins); returns once the session's first prompt came.
    @discardableResult
    func join(_ player: String, password: String = WireClient.password, sayHello: Bool = true) async -> Bool {
        if sayHello { hello(player) }
        // Answers every password prompt until the session's first prompt, or the close.
        // Generous: a loaded machine (the whole suite at once) can take many seconds to hash.
        var answered = 0
        let joined = await wait(limit: .seconds(90)) { c in
            while answered < c.secretPrompts {
                c.send(.secret(password))
                answered += 1
            }
            return c.prompts >= 1 || c.closed
        }
        if !joined || closed {
            // The test's own expectation says only that the join failed: say why here.
            let log = KeptLog.byURL.withLock { $0[url] }?.lines.suffix(40).joined(separator: "\n  ") ?? "(none)"
            try? FileHandle.standardError.write(
                contentsOf: Data("WireClient.join(\(player)) failed: \(story)\nThe server's log, last lines:\n  \(log)\n".utf8))
        }
        return joined && !closed
    }

    var secretPrompts: Int { received.filter { if case .secretPrompt = $0 { true } else { false } }.count }
    /// Every error, info and other app message the player was told, as text.
    var told: [String] {
        events.compactMap {
            switch $0 {
            case .app(.error(let m)), .app(.info(let m)): m
            default: nil
            }
        }
    }

    /// Waits (at most `limit`) until `condition` holds; returns whether it did.
    @discardableResult
    func wait(limit: Duration = .seconds(60), until condition: (WireClient) -> Bool) async -> Bool {
        let end = ContinuousClock.now + limit
        // A cancelled task's sleep returns at once: stop then, or this would spin until the end.
        while ContinuousClock.now < end, !Task.isCancelled {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        let held = condition(self)
        if !held, limit >= .seconds(10) {
            // A long wait that ran out is a failure: say what the connection saw, and the server.
            let log = KeptLog.byURL.withLock { $0[url] }?.lines.suffix(40).joined(separator: "\n  ") ?? "(none)"
            try? FileHandle.standardError.write(
                contentsOf: Data("WireClient.wait ran out after \(limit): \(story)\nThe server's log, last lines:\n  \(log)\n".utf8))
        }
        return held
    }

    /// Ends the connection from the client's side, with a close frame.
    func close() { sink.finish() }
}

/// Each running server's log, by its URL (a ``RecordedLog``, kept rather than printed).
enum KeptLog {
    static let byURL = Mutex<[String: RecordedLog]>([:])
}
