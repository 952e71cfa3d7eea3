import EarshotConsole
import EarshotCore
import EarshotWire
import Foundation
import HummingbirdWSClient
import Logging
import NIOPosix
import NIOSSL
import Synchronization

/// One WebSocket connection to a server: sends hello, presents the events it receives with
/// the player's own presenter (text and speech), passes prompts to the client's loop, and
/// reports how long reading aloud took. It ends when the server says goodbye, refuses, or
/// goes away, or when no welcome came within ``welcomeTimeout`` (a server that accepts and
/// never answers, or upgrades and never says welcome): then the player is told so.
///
/// How it connects, gives up and stops is in `RemoteLink+Connection.swift`; its state is
/// internal (not private) for that file.
final class RemoteLink: Sendable {
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
    let signalSink: AsyncStream<Signal>.Continuation
    /// How long connecting and the server's welcome may take together.
    let welcomeTimeout: Duration
    let welcomes: AsyncStream<Void>
    let welcomeSink: AsyncStream<Void>.Continuation
    let loop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let stops: AsyncStream<Void>
    let stopSink: AsyncStream<Void>.Continuation
    let outgoing: AsyncStream<ClientMessage>
    let outgoingSink: AsyncStream<ClientMessage>.Continuation
    /// What changes as the link lives, behind one lock.
    let state: Mutex<State>

    struct State {
        /// The WebSocket is upgraded and talking (stopping it then is done from inside).
        var talking = false
        var stopped = false
        /// The player pressed Ctrl-D.
        var leaving = false
        var player: String?
        var open = true
        /// The player hung up or aborted: nothing more is said.
        var hungUp = false
        var welcomed = false
        var outcome: Outcome?
        /// The speech's reading time when the link started.
        var readingBase: Duration = .zero
        var task: Task<Outcome, Never>?
        var language: Language
    }

    /// The language the player hears: the one asked for in hello, then whatever the server
    /// switches to (a `language` event).
    var language: Language { state.withLock { $0.language } }

    /// Everything the link says, in ``language``.
    var messages: Messages { Messages(language) }

    /// The name the session plays as: the one hello gave, then the one the session's welcome
    /// and any `rename` name. A reconnection says hello as it.
    var player: String? { state.withLock { $0.player } }

    init(
        url: String, hello: Hello, presenter: Presenter, input: InputChannel, speech: (any SpeechControl)?,
        welcomeTimeout: Duration = .seconds(10),
        files: FileReceiver = FileReceiver(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    ) {
        self.files = files
        self.url = url
        self.hello = hello
        self.welcomeTimeout = welcomeTimeout
        self.presenter = presenter
        self.input = input
        self.speech = speech
        state = Mutex(State(player: hello.player, language: Language(named: hello.language) ?? .en))
        (signals, signalSink) = AsyncStream.makeStream(of: Signal.self)
        (outgoing, outgoingSink) = AsyncStream.makeStream(of: ClientMessage.self)
        (welcomes, welcomeSink) = AsyncStream.makeStream(of: Void.self)
        (stops, stopSink) = AsyncStream.makeStream(of: Void.self)
    }

    /// Starts connecting.
    func start() async {
        let base = await speech?.readingTime() ?? .zero
        state.withLock {
            $0.readingBase = base
            $0.task = Task { await self.connect() }
        }
    }

    /// Whether the connection is still up.
    var isOpen: Bool { state.withLock { $0.open } }

    /// Waits for the connection to end.
    func outcome() async -> Outcome {
        guard let task = state.withLock({ $0.task }) else { return .lost(messages("remote.neverStarted")) }
        return await task.value
    }

    /// Queues a message for the server.
    func send(_ message: ClientMessage) { outgoingSink.yield(message) }

    /// Closes the connection from this side (the player connects elsewhere).
    func hangUp() {
        state.withLock { $0.hungUp = true }
        send(.bye)
        outgoingSink.finish()
    }

    /// The player leaves (Ctrl-D): the server is told, and if it closes without a goodbye of
    /// its own (at the login, say), the player hears a plain goodbye, not that it went away.
    func leave() {
        state.withLock { $0.leaving = true }
        send(.bye)
    }

    /// Drops the connection at once, whatever state it is in (the player stopped waiting for
    /// a server that does not answer); nothing more is said.
    func abort() {
        state.withLock { $0.hungUp = true }
        stop()
    }

    /// Waits for the server's welcome: `true` once it came, `false` if the link ended first.
    func welcomed() async -> Bool {
        for await _ in welcomes { return true }
        return false
    }

    func settle(_ outcome: Outcome) {
        state.withLock { if $0.outcome == nil { $0.outcome = outcome } }
    }

    /// Notes what an event says about the session without being shown: its language, and the
    /// name it plays as.
    private func note(_ event: Event) {
        switch event {
        case .app(.language(let chosen)): state.withLock { $0.language = chosen }
        case .app(.welcome(let player, _)), .app(.playing(let player)): state.withLock { $0.player = player }
        default: break
        }
    }

    /// Acts on one message from the server (for the reading task in `RemoteLink+Connection`).
    func receive(_ message: ServerMessage) async { await handle(message) }

    private func handle(_ message: ServerMessage) async {
        switch message {
        case .welcome:
            state.withLock { $0.welcomed = true }
            welcomeSink.yield()
        case .event(.app(.file(let part))):
            if let outcome = files.receive(part) { await presenter.say(Self.told(outcome, messages)) }
        case .event(let event):
            note(event)
            await presenter.present(event)
            // A timed warning can arrive while the player types: show the prompt again.
            await input.redisplayPrompt()
        case .shown(let shown): await handle(.event(shown.event))  // a web page's form; the words are ours
        case .audio: break  // a web page's; this computer speaks for itself
        case .prompt(let text): signalSink.yield(.prompt(text, secret: false))
        case .secretPrompt(let text): signalSink.yield(.prompt(text, secret: true))
        case .completions(let words): await input.setCompletions(words)
        case .error(let code, let text):
            settle(.refused(code, text))
            await presenter.say(.error(text))
        case .goodbye: settle(.goodbye)
        }
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
