import EarshotCore
import EarshotWire
import Foundation

/// A scripted host: once registered, asks the admin to be made a host, opens a room
/// (`room open --count Q --time off`), reads the PIN from "Room open. PIN 1 9 4 2. …", waits
/// until every player of the room has joined ("NAME joined. N in the room."), types `start`,
/// and `next` after each "Question K closed: …" until the room is over; then leaves.
struct RoomHost: Conversation {
    let board: RoomBoard
    let promotions: Promotions
    let name: String
    let questions: Int
    /// How long the host waits after a question closes before `next` (a person reads the
    /// tally first); 0 by default.
    var pause: Duration = .zero
    var stage = Stage.login
    var done = false

    enum Stage { case login, opening, lobby, playing, ended }

    init(board: RoomBoard, promotions: Promotions, name: String, questions: Int, pause: Duration) {
        self.pause = pause
        self.board = board
        self.promotions = promotions
        self.name = name
        self.questions = questions
    }

    mutating func handle(_ message: ServerMessage, at: ContinuousClock.Instant, tally: TallyBox) async -> [ClientMessage] {
        switch message {
        case .prompt:
            switch stage {
            case .login:
                stage = .opening
                guard await promotions.request(name) else { return giveUp("\(name) was not made a host", tally) }
                return [.line("room open --count \(questions) --time off")]
            case .ended:
                done = true
                return [.bye]
            case .opening, .lobby, .playing:
                return []
            }
        case .event(.app(.info(let text))):
            return await heard(text, at: at)
        case .event(.app(.error(let text))):
            tally.update { $0.errors.append("host: \(text)") }
            if stage == .opening { return giveUp(nil, tally) }
        case .error(let code, let text):
            tally.update { $0.errors.append("host: \(code): \(text)") }
            board.publish(pin: nil)
            done = true
        case .goodbye:
            board.publish(pin: nil)
            done = true
        default:
            break
        }
        return []
    }

    /// The host's news: the PIN, each arrival, each closed question, the end.
    mutating func heard(_ text: String, at: ContinuousClock.Instant) async -> [ClientMessage] {
        if stage == .opening, let pin = Self.pin(in: text) {
            board.publish(pin: pin)
            stage = .lobby
        } else if stage == .lobby, let count = Self.number(in: text, #" joined\. (\d+) in the room\."#), count >= board.players {
            stage = .playing
            board.sent(1, at: .now)
            return [.line("start")]
        } else if stage == .playing, let closed = Self.number(in: text, #"^Question (\d+) closed: "#) {
            board.closed(closed, at: at)
            if pause > .zero { try? await Task.sleep(for: pause) }
            if !text.contains("That was the last question") { board.sent(closed + 1, at: .now) }
            return [.line("next")]
        } else if stage == .playing, text.hasPrefix("The room is over.") {
            board.ended()
            stage = .ended
        }
        return []
    }

    /// The room did not open: its players hear there is no PIN, and the host leaves.
    mutating func giveUp(_ why: String?, _ tally: TallyBox) -> [ClientMessage] {
        if let why { tally.update { $0.errors.append(why) } }
        board.publish(pin: nil)
        done = true
        return [.bye]
    }

    /// "Room open. PIN 1 9 4 2. …" → "1942".
    static func pin(in text: String) -> String? {
        guard text.hasPrefix("Room open."), let range = text.range(of: #"PIN (\d )+\d"#, options: .regularExpression) else {
            return nil
        }
        return text[range].dropFirst(4).filter(\.isNumber)
    }

    /// The number the first group of `pattern` matched.
    static func number(in text: String, _ pattern: String) -> Int? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return Int(text[range])
    }
}
