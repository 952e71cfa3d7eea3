import EarshotCore
import EarshotWire
import Foundation

/// A player in a live room: once logged in, waits for its room's PIN and types `join PIN`;
/// at each question (the `asked` event) notes when it came, thinks, and answers with an
/// option's number (or a typed word); times the answer to its "Answer taken" (or to its
/// verdict, if that comes first); types it (or `join`) again when told the room's server did
/// not answer; leaves once the room is over.
struct RoomPlayer: Conversation {
    let board: RoomBoard
    let name: String
    let think: ClosedRange<Int>
    var random: SeededGenerator
    var joined = false
    var ended = false
    var done = false
    /// The last question received, and the last one this player's answer was taken for.
    var asked = 0
    var taken = 0
    var options: [String] = []
    var sentAt: ContinuousClock.Instant?
    var retries = 0
    /// The words of the answer under way, to type again when told to.
    var lastAnswer: String?
    /// The room's PIN, and how often joining was tried again.
    var pin: String?
    var joinTries = 0

    init(board: RoomBoard, name: String, think: ClosedRange<Int>, seed: UInt64) {
        self.board = board
        self.name = name
        self.think = think
        random = SeededGenerator(seed: seed)
    }

    /// Spoken prompts matter only once the room is over (the player then leaves).
    func needs(_ line: String) -> Bool { ended || !line.hasPrefix(Skippable.spokenPrompt) }

    mutating func handle(_ message: ServerMessage, at: ContinuousClock.Instant, tally: TallyBox) async -> [ClientMessage] {
        switch message {
        case .prompt where ended, .event(.app(.prompt)) where ended:
            // After the room, the main prompt is only said (the room's read, and its `room> `
            // prompt, carry over to it): either way the player leaves.
            done = true
            return [.bye]
        case .prompt:
            guard !joined else { return [] }
            joined = true
            guard let pin = await board.pin() else {
                tally.update { $0.errors.append("room \(board.number) did not open") }
                done = true
                return [.bye]
            }
            board.joining(name)
            self.pin = pin
            return [.line("join \(pin)")]
        case .event(.game(.asked(let q))):
            guard q.number > asked else { return [] }  // said again (repeat, resume)
            asked = q.number
            board.received(q.number, at: at, by: name)
            options = q.options
            retries = 0
            try? await Task.sleep(for: .milliseconds(Int.random(in: think, using: &random)))
            return [send(options.isEmpty ? "paris" : String(Int.random(in: 1...options.count, using: &random)), tally)]
        case .event(.game(.notUnderstood)), .event(.game(.clarify)):
            // Not taken ("2" when the options are 2, 4, 6 and 8 is ambiguous): answered again
            // by letter, the first candidate's (a letter names one option only), twice at most.
            retries += 1
            tally.update { $0.retries += 1 }
            guard retries <= 2, sentAt != nil else { return [] }
            var letter = 0
            if case .event(.game(.clarify(_, let candidates, _))) = message { letter = candidates.first ?? 0 }
            let letters = "abcdef".map(String.init)
            return [send(options.isEmpty ? "paris" : letters[min(letter, letters.count - 1)], tally)]
        case .event(.game(.judged)), .event(.game(.timeUp)):
            acknowledged(at, tally)
        case .event(.app(.info(let text))):
            if text.hasPrefix("Answer taken: ") {
                acknowledged(at, tally)
            } else if text.hasPrefix("The room is over.") {
                ended = true
            } else if text.hasPrefix("No answer from you."), taken == asked {
                tally.update { $0.errors.append("told no answer after its answer was taken") }
            } else if text.hasPrefix("That question has closed.") || text.hasPrefix("The room is paused.") {
                tally.update { $0.errors.append("answer refused: \(text)") }
                sentAt = nil
            }
        case .event(.app(.error(let text))):
            tally.update { $0.errors.append(text) }
            if text.hasSuffix("Type it again."), let last = lastAnswer, sentAt != nil, retries < 2 {
                // The room's server did not reply in time: typed again, as a player would.
                retries += 1
                tally.update { $0.retries += 1 }
                return [.line(last)]  // timed from the first try
            }
            if text.hasPrefix("The server that runs that room did not answer"), let pin, asked == 0, joinTries < 2 {
                joinTries += 1  // as a player would, after a moment
                try? await Task.sleep(for: .seconds(1))
                return [.line("join \(pin)")]
            }
            if !ended, asked == 0, sentAt == nil {
                done = true  // the join was refused
                return [.bye]
            }
        case .error(let code, let text):
            tally.update { $0.errors.append("\(code): \(text)") }
            done = true
        case .goodbye:
            done = true
        default:
            break
        }
        return []
    }

    /// Sends an answer line, timing it.
    mutating func send(_ answer: String, _ tally: TallyBox) -> ClientMessage {
        lastAnswer = answer
        sentAt = .now
        board.answered(asked, at: sentAt!, by: name)
        if retries == 0 { tally.update { $0.answersSent += 1 } }
        return .line(answer)
    }

    /// The answer under way was taken (its "Answer taken", or its verdict first).
    mutating func acknowledged(_ at: ContinuousClock.Instant, _ tally: TallyBox) {
        guard let sentAt else { return }
        let seconds = (at - sentAt) / .seconds(1)
        tally.update {
            $0.latencies.append(seconds)
            $0.answersJudged += 1
        }
        taken = asked
        board.taken(asked, by: name)
        self.sentAt = nil
    }
}
