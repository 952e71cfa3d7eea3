import EarshotConsole
import EarshotCore
import EarshotWire
import Foundation
import Synchronization

/// A ``LineReader`` fed by a WebSocket: reading a line posts a `prompt` to the client and
/// waits for its `line`. It waits without a thread of its own (``AsyncLineReader``): a server
/// holds thousands of sessions, each mostly waiting for its player.
final class SocketLineReader: AsyncLineReader, Sendable {
    /// Lines typed ahead of their prompt that are kept; more close the connection.
    static let maxPending = 32

    private let lines = Mailbox<LineInput>(limit: maxPending)
    private let secrets = Mailbox<String>(limit: maxPending)
    private let outbox: Outbox

    init(outbox: Outbox) { self.outbox = outbox }

    func nextLine(prompt: String) async -> LineInput {
        outbox.post(.prompt(prompt))
        return await lines.take() ?? .eof
    }

    /// Asks the client for a secret (a password) that it must not echo, and waits for its
    /// `secret` message; the end of input once the connection is gone.
    func nextSecret(prompt: String) async -> LineInput {
        outbox.post(.secretPrompt(prompt))
        return await secrets.take().map { .line($0) } ?? .eof
    }

    /// `LineReader`'s blocking reads, for a caller that is not ``InputChannel`` (which awaits
    /// ``nextLine(prompt:)``): they wait on the calling thread.
    func readLine(prompt: String) -> LineInput { blocking { await self.nextLine(prompt: prompt) } }
    func readSecret(prompt: String) -> LineInput { blocking { await self.nextSecret(prompt: prompt) } }

    private func blocking(_ read: @escaping @Sendable () async -> LineInput) -> LineInput {
        let done = DispatchSemaphore(value: 0)
        let box = LineBox()
        Task {
            let line = await read()
            box.value.withLock { $0 = line }
            done.signal()
        }
        done.wait()
        return box.value.withLock { $0 }
    }

    func setCompletions(_ words: [String]) { outbox.post(.completions(words)) }

    /// Hands over what the client sent. Returns `false` when the client has typed too far
    /// ahead (a flood), and the connection should close.
    func deliver(_ input: LineInput) -> Bool { lines.put(input) }

    /// Hands over a secret line.
    func deliverSecret(_ text: String) -> Bool { secrets.put(text) }

    /// Forgets lines typed ahead (before the login finished), so nothing sent before logging
    /// in ever runs as a command.
    func dropTypedAhead() {
        lines.clear()
    }

    /// The connection is gone: reads from now on report the end of input, so the session
    /// ends any game as abandoned (its answers are already stored) and returns.
    func close() {
        lines.close()
        secrets.close()
    }
}

/// What the client sent, kept until the session asks for it: a waiting reader gets the next
/// item at once, without a thread of its own; items sent ahead are kept up to `limit`.
private final class Mailbox<Item: Sendable>: Sendable {
    private struct State {
        var items: [Item] = []
        var waiter: CheckedContinuation<Item?, Never>?
        var closed = false
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) { self.limit = limit }

    /// The next item, waiting for it; `nil` once closed and empty.
    func take() async -> Item? {
        await withCheckedContinuation { c in
            let ready: Item?? = state.withLock { s in
                if !s.items.isEmpty { return .some(s.items.removeFirst()) }
                if s.closed { return .some(nil) }
                s.waiter = c
                return nil
            }
            if let ready { c.resume(returning: ready) }
        }
    }

    /// Hands over an item; `false` when `limit` items wait already (a flood).
    func put(_ item: Item) -> Bool {
        let (waiter, accepted): (CheckedContinuation<Item?, Never>?, Bool) = state.withLock { s in
            if let w = s.waiter {
                s.waiter = nil
                return (w, true)
            }
            guard s.items.count < limit else { return (nil, false) }
            s.items.append(item)
            return (nil, true)
        }
        waiter?.resume(returning: item)
        return accepted
    }

    /// Forgets the items waiting.
    func clear() { state.withLock { $0.items.removeAll() } }

    /// From now on a read gets `nil` once the items are taken; a waiting read gets it now.
    func close() {
        let w = state.withLock { s in
            s.closed = true
            defer { s.waiter = nil }
            return s.waiter
        }
        w?.resume(returning: nil)
    }
}

/// A line handed from a task to a waiting thread.
private final class LineBox: Sendable {
    let value = Mutex<LineInput>(.eof)
}
