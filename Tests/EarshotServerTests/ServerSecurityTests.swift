// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotServer
import EarshotStore
import EarshotWire
import Foundation
import Logging
import Synchronization
import Testing

/// A server's defences, tried from a raw WebSocket client that speaks the wire protocol
/// directly (no `RemoteClient`), so it can send what a real client never would.
@Suite("A club server's security", .serialized, .timeLimit(.minutes(5)))
struct ServerSecurityTests {
    /// Before logging in, nothing the client sends runs as a command: lines wait, and a wrong
    /// password ends the tries.
    @Test func nothingRunsBeforeLogin() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let admin = WireClient(url: server.url)
        #expect(await admin.join("Ada"))
        admin.send(.line("quit"))
        #expect(await admin.wait { $0.closed })

        let stranger = WireClient(url: server.url)
        defer { stranger.close() }
        stranger.hello("Ada")
        #expect(await stranger.wait { $0.secretPrompts >= 1 })
        for line in ["users", "stats", "play classic geography 3", "promote Eve admin"] { stranger.send(.line(line)) }
        // Three rounds of two passwords each (the second: "type it again").
        for guess in ["Password-1", "Password-2", "Letmein-22", "Letmein-23", "Hunter-333", "Hunter-334"] {
            let before = stranger.secretPrompts
            stranger.send(.secret(guess))
            #expect(await stranger.wait { $0.secretPrompts > before || $0.closed })
            // Wait out the throttle so each round is checked (and counted).
            try await Task.sleep(for: .milliseconds(800))
        }
        #expect(await stranger.wait { $0.closed })
        #expect(stranger.received.contains { if case .error(.login, _) = $0 { true } else { false } })
        #expect(stranger.prompts == 0, "the session's prompt never came")
        // Only the login's words came: no list, menu, welcome or game event of a session.
        let sessionEvents = stranger.events.filter {
            switch $0 {
            case .app(.info), .app(.error), .app(.prompt): false
            default: true
            }
        }
        #expect(sessionEvents.isEmpty)
        let ada = try #require(try await server.context.store.account(named: "Ada"))
        #expect(ada.failedLogins == 3)
        #expect(try await server.context.store.account(named: "Eve") == nil)
        #expect(try await server.context.store.stats(playerID: ada.id).games == 0)
    }

    /// Lines sent before the login finished are dropped, not run once it has.
    @Test func linesSentBeforeLoginNeverRun() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let early = WireClient(url: server.url)
        defer { early.close() }
        early.hello("Eli")
        early.send(.line("quit"))
        early.send(.line("play classic geography 3"))
        #expect(await early.join("Eli", sayHello: false))
        try await Task.sleep(for: .milliseconds(300))
        #expect(!early.closed && early.asked.isEmpty, "neither quit nor play ran")
        early.send(.line("modes"))
        #expect(await early.wait { c in c.events.contains { if case .app(.list) = $0 { true } else { false } } })
    }

    /// A plain player tries every privileged command over the wire. Each is refused in words,
    /// and nothing changes in the store. The same commands from a moderator do change it, so
    /// the check can fail.
    @Test(arguments: StoreKind.available)
    func aPlayerCannotUsePrivilegedCommands(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind)
        defer { server.stop() }
        let store = server.context.store
        let admin = WireClient(url: server.url)
        #expect(await admin.join("Ada"))
        admin.send(.line("quit"))
        #expect(await admin.wait { $0.closed })
        let target = try await store.register(name: "Tom", passwordHash: nil)
        let banned = try await store.register(name: "Ben", passwordHash: nil)
        try await store.setBanned(true, reason: "Spam", playerID: banned.id)
        let submission = try await store.submit(
            Question(
                categoryID: "geography", kind: .choice, difficulty: .easy, text: "Which is the largest ocean?",
                answers: ["Pacific"], wrong: ["Atlantic", "Indian", "Arctic"]),
            authorID: target.id, day: "2026-11-23")
        let questionID = try #require(try await store.questions(in: "geography").first?.storeID)
        let report = try await store.fileReport(
            kind: .question, reporterID: target.id, questionID: questionID, questionText: "Which?", words: "typo", at: Date())

        func snapshot() async throws -> String {
            let users = try await store.users().map { "\($0.account.name):\($0.account.role):\($0.account.banned)" }
            let queue = try await store.queue(offset: 0, limit: 50)
            let bank = try await store.categories().map { "\($0.category.id):\($0.total)" }
            let reports = try await store.openReports(offset: 0, limit: 50).items.map(\.id)
            return
                "\(users) \(queue.total) \(queue.items.map(\.state)) \(bank) \(try await store.bankQuestion(questionID)!.retired) \(reports)"
        }
        let before = try await snapshot()

        let pat = WireClient(url: server.url)
        defer { pat.close() }
        #expect(await pat.join("Pat"))
        let after = try await snapshot()
        #expect(after.contains("Pat:player:false"), "Pat joined as a plain player")
        let privileged = [
            "users", "ban Tom", "unban Ben", "promote Pat admin", "promote Pat moderator", "demote Ada",
            "queue", "review \(submission)", "approve \(submission)", "reject \(submission) no", "ask changes \(submission) fix it",
            "questions", "show question \(questionID)", "edit question \(questionID)", "add question",
            "remove question \(questionID)", "reports", "fix \(report)", "dismiss \(report) no", "resolve \(report)",
            // Commands that would change who is playing, refused by the server itself.
            "player Tom", "login Ada", "logout", "register Eve", "hot seat Pat Tom", "user Tom",
        ]
        for command in privileged {
            let (prompts, errors) = (pat.prompts, pat.errors)
            pat.send(.line(command))
            #expect(await pat.wait { $0.prompts > prompts }, "\(command) answered")
            #expect(pat.errors > errors, "\(command) refused in words")
        }
        #expect(try await snapshot() == after, "nothing changed")
        #expect(try await store.account(named: "Eve") == nil)
        #expect(try await store.submission(submission)?.state == .pending)

        // The same approval from a moderator goes through.
        try await store.setRole(.moderator, playerID: try #require(try await store.account(named: "Pat")).id)
        let prompts = pat.prompts
        pat.send(.line("approve \(submission)"))
        #expect(await pat.wait { $0.prompts > prompts })
        #expect(try await store.submission(submission)?.state == .approved)
        #expect(!pat.closed, "refusals never closed the connection")
    }

    /// Bad messages from one client close that client only: another, mid-game, plays on.
    @Test func aBadMessageClosesOnlyItsConnection() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let good = WireClient(url: server.url)
        defer { good.close() }
        #expect(await good.join("Good"))
        good.send(.line("play classic geography 3"))
        #expect(await good.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
        for (n, bad) in [
            "{not json", "{\"type\":\"line\"}", "{\"type\":\"readingTime\",\"milliseconds\":-5}",
            try WireCodec.encode(ClientMessage.line(String(repeating: "x", count: 100_000))),
        ].enumerated() {
            let client = WireClient(url: server.url)
            #expect(await client.join("Bad\(n)"))
            client.sendRaw(bad)
            #expect(await client.wait { $0.closed })
        }
        good.send(.line("skip"))
        #expect(await good.wait { c in c.events.contains { if case .game(.skipped) = $0 { true } else { false } } })
        #expect(await good.wait { $0.asked.count >= 2 }, "the game goes on")
        #expect(!good.closed)
    }

    /// Neither a new password, a right one nor a wrong one reaches the server's log.
    @Test func passwordsAreNeverLogged() async throws {
        let log = RecordedLog()
        var logger = Logger(label: "test.serve") { _ in log.handler }
        logger.logLevel = .trace
        let server = try await RunningServer(logger: logger)
        defer { server.stop() }
        let first = WireClient(url: server.url)
        #expect(await first.join("Lou", password: "Secret-Tune-77"))
        first.send(.line("quit"))
        #expect(await first.wait { $0.closed })
        let again = WireClient(url: server.url)
        defer { again.close() }
        again.hello("Lou")
        #expect(await again.wait { $0.secretPrompts >= 1 })
        again.send(.secret("Wrong-Tune-88"))
        #expect(await again.wait { $0.secretPrompts >= 2 })
        #expect(!log.lines.isEmpty && log.lines.contains { $0.contains("Lou") }, "logins are logged")
        #expect(!log.lines.contains { $0.contains("Secret-Tune-77") || $0.contains("Wrong-Tune-88") })
    }

    @Test func anIdleSessionIsToldInWordsBeforeItCloses() async throws {
        #expect(ServerConfiguration(host: "127.0.0.1", port: 0, databasePath: "x").idleTimeout == .seconds(30 * 60))
        let server = try await RunningServer(idleTimeout: .seconds(1))
        defer { server.stop() }
        let client = WireClient(url: server.url)
        defer { client.close() }
        #expect(await client.join("Nap"))
        #expect(await client.wait(limit: .seconds(15)) { $0.closed })
        let words = client.received.compactMap { if case .error(.idle, let m) = $0 { m } else { nil } }.first
        #expect(words?.contains("You were away for") == true && words?.contains("Connect again") == true)
    }
}

extension WireClient {
    var errors: Int { events.filter { if case .app(.error) = $0 { true } else { false } }.count }
}

/// Every log line, message and metadata, as text. The lines are shared, under a lock; each
/// logger's metadata and level are its own, in a ``Handler`` value. (A `LogHandler` that is a
/// class shares them between loggers: `Logger.with(metadataKey:)`, which the WebSocket router
/// calls on the event loops, then mutated one dictionary from several threads at once. That
/// corrupted memory and crashed the test process now and then, in unrelated places.)
final class RecordedLog: Sendable {
    private let kept = Mutex<[(at: ContinuousClock.Instant, text: String)]>([])
    var lines: [String] { kept.withLock { $0.map(\.text) } }

    /// When each line containing `text` was written.
    func times(of text: String) -> [ContinuousClock.Instant] {
        kept.withLock { $0.filter { $0.text.contains(text) }.map(\.at) }
    }

    /// A handler that writes here.
    var handler: Handler { Handler(log: self) }

    struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(
            level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String,
            function: String, line: UInt
        ) {
            let text = "\(message) \(metadata ?? [:]) \(self.metadata)"
            let now = ContinuousClock.now
            log.kept.withLock { $0.append((now, text)) }
        }
    }
}
