import EarshotCore
import EarshotWire
import Synchronization

/// The messages waiting to go to one client, in the order they were posted. Posting never
/// waits, from any thread (the session's events, the line reader's prompts): one writer at a
/// time takes everything queued at once and sends it in order, in one write when it fits, so a
/// prompt never overtakes the events said before it, and a question and its prompt cost the
/// connection one flush, not two.
///
/// The writer is the connection's writer task, woken by the ``doorbell``, or the session's
/// own task, which sends what it posted itself (``claim()``, ``more()``) instead of waking
/// another task to do it: in a room of 2,000 that wake was a task switch per player per
/// question.
final class Outbox: Sendable {
    private struct Queue {
        var messages: [ServerMessage] = []
        /// How many ``hold()`` calls wait for their ``release()``.
        var holds = 0
        /// Where the messages held begin: a writer already awake takes only those before.
        var heldFrom = 0
        /// Whether a writer holds the claim (``claim()``): it sends all that is ready.
        var writing = false

        /// Everything posted since the last take, in order, but for what a hold keeps back.
        mutating func ready() -> [ServerMessage] {
            guard holds > 0 else {
                defer { messages = [] }
                return messages
            }
            let ready = Array(messages[..<heldFrom])
            messages.removeFirst(heldFrom)
            heldFrom = 0
            return ready
        }
    }

    private let queue = Mutex(Queue())
    /// Rings when something was posted (one ring stands for any number of posts).
    let doorbell: AsyncStream<Void>
    private let ring: AsyncStream<Void>.Continuation

    init() {
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues a message for the client. `ring: false` when the caller sends it itself next
    /// (``claim()``): the writer task is then not woken for it.
    func post(_ message: ServerMessage, ring: Bool = true) {
        let held = queue.withLock { queue in
            queue.messages.append(message)
            return queue.holds > 0
        }
        if ring, !held { self.ring.yield() }
    }

    /// Keeps what is posted from now on queued until ``release()``, so that it all goes in one
    /// write: a question and its spoken prompt, a verdict and the player's place. The writer,
    /// on another thread, would otherwise often take the first before the second is posted.
    func hold() {
        queue.withLock { queue in
            if queue.holds == 0 { queue.heldFrom = queue.messages.count }
            queue.holds += 1
        }
    }

    /// Ends a ``hold()``: once none is left, the writer is woken for what was queued (unless
    /// `ring` is false: the caller sends it itself).
    func release(ring: Bool = true) {
        let ready = queue.withLock { queue in
            queue.holds = max(0, queue.holds - 1)
            return queue.holds == 0 && !queue.messages.isEmpty
        }
        if ring, ready { self.ring.yield() }
    }

    /// Everything posted since the last take, in order, but for what a hold keeps back.
    func take() -> [ServerMessage] {
        queue.withLock { $0.ready() }
    }

    /// What is ready to go, with the right to send it: `nil` when nothing is, or when another
    /// writer holds the right (it sends this too before it gives the right up). The holder
    /// sends, then calls ``more()`` until it returns `nil`.
    func claim() -> [ServerMessage]? {
        queue.withLock { queue in
            guard !queue.writing else { return nil }
            let ready = queue.ready()
            guard !ready.isEmpty else { return nil }
            queue.writing = true
            return ready
        }
    }

    /// For the holder of the claim: what came while it sent, or `nil`, the claim given up,
    /// when nothing did.
    func more() -> [ServerMessage]? {
        queue.withLock { queue in
            let ready = queue.ready()
            if ready.isEmpty { queue.writing = false }
            return ready.isEmpty ? nil : ready
        }
    }

    /// No more messages: the writer finishes once what is queued is sent.
    func finish() { ring.finish() }
}
