import EarshotWire
import Foundation
import HummingbirdWSClient
import Logging

/// One side of a conversation with the club server, after the connection and the login that
/// ``ClubLink`` does for it: what to send in reply to each message, and when it is over.
protocol Conversation: Sendable {
    /// The replies to `message`, which arrived at `at` (read from the one monotonic clock as
    /// the frame came, before it was decoded).
    mutating func handle(_ message: ServerMessage, at: ContinuousClock.Instant, tally: TallyBox) async -> [ClientMessage]
    /// Whether the conversation is over (the connection then closes).
    var done: Bool { get }
    /// Whether it acts on the message `line` (its JSON text): one it never acts on is not
    /// decoded. The server's messages are the clients' to decode, each on its own device; here
    /// 2,000 share club-load's share of the server's two cores.
    func needs(_ line: String) -> Bool
}

extension Conversation {
    func needs(_ line: String) -> Bool { true }
}

/// The beginnings of the JSON texts (keys sorted, ``WireCodec/encode(_:)``) of messages a
/// conversation may pass over undecoded.
enum Skippable {
    /// A spoken prompt (the event; the line prompt, `{"text":…,"type":"prompt"}`, is another).
    static let spokenPrompt = #"{"event":{"app":{"_0":{"prompt":"#
    static let info = #"{"event":{"app":{"_0":{"info":"#
}

/// A connection to the club server as one account: connects, says hello with the name,
/// answers the login's questions (a name's first login with a new password registers it),
/// and hands every other message to a ``Conversation``.
struct ClubLink: Sendable {
    var url: String
    var name: String
    var password: String
    /// Writes every message of this connection to standard error.
    var trace = false
    /// Keeps the last messages in the tally (``PlayerTally/recent``), each with the seconds
    /// since ``epoch``.
    var keepRecent = false
    /// The start of the run, and the wall clock then (to match the server's log).
    static let epoch = ContinuousClock.now
    static let epochDate = Date()

    /// The login's replies: the password at the secret prompt (twice for a new name), the name
    /// again when the server asks for it; `nil` for any other message.
    static func loginReply(to message: ServerMessage, name: String, password: String) -> [ClientMessage]? {
        switch message {
        case .secretPrompt: return [.secret(password)]
        case .prompt(let text) where text.hasPrefix("Name"): return [.line(name)]
        default: return nil
        }
    }

    /// Runs `conversation` on a new connection until it is done or the server ends it. A
    /// connection that fails, a message that cannot be read, and a server that closes the
    /// connection before the conversation is done count as errors in `tally`.
    func run<C: Conversation>(_ conversation: C, tally: TallyBox) async {
        var logger = Logger(label: "club-load")
        logger.logLevel = .critical
        let (name, password, trace, keepRecent) = (name, password, trace, keepRecent)
        @Sendable func note(_ incoming: Bool, _ text: @autoclosure () -> String) {
            guard keepRecent else { return }
            let item = PlayerTally.Noted(at: .now, incoming: incoming, text: text())
            tally.update { $0.note(item) }
        }
        do {
            try await WebSocketClient.connect(
                url: url, configuration: .init(maxFrameSize: WireProtocol.maxMessageBytes), logger: logger
            ) { inbound, outbound, _ in
                Connected.shared.change(by: 1)
                defer { Connected.shared.change(by: -1) }
                var conversation = conversation
                var unreadable = false
                func send(_ message: ClientMessage) async throws {
                    try await outbound.write(.text(try WireCodec.encode(message)))
                }
                try await send(.hello(Hello(clientVersion: "club-load", language: "en", player: name)))
                frames: for try await frame in inbound.messages(maxSize: WireProtocol.maxMessageBytes) {
                    let at = ContinuousClock.now
                    guard case .text(let frameText) = frame else { continue }
                    // Protocol 3: a frame carries one message a line.
                    for text in WireCodec.lines(of: frameText) {
                        guard conversation.needs(text) else {
                            if trace { FileHandle.standardError.write(Data("<- \(name) (not read) \(text.prefix(300))\n".utf8)) }
                            continue
                        }
                        guard let message = try? WireCodec.decode(ServerMessage.self, from: text) else {
                            tally.update { $0.errors.append("unreadable message") }
                            unreadable = true
                            break frames
                        }
                        if trace { FileHandle.standardError.write(Data("<- \(name) \(text.prefix(300))\n".utf8)) }
                        note(true, text)
                        let replies: [ClientMessage]
                        if let login = Self.loginReply(to: message, name: name, password: password) {
                            replies = login
                        } else {
                            replies = await conversation.handle(message, at: at, tally: tally)
                        }
                        if trace { for r in replies { FileHandle.standardError.write(Data("-> \(name) \(r)\n".utf8)) } }
                        for reply in replies {
                            note(false, "\(reply)")
                            try await send(reply)
                        }
                        if conversation.done { break frames }
                    }
                }
                if !conversation.done, !unreadable { tally.update { $0.errors.append("the server closed the connection") } }
                try? await outbound.close(.normalClosure, reason: "done")
            }
        } catch {
            tally.update { $0.errors.append("connection: \(error)") }
        }
    }
}

/// A tally shared between the connection's handler and its owner.
final class TallyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var tally = PlayerTally()
    func update(_ change: (inout PlayerTally) -> Void) { lock.withLock { change(&tally) } }
    var value: PlayerTally { lock.withLock { tally } }
}

/// How many simulated players are connected at once, and the most there were.
final class Connected: @unchecked Sendable {
    static let shared = Connected()
    private let lock = NSLock()
    private var current = 0
    private(set) var peakValue = 0

    func change(by n: Int) {
        lock.withLock {
            current += n
            peakValue = max(peakValue, current)
        }
    }

    var peak: Int { lock.withLock { peakValue } }
}
