import EarshotConsole
import EarshotWire
import Foundation

/// A ``LineReader`` fed by a WebSocket: reading a line posts a `prompt` to the client and
/// waits for its `line`. The session reads on its own thread (through `InputChannel`), as it
/// does from a terminal.
final class SocketLineReader: LineReader, @unchecked Sendable {
    /// Lines typed ahead of their prompt that are kept; more close the connection.
    static let maxPending = 32

    private let condition = NSCondition()
    private var lines: [LineInput] = []
    private var secrets: [String] = []
    private var closed = false
    private let outbox: Outbox
    private var refusal: (@Sendable (String) -> String?)?

    init(outbox: Outbox) { self.outbox = outbox }

    /// The session's main prompt, where commands are typed.
    static let mainPrompt = "earshot> "

    /// From now on, a line typed at the main prompt that `refusal` has words for is not
    /// handed to the session: the player hears the words and is asked again.
    func guardLine(_ refusal: @escaping @Sendable (String) -> String?) {
        condition.withLock { self.refusal = refusal }
    }

    func readLine(prompt: String) -> LineInput {
        while true {
            outbox.post(.prompt(prompt))
            let (line, refusal) = condition.withLock {
                while lines.isEmpty, !closed { condition.wait() }
                return (lines.isEmpty ? LineInput.eof : lines.removeFirst(), self.refusal)
            }
            if prompt == Self.mainPrompt, case .line(let text) = line, let why = refusal?(text) {
                outbox.post(.event(.app(.error(why))))
                continue
            }
            return line
        }
    }

    /// Asks the client for a secret (a password) that it must not echo, and waits for its
    /// `secret` message; the end of input once the connection is gone. The login's and the
    /// session's password prompts come here (`LineReader`'s requirement).
    func readSecret(prompt: String) -> LineInput {
        outbox.post(.secretPrompt(prompt))
        return condition.withLock {
            while secrets.isEmpty, !closed { condition.wait() }
            return secrets.isEmpty ? .eof : .line(secrets.removeFirst())
        }
    }

    func setCompletions(_ words: [String]) { outbox.post(.completions(words)) }

    /// Hands over what the client sent. Returns `false` when the client has typed too far
    /// ahead (a flood), and the connection should close.
    func deliver(_ input: LineInput) -> Bool {
        condition.withLock {
            guard lines.count < Self.maxPending else { return false }
            lines.append(input)
            condition.broadcast()
            return true
        }
    }

    /// Hands over a secret line.
    func deliverSecret(_ text: String) -> Bool {
        condition.withLock {
            guard secrets.count < Self.maxPending else { return false }
            secrets.append(text)
            condition.broadcast()
            return true
        }
    }

    /// Forgets lines typed ahead (before the login finished), so nothing sent before logging
    /// in ever runs as a command.
    func dropTypedAhead() {
        condition.withLock { lines.removeAll() }
    }

    /// The connection is gone: reads from now on report the end of input, so the session
    /// ends any game as abandoned (its answers are already stored) and returns.
    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }
}
