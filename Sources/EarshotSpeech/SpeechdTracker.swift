import CSpeechd
import EarshotCore
import Foundation
import Synchronization

/// Follows speech-dispatcher's begin, end and cancel notifications for one connection: which
/// messages are still to be heard (for ``SpeechdSpeechEngine/finish()``, and to say them again
/// with espeak-ng when the daemon fails), how long questions and options were heard (for timed
/// games), and whether the daemon still plays at all. Notifications arrive on libspeechd's own
/// thread.
final class SpeechdTracker: Sendable {
    /// A message the daemon took and has not finished.
    struct Message {
        var role: SpeechRole
        var utterances: [Utterance]
        var queued: ContinuousClock.Instant
        var begun: ContinuousClock.Instant?
        /// Its place among the messages sent (``ticket()``).
        var ticket = 0
    }

    private struct State {
        var messages: [Int: Message] = [:]
        /// Messages that ended (`true`) or were cancelled before they were known to be queued.
        var over: [Int: Bool] = [:]
        var reading: Duration = .zero
        var lastEvent: ContinuousClock.Instant?
        var counts = (begun: 0, ended: 0, cancelled: 0)
        var tickets = 0
        /// By role, the last ticket cut by the player (barge-in) or made stale by a new
        /// question: messages up to it are not said again if the daemon fails.
        var cut: [SpeechRole: Int] = [:]
    }

    private let state = Mutex(State())
    private let onBegin: (@Sendable (Int) -> Void)?
    private let onEnd: (@Sendable (Int) -> Void)?

    /// `onBegin` is told when a message starts to be heard, `onEnd` when one was heard to its end.
    init(onBegin: (@Sendable (Int) -> Void)?, onEnd: (@Sendable (Int) -> Void)? = nil) {
        self.onBegin = onBegin
        self.onEnd = onEnd
    }

    /// A message was queued: `utterances`, sent as one message in `role`'s priority.
    func queued(
        _ id: Int, role: SpeechRole, utterances: [Utterance], ticket: Int = 0, at now: ContinuousClock.Instant = .now
    ) {
        let ended: Bool = state.withLock { s in
            // Its end may already have arrived.
            guard let ended = s.over.removeValue(forKey: id) else {
                s.messages[id] = Message(role: role, utterances: utterances, queued: now, ticket: ticket)
                return false
            }
            return ended
        }
        if ended { onEnd?(id) }
    }

    /// Messages queued and not yet ended or cancelled.
    var pending: Int { state.withLock { $0.messages.count } }

    /// Text-priority messages (questions, options, prompts) queued and not yet ended: a new
    /// text would cut them.
    var pendingText: Int {
        state.withLock { s in
            s.messages.values.filter { m in m.utterances.first.map { SpeechdSpeechEngine.priority(for: $0) == SPD_TEXT } ?? false }
                .count
        }
    }

    /// Messages of this connection's that began and have not ended.
    var playing: Int { state.withLock { $0.messages.values.filter { $0.begun != nil }.count } }

    var readingTime: Duration { state.withLock { $0.reading } }

    /// Notification counts so far.
    var seen: (begun: Int, ended: Int, cancelled: Int) { state.withLock { $0.counts } }

    /// A number for a message about to be sent, in the order they are sent.
    func ticket() -> Int {
        state.withLock { s in
            s.tickets += 1
            return s.tickets
        }
    }

    /// Takes the utterances of every message not yet heard to its end (and not cut), in the
    /// order they were queued, and forgets them all.
    func takeUnheard() -> [Utterance] {
        state.withLock { s in
            defer { s.messages = [:] }
            let cut = s.cut
            return s.messages.sorted { $0.key < $1.key }.filter { $0.value.ticket > cut[$0.value.role, default: 0] }
                .flatMap(\.value.utterances)
        }
    }

    /// Cuts every message of `roles` sent so far, queued or on its way: if the daemon fails now,
    /// they are not said again (the player moved on).
    func stop(_ roles: Set<SpeechRole>) {
        state.withLock { s in
            for role in roles { s.cut[role] = s.tickets }
        }
    }

    /// Whether the message of `role` with `ticket` was cut.
    func isCut(_ role: SpeechRole, ticket: Int) -> Bool { state.withLock { ticket <= $0.cut[role, default: 0] } }

    /// Whether the daemon has stopped playing: a message began long ago and never ended (more
    /// than the time its words take, read slowly, and `limit`), or messages wait and none began
    /// within `limit` of being queued or of the last notification. A daemon without an audio
    /// output takes messages and sends BEGIN, then nothing.
    func stalled(limit: Duration, now: ContinuousClock.Instant = .now) -> Bool {
        state.withLock { s in
            guard !s.messages.isEmpty else { return false }
            let playing = s.messages.values.filter { $0.begun != nil }
            if !playing.isEmpty {
                return playing.contains { m in now - m.begun! > Self.longest(m.utterances) + limit }
            }
            let oldest = s.messages.values.map(\.queued).min()!
            let since = s.lastEvent.map { max($0, oldest) } ?? oldest
            return now - since > limit
        }
    }

    /// The most `utterances` can take to say: about five characters a second at 175 words a
    /// minute (a third of English's pace; Chinese characters count three), scaled by the rate.
    static func longest(_ utterances: [Utterance]) -> Duration {
        let seconds = utterances.reduce(0.0) { total, u in
            let units = u.text.unicodeScalars.reduce(0) { $0 + ($1.value > 0x2E80 ? 3 : 1) }
            return total + Double(units) / 5 * 175 / Double(max(80, u.voice.rate))
        }
        return .milliseconds(Int64(seconds * 1000))
    }

    func notify(_ id: Int, _ event: SPDNotificationType, at now: ContinuousClock.Instant = .now) {
        let ours: Bool = state.withLock { s in
            s.lastEvent = now
            let ours = s.messages[id] != nil
            switch event {
            case SPD_EVENT_BEGIN:
                s.messages[id]?.begun = now
                s.counts.begun += 1
            case SPD_EVENT_END, SPD_EVENT_CANCEL:
                if event == SPD_EVENT_END { s.counts.ended += 1 } else { s.counts.cancelled += 1 }
                if let m = s.messages.removeValue(forKey: id) {
                    if let start = m.begun, m.role == .question || m.role == .option { s.reading += now - start }
                } else {
                    s.over[id] = event == SPD_EVENT_END
                }
            default:
                break
            }
            return ours
        }
        if event == SPD_EVENT_BEGIN { onBegin?(id) }
        if event == SPD_EVENT_END, ours { onEnd?(id) }
    }

    // One process rarely has more than one connection; notifications find theirs by address.
    private static let byConnection = Mutex<[UInt: SpeechdTracker]>([:])

    static func register(_ tracker: SpeechdTracker, for connection: UnsafeMutablePointer<SPDConnection>) {
        byConnection.withLock { $0[UInt(bitPattern: connection)] = tracker }
    }

    /// Forgets `tracker`, if it is still the one registered for `connection`.
    static func unregister(_ tracker: SpeechdTracker, for connection: UnsafeMutablePointer<SPDConnection>) {
        byConnection.withLock { all in
            if all[UInt(bitPattern: connection)] === tracker { all[UInt(bitPattern: connection)] = nil }
        }
    }

    /// Every live tracker (the callback does not say which connection it is for).
    static var all: [SpeechdTracker] { byConnection.withLock { Array($0.values) } }
}

/// libspeechd's callback: hands the notification to the trackers (message ids are unique per
/// daemon, and a tracker ignores ids it never queued once they end).
let speechdCallback: SPDCallback = { id, _, state in
    for tracker in SpeechdTracker.all { tracker.notify(Int(id), state) }
}
