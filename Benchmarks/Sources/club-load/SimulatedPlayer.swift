import EarshotCore
import EarshotWire
import Foundation

/// What one simulated player saw: the time from each answer sent to its feedback, and what
/// went wrong.
struct PlayerTally: Sendable {
    var latencies: [Double] = []
    /// The latencies of answers sent once every player had started (after the ramp).
    var steadyLatencies: [Double] = []
    var answersSent = 0
    var answersJudged = 0
    var gamesFinished = 0
    /// Answers sent again because the server did not understand them (rooms).
    var retries = 0
    var errors: [String] = []
    /// Seconds from the player's connection to its first prompt after logging in.
    var loginSeconds: Double?
    /// The last few messages of the connection, both ways, for a report on a stuck player:
    /// kept as they came and worded only for the report (formatting each of 2,000 players'
    /// messages as it came was a twentieth of club-load's time in a room's fan-out).
    var noted: [Noted] = []

    /// One message noted: when (since ``ClubLink/epoch``), which way, and its text.
    struct Noted: Sendable {
        var at: ContinuousClock.Instant
        var incoming: Bool
        var text: String
    }

    mutating func note(_ item: Noted) {
        if noted.count >= 8 { noted.removeFirst() }
        noted.append(item)
    }

    /// The messages noted, each with the seconds since the run began.
    var recent: [String] {
        noted.map { item in
            let at = String(format: "%.3f", (item.at - ClubLink.epoch) / .seconds(1))
            return "\(at) s \(item.incoming ? "<-" : "->") \(item.text.prefix(140))"
        }
    }
}

/// One player on the club server: connects, says hello, logs in when asked, plays `games`
/// games of `mode` with think time before each answer, then leaves.
struct SimulatedPlayer: Sendable {
    var url: String
    var name: String
    var password: String
    var mode: String
    var games: Int
    var thinkMilliseconds: ClosedRange<Int>
    var seed: UInt64
    /// When the last player starts: answers sent after it count as steady play.
    var steadyAfter: ContinuousClock.Instant
    /// Writes every message of this player to standard error (`--trace`, for the first player).
    var trace = false
    /// Where the player waits, once logged in, for every other player (`--together`).
    var startLine: StartLine?
    /// `CLUB_LOAD_SLOW`: answers slower than this many seconds are printed (read once: the
    /// environment read for each verdict was a twelfth of club-load's time).
    static let slow: Double? = ProcessInfo.processInfo.environment["CLUB_LOAD_SLOW"].map { Double($0) ?? 0.5 }

    func run() async -> PlayerTally {
        let tally = TallyBox()
        await ClubLink(url: url, name: name, password: password, trace: trace).run(
            State(player: self, began: .now), tally: tally)
        await startLine?.leave(name)
        return tally.value
    }

    /// The player's side of the conversation.
    struct State: Conversation {
        let player: SimulatedPlayer
        var random: SeededGenerator
        var sentAt: ContinuousClock.Instant?
        var pendingAnswer = false
        var optionCount = 0
        var questionNumber = 0
        var played = 0
        var loggedIn = false
        var done = false
        /// When the player connected, and whether it has passed the start line.
        let began: ContinuousClock.Instant
        var started = false

        init(player: SimulatedPlayer, began: ContinuousClock.Instant) {
            self.player = player
            self.began = began
            random = SeededGenerator(seed: player.seed)
        }

        /// A solo player acts on the line prompt, never on a spoken prompt or an info line.
        func needs(_ line: String) -> Bool { !line.hasPrefix(Skippable.spokenPrompt) && !line.hasPrefix(Skippable.info) }

        mutating func handle(_ message: ServerMessage, at: ContinuousClock.Instant, tally: TallyBox) async -> [ClientMessage] {
            switch message {
            case .event(.game(.asked(let q))):
                pendingAnswer = true
                optionCount = q.options.count
                questionNumber = q.number
                return []
            case .event(.game(.notUnderstood)), .event(.game(.clarify)):
                pendingAnswer = true  // answered again at the next prompt
                return []
            case .event(.game(.judged)), .event(.game(.timeUp)), .event(.game(.skipped)):
                pendingAnswer = false
                if let sentAt {
                    let seconds = (ContinuousClock.now - sentAt) / .seconds(1)
                    let steady = sentAt >= player.steadyAfter
                    if let slow = SimulatedPlayer.slow, seconds > slow {
                        let at = (sentAt - player.steadyAfter) / .seconds(1)
                        FileHandle.standardError.write(
                            Data(
                                String(
                                    format: "slow %.2f s after the ramp: %.0f ms, %@ question %d\n", at, seconds * 1000, player.name,
                                    questionNumber
                                ).utf8))
                    }
                    tally.update {
                        $0.latencies.append(seconds)
                        if steady { $0.steadyLatencies.append(seconds) }
                        $0.answersJudged += 1
                    }
                    self.sentAt = nil
                }
                return []
            case .event(.app(.summary)):
                played += 1
                tally.update { $0.gamesFinished += 1 }
                return []
            case .prompt(let text) where text.contains("yes or no"):
                return [.line("yes")]  // "Is paris your answer?": a typed answer close to a command word
            case .prompt:
                if pendingAnswer {
                    pendingAnswer = false
                    let think = Int.random(in: player.thinkMilliseconds, using: &random)
                    try? await Task.sleep(for: .milliseconds(think))
                    sentAt = .now
                    tally.update { $0.answersSent += 1 }
                    let answer = optionCount == 0 ? "paris" : String(Int.random(in: 1...optionCount, using: &random))
                    return [.line(answer)]
                }
                if !loggedIn {
                    loggedIn = true
                    let seconds = (ContinuousClock.now - began) / .seconds(1)
                    tally.update { $0.loginSeconds = seconds }
                }
                // An empty line only brings the prompt back: meanwhile the connection reads
                // on, and answers the server's pings.
                if !started, let line = player.startLine, !(await line.arrive(player.name, patience: .seconds(10))) {
                    return [.line("")]
                }
                started = true
                if played >= player.games {
                    done = true
                    return [.bye]
                }
                // `--mode` may list several games, separated by ";": played in turn, the last
                // one again for the games after (the daily can be played once a day).
                let modes = player.mode.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                return [.line(modes.isEmpty ? player.mode : modes[min(played, modes.count - 1)])]
            case .error(let code, let text):
                tally.update { $0.errors.append("\(code): \(text)") }
                done = true
                return []
            case .goodbye:
                done = true
                return []
            default:
                return []
            }
        }
    }
}
