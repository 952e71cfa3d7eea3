import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotStore
import EarshotWire
import Foundation
import Logging
import Synchronization

/// One player's connection: a `Session` of its own on the server, over the shared store, fed
/// by the socket's lines and sending its events back. Nothing outlives the connection but
/// what the session stored.
///
/// The WebSocket handler calls ``receive(_:)`` for each text message, in order, and
/// ``clientGone()`` when the socket ends; ``run(send:close:)`` runs the session meanwhile.
final class ClubConnection: Sendable {
    /// What to do after a message.
    enum Verdict: Equatable {
        case carryOn
        /// Close this connection (and only this one), saying why.
        case close(WireErrorCode)
        /// The client said bye.
        case leave
    }

    let server: ClubServerContext
    let outbox = Outbox()
    let reader: SocketLineReader
    /// Earshot's own voice for a web page that turns it on.
    let voice: WebVoiceSwitch
    let reading: ReportedReadingTime
    let activity = ActivityClock()
    let logger: Logger
    /// The remote address, for the login rate limit and the log.
    let peer: String
    /// The player's language, from their hello.
    private let language = LockedLanguage()
    /// When the last typed line came (for the answer-to-verdict time).
    let lastLine = LastLine()
    private let hellos: AsyncStream<Hello>
    private let helloSink: AsyncStream<Hello>.Continuation

    init(server: ClubServerContext, peer: String = "unknown", logger: Logger) {
        self.server = server
        self.peer = peer
        self.logger = logger
        reader = SocketLineReader(outbox: outbox)
        (hellos, helloSink) = AsyncStream.makeStream(of: Hello.self)
        let hooks = server.registry.speechHooks
        voice = WebVoiceSwitch { WebVoiceSwitch.make(hooks: hooks) }
        reading = ReportedReadingTime(voice: voice)
    }

    /// Runs the connection: waits for hello, plays the session to its end, sends what is
    /// queued, then calls `close` with the reason (`nil`: a normal goodbye).
    func run(
        send: @escaping @Sendable (String) async throws -> Void, close: @escaping @Sendable (WireErrorCode?) async -> Void
    ) async {
        async let written: Void = writeAll(send)
        let reason = await serve { [self] in await sendQueued(send) }
        outbox.finish()
        await written
        await close(reason)
    }

    /// The socket has ended (the client left, or ``receive(_:)`` asked to close): the session
    /// sees the end of input, ends any game as abandoned with its answers kept, and returns.
    func clientGone() {
        helloSink.finish()
        reader.close()
    }

    private func writeAll(_ send: @escaping @Sendable (String) async throws -> Void) async {
        for await _ in outbox.doorbell { await sendQueued(send) }
        await sendQueued(send)  // what was posted as the outbox finished
    }

    /// Sends everything queued, in order: as few WebSocket messages as fit, one line each
    /// (protocol 3), so each costs one write and one flush. Called by the writer task and by
    /// the session's own task after it posts (``WireEventSink``); one of them sends at a time
    /// (``Outbox/claim()``), and what comes meanwhile goes with the one sending.
    private func sendQueued(_ send: @escaping @Sendable (String) async throws -> Void) async {
        guard var messages = outbox.claim() else { return }
        while true {
            do {
                for frame in WireCodec.frames(try messages.map(SharedEncoding.text(of:))) { try await send(frame) }
            } catch {
                logger.info("Sending to \(peer) failed, so its input ends: \(error)")
                reader.close()
            }
            guard let next = outbox.more() else { return }
            messages = next
        }
    }

    /// Plays the session; `sendNow` sends what the session posted, from its own task.
    private func serve(sendNow: @escaping @Sendable () async -> Void) async -> WireErrorCode? {
        let hellos = self.hellos
        // No hello in time (or a failure): said, and closed. The stream's end: closed.
        guard
            let came = try? await withTimeLimit(
                server.configuration.helloTimeout,
                { () async -> Hello? in
                    for await h in hellos { return h }
                    return nil
                })
        else {
            outbox.post(.error(code: .idle, message: "No hello came in time."))
            return .idle
        }
        guard let hello = came else { return activity.closing }
        outbox.post(.welcome(protocolVersion: WireProtocol.version, serverVersion: Launcher.version))
        let language = Language(locale: hello.language) ?? .en
        self.language.set(language)
        let messages = Messages(language)
        activity.speak(messages)
        let watchdog = Task { await self.watchIdle(messages) }
        defer { watchdog.cancel() }
        let input = InputChannel(reader: reader)
        let outbox = self.outbox
        voice.remember(language: language)
        let sink = WireEventSink(
            outbox: outbox, wordsIn: hello.wantsText ? language : nil, voice: hello.wantsText ? voice : nil,
            metrics: server.metrics, lastLine: lastLine, sendNow: sendNow)
        defer { sink.connectionEnded() }
        let login = ClubLogin(
            store: server.store, throttles: server.throttles, address: peer, input: input,
            tell: { sink.post(.app($0)) }, tries: server.configuration.loginTries,
            commandWords: server.commandWords, pronouncer: server.pronouncer, logger: logger, messages: messages,
            metrics: server.metrics)
        let player: Player
        switch await login.run(suggested: hello.player) {
        case .player(let record):
            player = record
            reader.dropTypedAhead()
        case .gone:
            logger.info("The client from \(peer) left while logging in.")
            return activity.closing
        case .refused(let why):
            outbox.post(.error(code: .login, message: why))
            return .login
        }
        let session: Session
        do {
            session = try await server.makeSession(
                player: player.name, language: language, address: peer, input: input,
                sink: sink, speech: reading)
        } catch {
            logger.error("A session could not start: \(error)")
            outbox.post(.error(code: .unavailable, message: messages("server.sessionFailed", ["error": "\(error)"])))
            return .unavailable
        }
        let accountID = player.id
        server.live.add(self, account: accountID)
        _ = await session.runREPL(version: Launcher.version)
        server.live.remove(self, account: accountID)
        // Only this session's output is flushed: the plugins serve every player of the server
        // and stop with it (`Session.shutdown` would stop them for everyone).
        await session.presenter.flush()
        if let reason = activity.closing { return reason }
        outbox.post(.goodbye(reason: "Goodbye."))
        return nil
    }

    /// Takes one text message from the client.
    func receive(_ text: String) -> Verdict {
        let verdict = judge(text)
        switch verdict {
        case .carryOn: break
        case .close(let code):
            activity.close(code)
            clientGone()
        case .leave:
            clientGone()
        }
        return verdict
    }

    private func judge(_ text: String) -> Verdict {
        let message: ClientMessage
        do {
            message = try WireCodec.decode(ClientMessage.self, from: text)
        } catch let error as WireError {
            outbox.post(.error(code: error.code, message: error.description))
            return .close(error.code)
        } catch {
            return .close(.malformed)
        }
        if case .readingTime = message {} else { activity.touch() }
        switch message {
        case .hello(let hello):
            guard !activity.saidHello else { return refuse(.malformed, "hello was already said.") }
            activity.sayHello()
            guard hello.protocolVersion == WireProtocol.version else {
                return refuse(
                    .version,
                    "This server speaks protocol version \(WireProtocol.version) and your Earshot speaks version \(hello.protocolVersion). Update the older of the two."
                )
            }
            if let name = hello.player, let problem = Self.problem(withName: name) { return refuse(.malformed, problem) }
            helloSink.yield(hello)
            helloSink.finish()
            return .carryOn
        case _ where !activity.saidHello:
            return refuse(.malformed, "The first message must be hello.")
        case .line(let line):
            lastLine.now()
            guard line.utf8.count <= 4096, reader.deliver(.line(line)) else {
                return refuse(.malformed, "Too many lines, or a line too long, came at once.")
            }
        case .secret(let line):
            guard reader.deliverSecret(line) else { return refuse(.malformed, "Too many lines came at once.") }
        case .interrupt:
            guard reader.deliver(.interrupt) else { return refuse(.malformed, "Too many lines came at once.") }
        case .readingTime(let ms):
            reading.report(milliseconds: ms)
        case .bye:
            return .leave
        case .voice(let on):
            let voice = self.voice
            Task { await voice.turn(on) }
        }
        return .carryOn
    }

    /// The client sent a message over ``WireProtocol/maxMessageBytes`` (in fragments, which the
    /// WebSocket library counted): the player is told, and the connection closes with 1009.
    func refuseTooLarge() {
        let m = activity.messages
        outbox.post(.error(code: .tooLarge, message: m("server.tooLarge", ["size": "\(WireProtocol.maxMessageBytes / 1024)"])))
        activity.close(.tooLarge)
    }

    private func refuse(_ code: WireErrorCode, _ message: String) -> Verdict {
        outbox.post(.error(code: code, message: message))
        return .close(code)
    }

    /// Why a player name from the network is refused, or `nil`.
    static func problem(withName name: String) -> String? {
        let clean = name.trimmingCharacters(in: .whitespaces)
        if clean.count < 1 || clean.count > 32 { return "A player name has 1 to 32 characters." }
        if clean.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "A player name cannot hold control characters."
        }
        return nil
    }

    /// Ends the session when the player has sent nothing for the idle time limit.
    private func watchIdle(_ m: Messages) async {
        let limit = server.configuration.idleTimeout
        let step = min(limit / 4, .seconds(5))
        while !Task.isCancelled {
            try? await Task.sleep(for: step)
            if Task.isCancelled { return }
            if activity.idle >= limit {
                activity.close(.idle)
                outbox.post(
                    .error(
                        code: .idle,
                        message: m("server.idle", ["time": Self.minutes(limit, m)])))
                reader.close()
                return
            }
        }
    }

    static func minutes(_ d: Duration, _ m: Messages = .english) -> String {
        let s = Int(d.components.seconds)
        if s < 120 { return m.plural("mode.time.seconds", count: s) }
        return m.plural("mode.time.minutes", count: s / 60)
    }
}

extension ClubConnection {
    /// Tells the player, at once, something done to their account.
    func tell(_ entry: AuditEntry) {
        guard let words = Messages(language.get()).accountNews(entry) else { return }
        outbox.post(.event(.app(.info(words))))
    }

    /// Ends the session of a banned account: the ban is said, any game ends as abandoned
    /// (its answers kept, nothing more taken), and the connection closes.
    func endForBan(_ entry: AuditEntry) {
        let m = Messages(language.get())
        if let words = m.accountNews(entry) { outbox.post(.event(.app(.error(words)))) }
        activity.close(.banned)
        outbox.post(.error(code: .banned, message: m("role.banned.ends", ["name": entry.targetName ?? ""])))
        reader.close()
    }
}

extension ClubConnection {
    /// The server is stopping (SIGTERM): the player is told in words, any game ends as
    /// abandoned with its answers kept, and the connection closes with `unavailable`, after
    /// which the terminal client offers to connect again.
    func endForRestart() {
        let m = Messages(language.get())
        activity.close(.unavailable)
        outbox.post(.error(code: .unavailable, message: m("server.restarting")))
        reader.close()
    }
}

/// The language a connection speaks, set once its hello came.
final class LockedLanguage: Sendable {
    private let value = Mutex(Language.en)
    func set(_ language: Language) { value.withLock { $0 = language } }
    func get() -> Language { value.withLock { $0 } }
}

/// When a connection's last typed line came.
final class LastLine: Sendable {
    private let at = Mutex<ContinuousClock.Instant?>(nil)
    func now() { at.withLock { $0 = .now } }
    var instant: ContinuousClock.Instant? { at.withLock { $0 } }
}
