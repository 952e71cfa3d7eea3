import EarshotCore
import EarshotWire

/// The messages waiting to go to one client, in the order they were posted. Posting never
/// waits, from any thread (the session's events, the line reader's prompts): one writer task
/// sends them in order, so a prompt never overtakes the events said before it.
final class Outbox: Sendable {
    let messages: AsyncStream<ServerMessage>
    private let continuation: AsyncStream<ServerMessage>.Continuation

    init() {
        (messages, continuation) = AsyncStream.makeStream(of: ServerMessage.self, bufferingPolicy: .unbounded)
    }

    /// Queues a message for the client.
    func post(_ message: ServerMessage) { continuation.yield(message) }

    /// No more messages: the writer finishes once what is queued is sent.
    func finish() { continuation.finish() }
}
