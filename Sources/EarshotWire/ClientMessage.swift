import EarshotCore

/// The wire protocol between `earshot --server` and `earshot serve`: JSON objects, each with
/// a `"type"` field; one per WebSocket text message from the client, one or more (one a line)
/// per text message from the server. Plain `Codable` values, no network types, so the core,
/// the server and the client share them. See `docs/server.md`.
public enum WireProtocol {
    /// The protocol's own version, separate from Earshot's. A server refuses a `hello` with
    /// another version, naming both.
    /// Version 2 added files sent to the player (`AppEvent.file`) and the `banned` error.
    /// Version 3: a text message from the server may carry several messages, one a line (what
    /// was queued for the client at once goes in one write).
    public static let version = 3
    /// The largest message either side accepts, in bytes. A larger one closes the connection.
    public static let maxMessageBytes = 64 * 1024
    /// The path the server upgrades to WebSocket.
    public static let path = "/play"
}

/// What the client says at the start of a connection. Its version and language are cleaned
/// and cut as they are read (they reach the server's log); the player's name is left as sent
/// for the name rules to judge.
public struct Hello: Codable, Sendable, Equatable {
    /// ``WireProtocol/version`` of the client.
    public var protocolVersion: Int
    /// Earshot's version on the client, for the server's log and messages.
    public var clientVersion: String
    /// The player's language, as a BCP 47 tag such as `en` or `fr-CA`.
    public var language: String
    /// The name to log in as. The server trusts nothing of it: it asks for the account's
    /// password (or, for a new name, a new one) before any command.
    public var player: String?
    /// Whether the client wants each event's words as well (``ServerMessage/shown(_:)``), in
    /// the session's language, rendered by the server: a web page has no catalogue of its own.
    public var wantsText: Bool

    /// The longest ``clientVersion`` kept (it goes to the server's log).
    public static let maxVersionLength = 64
    /// The longest ``language`` tag kept.
    public static let maxLanguageLength = 35

    public init(
        protocolVersion: Int = WireProtocol.version, clientVersion: String, language: String, player: String?,
        wantsText: Bool = false
    ) {
        self.protocolVersion = protocolVersion
        self.clientVersion = clientVersion
        self.language = language
        self.player = player
        self.wantsText = wantsText
    }

    private enum Keys: String, CodingKey { case protocolVersion, clientVersion, language, player, wantsText }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        protocolVersion = try c.decode(Int.self, forKey: .protocolVersion)
        clientVersion = ExternalText.clean(try c.decode(String.self, forKey: .clientVersion), limit: Self.maxVersionLength)
        language = ExternalText.clean(try c.decode(String.self, forKey: .language), limit: Self.maxLanguageLength)
        player = try c.decodeIfPresent(String.self, forKey: .player)
        wantsText = try c.decodeIfPresent(Bool.self, forKey: .wantsText) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(protocolVersion, forKey: .protocolVersion)
        try c.encode(clientVersion, forKey: .clientVersion)
        try c.encode(language, forKey: .language)
        try c.encodeIfPresent(player, forKey: .player)
        if wantsText { try c.encode(true, forKey: .wantsText) }
    }
}

/// A message from the client to the server.
public enum ClientMessage: Sendable, Equatable {
    /// The first message on every connection.
    case hello(Hello)
    /// A line the player typed, in answer to the last `prompt`.
    case line(String)
    /// A line typed in answer to a `secretPrompt` (a password): never echoed, never logged.
    case secret(String)
    /// Ctrl-C at the prompt.
    case interrupt
    /// How long the player has spent, in total since the connection began, hearing questions
    /// and options read aloud, in milliseconds. Timed games stop their clock for it; the
    /// server never lets it grow faster than real time.
    case readingTime(milliseconds: Int)
    /// The player leaves (Ctrl-D, or `quit` answered on the client).
    case bye
    /// A web page turns Earshot's own voice on or off: the server then speaks each event
    /// with espeak-ng and sends its audio (``ServerMessage/audio(_:)``). Off unless asked.
    case voice(Bool)
}

extension ClientMessage: Codable {
    private enum Kind: String, Codable {
        case hello, line, secret, interrupt, readingTime, bye, voice
    }

    private enum Keys: String, CodingKey {
        case type, hello, text, milliseconds, on
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .hello: self = .hello(try c.decode(Hello.self, forKey: .hello))
        // A typed line is text from outside: ExternalText's rule, as any line a player types
        // (control and direction characters dropped, line breaks made spaces). A secret is
        // only ever hashed, so it stays as sent.
        case .line: self = .line(ExternalText.clean(try c.decode(String.self, forKey: .text)))
        case .secret: self = .secret(try c.decode(String.self, forKey: .text))
        case .interrupt: self = .interrupt
        case .readingTime:
            let ms = try c.decode(Int.self, forKey: .milliseconds)
            guard ms >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .milliseconds, in: c, debugDescription: "A reading time cannot be negative.")
            }
            self = .readingTime(milliseconds: ms)
        case .bye: self = .bye
        case .voice: self = .voice(try c.decode(Bool.self, forKey: .on))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .hello(let hello):
            try c.encode(Kind.hello, forKey: .type)
            try c.encode(hello, forKey: .hello)
        case .line(let text):
            try c.encode(Kind.line, forKey: .type)
            try c.encode(text, forKey: .text)
        case .secret(let text):
            try c.encode(Kind.secret, forKey: .type)
            try c.encode(text, forKey: .text)
        case .interrupt:
            try c.encode(Kind.interrupt, forKey: .type)
        case .readingTime(let ms):
            try c.encode(Kind.readingTime, forKey: .type)
            try c.encode(ms, forKey: .milliseconds)
        case .bye:
            try c.encode(Kind.bye, forKey: .type)
        case .voice(let on):
            try c.encode(Kind.voice, forKey: .type)
            try c.encode(on, forKey: .on)
        }
    }
}

extension ClientMessage: CustomStringConvertible {
    /// A description safe for logs: a secret line's text is never shown.
    public var description: String {
        switch self {
        case .hello(let h): "hello(protocol \(h.protocolVersion), client \(h.clientVersion), \(h.language))"
        case .line(let t): "line(\(t.count) characters)"
        case .secret: "secret(hidden)"
        case .interrupt: "interrupt"
        case .readingTime(let ms): "readingTime(\(ms) ms)"
        case .bye: "bye"
        case .voice(let on): "voice(\(on ? "on" : "off"))"
        }
    }
}
