import EarshotConsole
import EarshotWire
import Foundation

/// A ``LineReader`` fed by a WebSocket: reading a line posts a `prompt` to the client and
/// waits for its `line`. It waits without a thread of its own (``AsyncLineReader``): a server
/// holds thousands of sessions, each mostly waiting for its player.
final class SocketLineReader: AsyncLineReader, @unchecked Sendable {
    /// Lines typed ahead of their prompt that are kept; more close the connection.
    static let maxPending = 32

    private let lock = NSLock()
    private var lines: [LineInput] = []
    private var secrets: [String] = []
    private var closed = false
    private var lineWaiter: CheckedContinuation<LineInput, Never>?
    private var secretWaiter: CheckedContinuation<LineInput, Never>?
    private let outbox: Outbox
    private var refusal: (@Sendable (String) -> String?)?

    init(outbox: Outbox) { self.outbox = outbox }

    /// The session's main prompt, where commands are typed.
    static let mainPrompt = "earshot> "

    /// From now on, a line typed at the main prompt that `refusal` has words for is not
    /// handed to the session: the player hears the words and is asked again.
    func guardLine(_ refusal: @escaping @Sendable (String) -> String?) {
        lock.withLock { self.refusal = refusal }
    }

    func nextLine(prompt: String) async -> LineInput {
        while true {
            outbox.post(.prompt(prompt))
            let line: LineInput = await withCheckedContinuation { c in
                let ready: LineInput? = lock.withLock {
                    if !lines.isEmpty { return lines.removeFirst() }
                    if closed { return .eof }
                    lineWaiter = c
                    return nil
                }
                if let ready { c.resume(returning: ready) }
            }
            if prompt == Self.mainPrompt, case .line(let text) = line, let why = lock.withLock({ refusal })?(text) {
                outbox.post(.event(.app(.error(why))))
                continue
            }
            return line
        }
    }

    /// Asks the client for a secret (a password) that it must not echo, and waits for its
    /// `secret` message; the end of input once the connection is gone.
    func nextSecret(prompt: String) async -> LineInput {
        outbox.post(.secretPrompt(prompt))
        return await withCheckedContinuation { c in
            let ready: LineInput? = lock.withLock {
                if !secrets.isEmpty { return .line(secrets.removeFirst()) }
                if closed { return .eof }
                secretWaiter = c
                return nil
            }
            if let ready { c.resume(returning: ready) }
        }
    }

    /// `LineReader`'s blocking reads, for a caller that is not ``InputChannel`` (which awaits
    /// ``nextLine(prompt:)``): they wait on the calling thread.
    func readLine(prompt: String) -> LineInput { blocking { await self.nextLine(prompt: prompt) } }
    func readSecret(prompt: String) -> LineInput { blocking { await self.nextSecret(prompt: prompt) } }

    private func blocking(_ read: @escaping @Sendable () async -> LineInput) -> LineInput {
        let done = DispatchSemaphore(value: 0)
        let box = LineBox()
        Task {
            box.value = await read()
            done.signal()
        }
        done.wait()
        return box.value
    }

    func setCompletions(_ words: [String]) { outbox.post(.completions(words)) }

    /// Hands over what the client sent. Returns `false` when the client has typed too far
    /// ahead (a flood), and the connection should close.
    func deliver(_ input: LineInput) -> Bool {
        let (waiter, accepted): (CheckedContinuation<LineInput, Never>?, Bool) = lock.withLock {
            if let w = lineWaiter {
                lineWaiter = nil
                return (w, true)
            }
            guard lines.count < Self.maxPending else { return (nil, false) }
            lines.append(input)
            return (nil, true)
        }
        waiter?.resume(returning: input)
        return accepted
    }

    /// Hands over a secret line.
    func deliverSecret(_ text: String) -> Bool {
        let (waiter, accepted): (CheckedContinuation<LineInput, Never>?, Bool) = lock.withLock {
            if let w = secretWaiter {
                secretWaiter = nil
                return (w, true)
            }
            guard secrets.count < Self.maxPending else { return (nil, false) }
            secrets.append(text)
            return (nil, true)
        }
        waiter?.resume(returning: .line(text))
        return accepted
    }

    /// Forgets lines typed ahead (before the login finished), so nothing sent before logging
    /// in ever runs as a command.
    func dropTypedAhead() {
        lock.withLock { lines.removeAll() }
    }

    /// The connection is gone: reads from now on report the end of input, so the session
    /// ends any game as abandoned (its answers are already stored) and returns.
    func close() {
        let waiters = lock.withLock {
            closed = true
            defer { (lineWaiter, secretWaiter) = (nil, nil) }
            return [lineWaiter, secretWaiter]
        }
        for w in waiters { w?.resume(returning: .eof) }
    }
}

/// A line handed from a task to a waiting thread.
private final class LineBox: @unchecked Sendable {
    var value: LineInput = .eof
}
