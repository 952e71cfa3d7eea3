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
        case welcome, event, prompt, secretPrompt, completions, error, goodbye
    }

    private enum Keys: String, CodingKey {
        case type, protocolVersion, serverVersion, event, text, words, code, message, reason
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .welcome:
            self = .welcome(
                protocolVersion: try c.decode(Int.self, forKey: .protocolVersion),
                serverVersion: try c.decode(String.self, forKey: .serverVersion))
        case .event: self = .event(try c.decode(Event.self, forKey: .event))
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
