import EarshotCore
import Foundation
import Synchronization

/// The JSON text of the server's messages, made once for a message many connections send.
///
/// A live room sends the same question, the same reveal and the same standings to every
/// player in it: with 2,000 players, encoding each copy on its own was 2,000 encodings of one
/// value at the moment that matters most. The last few messages encoded are kept with their
/// text, and a message equal to one of them is sent as that text. Equal messages give equal
/// text (``WireCodec/encode(_:)`` sorts keys), so nothing a client receives changes.
public enum SharedEncoding {
    /// How many recent messages are kept: a room's news comes a few at a time.
    static let capacity = 16

    /// The text of the messages encoded last, the newest at the end.
    private static let recent = Mutex<[(message: ServerMessage, text: String)]>([])

    /// The JSON text of `message`, encoded once for every connection that sends an equal one
    /// while it is among the recent.
    public static func text(of message: ServerMessage) throws -> String {
        guard worthSharing(message) else { return try WireCodec.encode(message) }
        // Compared outside the lock: the copy of the list is cheap, the comparisons are not.
        let known = recent.withLock { $0 }
        if let hit = known.last(where: { $0.message == message }) { return hit.text }
        let text = try WireCodec.encode(message)
        recent.withLock { list in
            guard !list.contains(where: { $0.message == message }) else { return }
            list.append((message, text))
            if list.count > capacity { list.removeFirst(list.count - capacity) }
        }
        return text
    }

    /// What many connections are sent alike: a game's events (a room's question, verdicts and
    /// standings) and the words shown with them. A connection's own prompts and news are not
    /// kept, so they never take the place of what is shared.
    static func worthSharing(_ message: ServerMessage) -> Bool {
        switch message {
        case .event(.game), .shown: true
        default: false
        }
    }
}
