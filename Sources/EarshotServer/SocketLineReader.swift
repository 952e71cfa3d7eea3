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

    init(outbox: Outbox) { self.outbox = outbox }

    func readLine(prompt: String) -> LineInput {
        outbox.post(.prompt(prompt))
        return condition.withLock {
            while lines.isEmpty, !closed { condition.wait() }
            return lines.isEmpty ? .eof : lines.removeFirst()
        }
    }

    /// Asks the client for a secret (a password) that it must not echo; `nil` once the
    /// connection is gone. For the accounts' password prompts.
    func readSecret(prompt: String) -> String? {
        outbox.post(.secretPrompt(prompt))
        return condition.withLock {
            while secrets.isEmpty, !closed { condition.wait() }
            return secrets.isEmpty ? nil : secrets.removeFirst()
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

    /// The connection is gone: reads from now on report the end of input, so the session
    /// ends any game as abandoned (its answers are already stored) and returns.
    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }
}
