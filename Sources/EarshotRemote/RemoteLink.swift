import EarshotConsole
import EarshotCore
import EarshotWire
import Foundation
import HummingbirdWSClient
import Logging
import NIOSSL

/// One WebSocket connection to a server: sends hello, presents the events it receives with
/// the player's own presenter (text and speech), passes prompts to the client's loop, and
/// reports how long reading aloud took. It ends when the server says goodbye, refuses, or
/// goes away.
final class RemoteLink: @unchecked Sendable {
    /// What the client's loop hears from the link.
    enum Signal: Sendable {
        /// The server waits for a line (`secret`: a password, not to be echoed).
        case prompt(String, secret: Bool)
    }

    /// How a connection ended.
    enum Outcome: Sendable, Equatable {
        /// The server said goodbye: the player left.
        case goodbye
        /// The server refused or closed the session and said why (already told the player).
        case refused(WireErrorCode, String)
        /// The connection could not be made, or broke without a goodbye.
        case lost(String)
    }

    let url: String
    let hello: Hello
    let presenter: Presenter
    let input: InputChannel
    let speech: (any SpeechControl)?
    let files: FileReceiver
    let signals: AsyncStream<Signal>
    private let signalSink: AsyncStream<Signal>.Continuation
    private let outgoing: AsyncStream<ClientMessage>
    private let outgoingSink: AsyncStream<ClientMessage>.Continuation
    private let lock = NSLock()
    private var _open = true
    private var hungUp = false
    private var welcomed = false
    private var _outcome: Outcome?
    private var readingBase: Duration = .zero
    private var task: Task<Outcome, Never>?
    private var _language: Language

    /// The language the player hears: the one asked for in hello, then whatever the server
    /// switches to (a `language` event).
    var language: Language { lock.withLock { _language } }

    /// Everything the link says, in ``language``.
    var messages: Messages { Messages(language) }

    init(
        url: String, hello: Hello, presenter: Presenter, input: InputChannel, speech: (any SpeechControl)?,
        files: FileReceiver = FileReceiver(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    ) {
        self.files = files
        self.url = url
        self.hello = hello
        self.presenter = presenter
        self.input = input
        self.speech = speech
        _language = Language(named: hello.language) ?? .en
        (signals, signalSink) = AsyncStream.makeStream(of: Signal.self)
        (outgoing, outgoingSink) = AsyncStream.makeStream(of: ClientMessage.self)
    }

    /// Starts connecting.
    func start() async {
        readingBase = await speech?.readingTime() ?? .zero
        task = Task { await self.connect() }
    }

    /// Whether the connection is still up.
    var isOpen: Bool { lock.withLock { _open } }

    /// Waits for the connection to end.
    func outcome() async -> Outcome { await task?.value ?? .lost(messages("remote.neverStarted")) }

    /// Queues a message for the server.
    func send(_ message: ClientMessage) { outgoingSink.yield(message) }

    /// Reports the reading time now (before an answer goes, so the server's clock is exact).
    func reportReadingTime() async {
        guard let speech else { return }
        let ms = Self.milliseconds(await speech.readingTime() - readingBase)
        send(.readingTime(milliseconds: ms))
    }

    /// Closes the connection from this side (the player connects elsewhere).
    func hangUp() {
        lock.withLock { hungUp = true }
        send(.bye)
        outgoingSink.finish()
    }

    static func milliseconds(_ d: Duration) -> Int {
        let (s, atto) = d.components
        return max(0, Int(s) * 1000 + Int(atto / 1_000_000_000_000_000))
    }

    private func settle(_ outcome: Outcome) {
        lock.withLock { if _outcome == nil { _outcome = outcome } }
    }

    private func connect() async -> Outcome {
        var logger = Logger(label: "earshot.remote")
        logger.logLevel = .critical
        do {
            try await WebSocketClient.connect(
                url: url, configuration: .init(maxFrameSize: WireProtocol.maxMessageBytes),
                tlsConfiguration: try Self.tlsConfiguration(), logger: logger
            ) { inbound, outbound, _ in
                try await self.talk(inbound: inbound, outbound: outbound)
            }
        } catch {
            settle(.lost(Self.describe(error, messages)))
        }
        let closed = messages("remote.closedWithoutGoodbye")
        let (outcome, quiet, reached) = lock.withLock {
            _open = false
            return (_outcome ?? .lost(closed), hungUp, welcomed)
        }
        if !quiet { await tellPlayer(outcome, reached: reached) }
        signalSink.finish()
        outgoingSink.finish()
        return outcome
    }

    private func talk(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            let outgoing = self.outgoing
            group.addTask {
                for await message in outgoing { try await outbound.write(.text(try WireCodec.encode(message))) }
                try? await outbound.close(.normalClosure, reason: "bye")
            }
            // Hello goes first: the reading-time reports start only once it is queued.
            send(.hello(hello))
            group.addTask { await self.reportReadingTimes() }
            for try await message in inbound.messages(maxSize: WireProtocol.maxMessageBytes) {
                guard case .text(let text) = message else { continue }
                guard let reply = try? WireCodec.decode(ServerMessage.self, from: text) else {
                    settle(.lost(messages("remote.unreadable")))
                    break
                }
                await handle(reply)
            }
            outgoingSink.finish()
            group.cancelAll()
        }
    }

    private func handle(_ message: ServerMessage) async {
        switch message {
        case .welcome: lock.withLock { welcomed = true }
        case .event(.app(.file(let part))):
            if let outcome = files.receive(part) { await presenter.say(Self.told(outcome, messages)) }
        case .event(let event):
            if case .app(.language(let chosen)) = event { lock.withLock { _language = chosen } }
            await presenter.present(event)
            // A timed warning can arrive while the player types: show the prompt again.
            await input.redisplayPrompt()
        case .prompt(let text): signalSink.yield(.prompt(text, secret: false))
        case .secretPrompt(let text): signalSink.yield(.prompt(text, secret: true))
        case .completions(let words): await input.setCompletions(words)
        case .error(let code, let text):
            settle(.refused(code, text))
            await presenter.say(.error(text))
        case .goodbye: settle(.goodbye)
        }
    }

    /// Says at once that the server went away (the player may be waiting at a prompt), and
    /// what they can do.
    private func tellPlayer(_ outcome: Outcome, reached: Bool) async {
        let m = messages
        switch outcome {
        case .goodbye, .refused(.version, _), .refused(.banned, _): return
        case .lost(let why) where !reached:
            await presenter.say(.error(m("remote.unreachable", ["url": url, "why": why])))
        case .lost(let why):
            await presenter.say(.error(m("remote.gone", ["why": why])))
        case .refused: break
        }
        await presenter.say(.info(m("remote.reconnectHint")))
    }

    /// Sends the reading time whenever it changed, a few times a second.
    private func reportReadingTimes() async {
        guard let speech else { return }
        var last = -1
        while !Task.isCancelled {
            let ms = Self.milliseconds(await speech.readingTime() - readingBase)
            if ms != last {
                send(.readingTime(milliseconds: ms))
                last = ms
            }
            try? await Task.sleep(for: .milliseconds(200))
        }
    }

    /// The system's trusted certificates, plus the one in `EARSHOT_CA_FILE` (a PEM file) when
    /// set, for a club that signs its own certificate.
    static func tlsConfiguration(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> TLSConfiguration?
    {
        guard let file = environment["EARSHOT_CA_FILE"], !file.isEmpty else { return nil }
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.additionalTrustRoots = [.file(file)]
        return tls
    }

    static func describe(_ error: any Error, _ m: Messages = .english) -> String {
        let text = "\(error)"
        if text.contains("CERTIFICATE_VERIFY_FAILED") { return m("remote.certificate") }
        if text.contains("cannotUseIPAddressInSNI") { return m("remote.needsName") }
        if text.contains("connectionRefused") || text.contains("Connection refused") { return m("remote.refused") }
        return m("remote.failed", ["error": text])
    }

    /// What the player hears once a file the server sent is saved, or could not be.
    static func told(_ outcome: FileReceiver.Outcome, _ m: Messages) -> AppEvent {
        switch outcome {
        case .saved(let path, nil): .info(m("remote.file.saved", ["path": path]))
        case .saved(let path, let wanted?): .info(m("remote.file.savedBeside", ["path": path, "name": wanted]))
        case .failed(let name, let why): .error(m("remote.file.failed", ["name": name, "why": why]))
        case .broken(let name): .error(m("remote.file.broken", ["name": name]))
        }
    }
}
