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
///
/// Two lists are kept. A game's events stay in theirs until newer game events push them out.
/// A connection's own words (prompts and short news such as "Answer taken") go to the other,
/// where a line many send stays while it is sent, and one a single player is sent (their place
/// on the board) soon goes: it never takes the place of a question.
public enum SharedEncoding {
    /// How many recent messages each list keeps: a room's news comes a few at a time.
    static let capacity = 16

    /// A game's events and the words shown with them.
    private static let events = RecentTexts()
    /// Prompts and short news, each kept while connections keep sending it.
    private static let words = RecentTexts()

    /// The JSON text of `message`, encoded once for every connection that sends an equal one
    /// while it is among the recent.
    public static func text(of message: ServerMessage) throws -> String {
        switch kind(of: message) {
        case .event: try events.text(of: message, keepWhileUsed: false)
        case .words: try words.text(of: message, keepWhileUsed: true)
        case nil: try WireCodec.encode(message)
        }
    }

    /// Whether `message` is among the kept now (for tests).
    static func isKept(_ message: ServerMessage) -> Bool {
        switch kind(of: message) {
        case .event: events.holds(message)
        case .words: words.holds(message)
        case nil: false
        }
    }

    /// Which list a message goes to, if any.
    enum Kind { case event, words }

    /// What many connections are sent alike: a game's events (a room's question, verdicts and
    /// standings) and the words shown with them; prompts and one-line news. Menus, tables,
    /// help and the like go to one player at a time and are encoded as they come.
    static func kind(of message: ServerMessage) -> Kind? {
        switch message {
        case .event(.game), .shown: .event
        case .prompt, .event(.app(.prompt)), .event(.app(.info)): .words
        default: nil
        }
    }
}

/// The last ``SharedEncoding/capacity`` messages encoded, with their text, the newest last.
///
/// A message is kept from its second sending on: the last few encoded and not kept wait at the
/// door, and one goes in when a message encoded equals it. A message each connection
/// sends once (a player's own verdict and place) is never kept, so it neither pushes a shared
/// one out nor costs a pass over the list to put it in: at a question's close in a room of
/// 2,000, such lines were most of the list's work.
private final class RecentTexts: Sendable {
    private struct State {
        var list: [(message: ServerMessage, text: String)] = []
        /// The last few messages encoded that are not kept, the newest last.
        var door: [ServerMessage] = []
    }

    private let state = Mutex(State())
    /// How many messages wait at the door: a line many send, between lines each sends once.
    static let doorSize = 4

    /// `keepWhileUsed`: a message found is moved to the end again, so a line sent to every
    /// connection in turn outlives the lines each sends only once.
    func text(of message: ServerMessage, keepWhileUsed: Bool) throws -> String {
        // Compared outside the lock: the copy of the list is cheap, the comparisons are not.
        let known = state.withLock { $0.list }
        if let at = known.lastIndex(where: { $0.message == message }) {
            let hit = known[at].text
            if keepWhileUsed, at < known.count - 1 { remember(message, hit) }
            return hit
        }
        let text = try WireCodec.encode(message)
        let again = state.withLock { state in
            if let at = state.door.firstIndex(of: message) {
                state.door.remove(at: at)
                return true
            }
            state.door.append(message)
            if state.door.count > RecentTexts.doorSize { state.door.removeFirst() }
            return false
        }
        if again { remember(message, text) }
        return text
    }

    func holds(_ message: ServerMessage) -> Bool { state.withLock { $0.list.contains { $0.message == message } } }

    /// Puts `message` last, once.
    private func remember(_ message: ServerMessage, _ text: String) {
        state.withLock { state in
            state.list.removeAll { $0.message == message }
            state.list.append((message, text))
            if state.list.count > SharedEncoding.capacity { state.list.removeFirst(state.list.count - SharedEncoding.capacity) }
        }
    }
}
