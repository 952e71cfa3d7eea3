import EarshotConsole
import EarshotCore
import EarshotWire
import Foundation

/// `earshot --server URL`: the same REPL, with the session on the server. Lines the player
/// types go to the server; the events that come back are shown and spoken here with the
/// player's own presenter, voice and settings. Speech commands run here (speech never travels).
/// When the server goes away the player hears so, in plain words, and may reconnect.
public final class RemoteClient {
    /// Where to connect and as whom.
    public struct Options: Sendable {
        public var url: String
        public var player: String?
        public var language: String
        public var clientVersion: String
        /// Where files the server sends (`account export`) are saved: the folder `earshot`
        /// was started in, unless told otherwise.
        public var saveFolder: URL
        /// How long connecting and the server's welcome may take before the player hears that
        /// the server did not answer (10 seconds; shorter in tests).
        public var welcomeTimeout: Duration = .seconds(10)
        /// How long the client waits in silence for a welcome before it says it is connecting
        /// and listens for `quit` (2 seconds).
        public var quietWait: Duration = .seconds(2)

        public init(
            url: String, player: String?, language: String = "en", clientVersion: String,
            saveFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ) {
            self.url = url
            self.player = player
            self.language = language
            self.clientVersion = clientVersion
            self.saveFolder = saveFolder
        }
    }

    var options: Options
    /// Saves what the server sends as files, in ``Options/saveFolder``.
    lazy var files = FileReceiver(folder: options.saveFolder)
    /// The language the player hears (the one asked for, then the server's choice).
    var language: Language
    let presenter: Presenter
    let input: InputChannel
    let speech: (any SpeechControl)?
    /// Runs a line on this computer when it is a speech command; `true` if it did.
    let local: (String) async -> Bool
    /// Plain `ws://` addresses of other computers the player agreed to send a password to.
    var plainTextAllowed: Set<String> = []

    public init(
        options: Options, presenter: Presenter, input: InputChannel, speech: (any SpeechControl)?,
        local: @escaping (String) async -> Bool = { _ in false }
    ) {
        self.options = options
        self.presenter = presenter
        self.input = input
        self.speech = speech
        self.local = local
        language = Language(named: options.language) ?? .en
    }

    /// Normalizes what the player typed: `host:port` and `ws://host:port` gain the path;
    /// `http(s)://` becomes `ws(s)://`.
    public static func webSocketURL(_ text: String) -> String {
        var url = text.trimmingCharacters(in: .whitespaces)
        if url.hasPrefix("http://") { url = "ws://" + url.dropFirst(7) }
        if url.hasPrefix("https://") { url = "wss://" + url.dropFirst(8) }
        if !url.hasPrefix("ws://"), !url.hasPrefix("wss://") { url = "ws://" + url }
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        if !afterScheme.contains("/") { url += WireProtocol.path }
        return url
    }

    /// Plays on the server until the player leaves. Returns the exit status.
    public func run() async -> Int32 {
        var pending: LineInput?
        while true {
            let url = Self.webSocketURL(options.url)
            let hello = Hello(clientVersion: options.clientVersion, language: options.language, player: options.player)
            let link = RemoteLink(
                url: url, hello: hello, presenter: presenter, input: input, speech: speech,
                welcomeTimeout: options.welcomeTimeout, files: files)
            await link.start()
            // A ban ends the session for good: a line being read then answers nothing, so the
            // read ends at once and the client with it.
            let ending = Task { [input] in
                if case .refused(.banned, _) = await link.outcome() { await input.interruptRead() }
            }
            defer { ending.cancel() }
            guard await waitForWelcome(link, url: url) else {
                link.abort()
                _ = await link.outcome()
                await presenter.say(.goodbye)
                return 0
            }
            var switchTo: String?
            var kept = false
            signals: for await signal in link.signals {
                guard case .prompt(let prompt, let secret) = signal else { continue }
                if secret, await !mayOfferPassword(to: url) {
                    kept = true
                    link.hangUp()
                    break signals
                }
                while true {
                    let line = secret ? await input.nextSecret(prompt: prompt) : await input.next(prompt: prompt)
                    await speech?.interrupt()
                    guard link.isOpen else {
                        pending = line
                        break signals
                    }
                    switch line {
                    case .eof:
                        link.leave()
                    case .interrupt:
                        link.send(.interrupt)
                    case .line(let text):
                        if let target = Self.connectTarget(text) {
                            switchTo = target
                            link.hangUp()
                            break signals
                        }
                        if !secret, await local(text) { continue }
                        await link.reportReadingTime()
                        link.send(secret ? .secret(text) : .line(text))
                    }
                    break
                }
            }
            let outcome = await link.outcome()
            // The server says the player's language at once; a reconnection asks for it again,
            // as the name the session last played as (after a rename, the new one).
            language = link.language
            options.language = language.rawValue
            if let name = link.player { options.player = name }
            if let switchTo {
                options.url = switchTo
                continue
            }
            switch outcome {
            case .goodbye where !kept:
                return 0
            case .refused(.version, _), .refused(.banned, _):
                return 1
            case .goodbye, .refused, .lost:
                guard let next = await askToReconnect(first: pending) else {
                    await presenter.say(.goodbye)
                    return 1
                }
                pending = nil
                options.url = next
            }
        }
    }

    /// `connect ADDRESS` typed while connected: the address, else `nil`.
    static func connectTarget(_ line: String) -> String? {
        let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        guard words.count == 2, words[0].lowercased() == "connect" else { return nil }
        return String(words[1]).trimmingCharacters(in: .whitespaces)
    }

    /// Offers to reconnect; returns the address to connect to, or `nil` to leave.
    private func askToReconnect(first: LineInput?) async -> String? {
        var line = first
        while true {
            let m = Messages(language)
            if line == nil {
                await presenter.say(.prompt(m("remote.reconnect.title")))
                line = await input.next(prompt: m("remote.reconnect.prompt"))
            }
            defer { line = nil }
            switch line {
            case .eof, nil: return nil
            case .interrupt: return nil
            case .line(let text):
                let word = text.trimmingCharacters(in: .whitespaces).lowercased()
                if word.isEmpty || ["reconnect", "r", "yes", "y", "again"].contains(word) { return options.url }
                if ["quit", "q", "exit", "no", "n", "leave"].contains(word) { return nil }
                if let target = Self.connectTarget(text) { return target }
                if await local(text) { continue }
                await presenter.say(.info(m("remote.notConnected")))
            }
        }
    }

}
