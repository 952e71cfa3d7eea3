import EarshotCore
import EarshotWire
import Synchronization

/// The messages waiting to go to one client, in the order they were posted. Posting never
/// waits, from any thread (the session's events, the line reader's prompts): one writer task
/// takes everything queued at once and sends it in order, in one write when it fits, so a
/// prompt never overtakes the events said before it, and a question and its prompt cost the
/// connection one flush, not two.
final class Outbox: Sendable {
    private struct Queue {
        var messages: [ServerMessage] = []
        /// How many ``hold()`` calls wait for their ``release()``.
        var holds = 0
        /// Where the messages held begin: a writer already awake takes only those before.
        var heldFrom = 0
    }

    private let queue = Mutex(Queue())
    /// Rings when something was posted (one ring stands for any number of posts).
    let doorbell: AsyncStream<Void>
    private let ring: AsyncStream<Void>.Continuation

    init() {
        (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues a message for the client.
    func post(_ message: ServerMessage) {
        let held = queue.withLock { queue in
            queue.messages.append(message)
            return queue.holds > 0
        }
        if !held { ring.yield() }
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

    /// Ends a ``hold()``: once none is left, the writer is woken for what was queued.
    func release() {
        let ready = queue.withLock { queue in
            queue.holds = max(0, queue.holds - 1)
            return queue.holds == 0 && !queue.messages.isEmpty
        }
        if ready { ring.yield() }
    }

    /// Everything posted since the last take, in order, but for what a hold keeps back.
    func take() -> [ServerMessage] {
        queue.withLock { queue in
            guard queue.holds > 0 else {
                defer { queue.messages = [] }
                return queue.messages
            }
            let ready = Array(queue.messages[..<queue.heldFrom])
            queue.messages.removeFirst(queue.heldFrom)
            queue.heldFrom = 0
            return ready
        }
    }

    /// No more messages: the writer finishes once what is queued is sent.
    func finish() { ring.finish() }
}
