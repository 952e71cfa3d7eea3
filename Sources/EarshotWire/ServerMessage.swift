import EarshotCore

/// Why the server refused or ended something, for the client to act on; the words for the
/// player are in the message's text.
public enum WireErrorCode: String, Codable, Sendable {
    /// The message was not JSON, not a known message, or came out of turn.
    case malformed
    /// The message was over ``WireProtocol/maxMessageBytes``.
    case tooLarge
    /// The client speaks another protocol version.
    case version
    /// The session was idle too long.
    case idle
    /// The server could not start a session (the store failed, say).
    case unavailable
    /// Logging in failed: too many wrong passwords, a banned account, or an account without a
    /// password.
    case login
    /// The account was banned while connected: every session of it ends.
    case banned
}

/// A message from the server to the client.
public enum ServerMessage: Sendable, Equatable {
    /// The answer to `hello`.
    case welcome(protocolVersion: Int, serverVersion: String)
    /// Something the player is told: one of the engine's events, rendered on the client as
    /// text and speech with the player's own settings.
    case event(Event)
    /// An event with its words, for a client whose hello asked for them (``Hello/wantsText``)
    /// instead of ``event(_:)``.
    case shown(ShownEvent)
    /// Earshot's own voice saying the last event, for a web page that turned it on: the path
    /// of a WAV file on this server (`/speech/…`), kept for a few minutes.
    case audio(String)
    /// The server waits for a line; the client shows `text` and reads one.
    case prompt(String)
    /// The server waits for a secret (a password): the client must not echo it.
    case secretPrompt(String)
    /// The words Tab completes now.
    case completions([String])
    /// Something went wrong with the connection itself; `message` is in plain words.
    case error(code: WireErrorCode, message: String)
    /// The server ends the session; the client should not reconnect on its own.
    case goodbye(reason: String)
}

extension ServerMessage: Codable {
    private enum Kind: String, Codable {
        case welcome, event, shown, audio, prompt, secretPrompt, completions, error, goodbye
    }

    private enum Keys: String, CodingKey {
        case type, protocolVersion, serverVersion, event, text, words, code, message, reason, kind, lines, language, labels, options, url
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .welcome:
            self = .welcome(
                protocolVersion: try c.decode(Int.self, forKey: .protocolVersion),
                serverVersion: try c.decode(String.self, forKey: .serverVersion))
        case .event: self = .event(try c.decode(Event.self, forKey: .event))
        case .shown:
            self = .shown(
                ShownEvent(
                    event: try c.decode(Event.self, forKey: .event), kind: try c.decode(String.self, forKey: .kind),
                    lines: try c.decode([String].self, forKey: .lines), language: try c.decode(String.self, forKey: .language),
                    labels: try c.decodeIfPresent([String].self, forKey: .labels),
                    options: try c.decodeIfPresent([String].self, forKey: .options)))
        case .audio: self = .audio(try c.decode(String.self, forKey: .url))
        case .prompt: self = .prompt(try c.decode(String.self, forKey: .text))
        case .secretPrompt: self = .secretPrompt(try c.decode(String.self, forKey: .text))
        case .completions: self = .completions(try c.decode([String].self, forKey: .words))
        case .error:
            self = .error(
                code: try c.decode(WireErrorCode.self, forKey: .code), message: try c.decode(String.self, forKey: .message))
        case .goodbye: self = .goodbye(reason: try c.decode(String.self, forKey: .reason))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .welcome(let version, let server):
            try c.encode(Kind.welcome, forKey: .type)
            try c.encode(version, forKey: .protocolVersion)
            try c.encode(server, forKey: .serverVersion)
        case .event(let event):
            try c.encode(Kind.event, forKey: .type)
            try c.encode(event, forKey: .event)
        case .shown(let shown):
            try c.encode(Kind.shown, forKey: .type)
            try c.encode(shown.event, forKey: .event)
            try c.encode(shown.kind, forKey: .kind)
            try c.encode(shown.lines, forKey: .lines)
            try c.encode(shown.language, forKey: .language)
            try c.encodeIfPresent(shown.labels, forKey: .labels)
            try c.encodeIfPresent(shown.options, forKey: .options)
        case .audio(let url):
            try c.encode(Kind.audio, forKey: .type)
            try c.encode(url, forKey: .url)
        case .prompt(let text):
            try c.encode(Kind.prompt, forKey: .type)
            try c.encode(text, forKey: .text)
        case .secretPrompt(let text):
            try c.encode(Kind.secretPrompt, forKey: .type)
            try c.encode(text, forKey: .text)
        case .completions(let words):
            try c.encode(Kind.completions, forKey: .type)
            try c.encode(words, forKey: .words)
        case .error(let code, let message):
            try c.encode(Kind.error, forKey: .type)
            try c.encode(code, forKey: .code)
            try c.encode(message, forKey: .message)
        case .goodbye(let reason):
            try c.encode(Kind.goodbye, forKey: .type)
            try c.encode(reason, forKey: .reason)
        }
    }
}

/// An event as a web page shows it: the event itself, its kind by name (`asked`, `judged`,
/// `summary`, `welcome`, `language`…: the case's name, for the page's shape), the lines a
/// terminal would print for it in the session's language, and that language.
public struct ShownEvent: Sendable, Equatable {
    public var event: Event
    /// The name of the event's case, without its family: `asked`, `info`, `summary`.
    public var kind: String
    /// The lines of text, as the terminal prints them (without colour).
    public var lines: [String]
    /// The BCP 47 tag of the words around the data (`en`, `zh`, `ms`, `ta`).
    public var language: String
    /// For an event that shows a question's options: their labels ("1", "A"), in order.
    public var labels: [String]?
    /// For an event that shows a question's options: the options, in order.
    public var options: [String]?

    public init(
        event: Event, kind: String, lines: [String], language: String, labels: [String]? = nil, options: [String]? = nil
    ) {
        self.event = event
        self.kind = kind
        self.lines = lines
        self.language = language
        self.labels = labels
        self.options = options
    }
}
