import EarshotCore
import EarshotWire
import Foundation
import HummingbirdWSClient
import Logging

/// What one simulated player saw: the time from each answer sent to its feedback, and what
/// went wrong.
struct PlayerTally: Sendable {
    var latencies: [Double] = []
    /// The latencies of answers sent once every player had started (after the ramp).
    var steadyLatencies: [Double] = []
    var answersSent = 0
    var answersJudged = 0
    var gamesFinished = 0
    var errors: [String] = []
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

    func run() async -> PlayerTally {
        let tally = TallyBox()
        var logger = Logger(label: "club-load")
        logger.logLevel = .critical
        do {
            try await WebSocketClient.connect(
                url: url, configuration: .init(maxFrameSize: WireProtocol.maxMessageBytes), logger: logger
            ) { inbound, outbound, _ in
                Connected.shared.change(by: 1)
                defer { Connected.shared.change(by: -1) }
                var state = State(player: self)
                func send(_ message: ClientMessage) async throws {
                    try await outbound.write(.text(try WireCodec.encode(message)))
                }
                try await send(.hello(Hello(clientVersion: "club-load", language: "en", player: name)))
                for try await frame in inbound.messages(maxSize: WireProtocol.maxMessageBytes) {
                    guard case .text(let text) = frame else { continue }
                    guard let message = try? WireCodec.decode(ServerMessage.self, from: text) else {
                        tally.update { $0.errors.append("unreadable message") }
                        break
                    }
                    if trace { FileHandle.standardError.write(Data("<- \(text.prefix(300))\n".utf8)) }
                    let replies = await state.handle(message, tally: tally)
                    if trace { for r in replies { FileHandle.standardError.write(Data("-> \(r)\n".utf8)) } }
                    for reply in replies { try await send(reply) }
                    if state.done { break }
                }
                try? await outbound.close(.normalClosure, reason: "done")
            }
        } catch {
            tally.update { $0.errors.append("connection: \(error)") }
        }
        return tally.value
    }

    /// The player's side of the conversation.
    struct State {
        let player: SimulatedPlayer
        var random: SeededGenerator
        var sentAt: ContinuousClock.Instant?
        var pendingAnswer = false
        var optionCount = 0
        var questionNumber = 0
        var played = 0
        var loggedIn = false
        var done = false

        init(player: SimulatedPlayer) {
            self.player = player
            random = SeededGenerator(seed: player.seed)
        }

        mutating func handle(_ message: ServerMessage, tally: TallyBox) async -> [ClientMessage] {
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
                    if seconds > 0.5, ProcessInfo.processInfo.environment["CLUB_LOAD_SLOW"] != nil {
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
            case .secretPrompt:
                return [.secret(player.password)]
            case .prompt(let text) where text.contains("yes or no"):
                return [.line("yes")]  // "Is paris your answer?": a typed answer close to a command word
            case .prompt(let text) where text.hasPrefix("Name"):
                return [.line(player.name)]  // the server's login asks the name again
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

/// A tally shared between the connection's handler and its owner.
final class TallyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var tally = PlayerTally()
    func update(_ change: (inout PlayerTally) -> Void) { lock.withLock { change(&tally) } }
    var value: PlayerTally { lock.withLock { tally } }
}

/// How many simulated players are connected at once, and the most there were.
final class Connected: @unchecked Sendable {
    static let shared = Connected()
    private let lock = NSLock()
    private var current = 0
    private(set) var peakValue = 0

    func change(by n: Int) {
        lock.withLock {
            current += n
            peakValue = max(peakValue, current)
        }
    }

    var peak: Int { lock.withLock { peakValue } }
}
