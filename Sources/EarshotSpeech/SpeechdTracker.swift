import CSpeechd
import EarshotCore
import Foundation

/// Follows speech-dispatcher's begin, end and cancel notifications for one connection: which
/// messages are still to be heard (for ``SpeechdSpeechEngine/finish()``) and how long
/// questions and options were heard (for timed games). Notifications arrive on libspeechd's
/// own thread, so everything is behind a lock.
final class SpeechdTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var roles: [Int: SpeechRole] = [:]
    private var begun: [Int: ContinuousClock.Instant] = [:]
    private var over: Set<Int> = []
    private var reading: Duration = .zero
    private let onBegin: (@Sendable (Int) -> Void)?
    /// How many messages began, ended and were cancelled, for tests.
    private(set) var counts = (begun: 0, ended: 0, cancelled: 0)

    init(onBegin: (@Sendable (Int) -> Void)?) { self.onBegin = onBegin }

    /// A message was queued.
    func queued(_ id: Int, role: SpeechRole) {
        lock.withLock {
            if over.remove(id) == nil { roles[id] = role }  // its end may already have arrived
        }
    }

    /// Messages queued and not yet ended or cancelled.
    var pending: Int { lock.withLock { roles.count } }

    var readingTime: Duration { lock.withLock { reading } }

    /// Notification counts so far.
    var seen: (begun: Int, ended: Int, cancelled: Int) { lock.withLock { counts } }

    func notify(_ id: Int, _ state: SPDNotificationType) {
        let now = ContinuousClock.now
        var began = false
        lock.withLock {
            switch state {
            case SPD_EVENT_BEGIN:
                begun[id] = now
                counts.begun += 1
                began = true
            case SPD_EVENT_END, SPD_EVENT_CANCEL:
                if state == SPD_EVENT_END { counts.ended += 1 } else { counts.cancelled += 1 }
                if let start = begun.removeValue(forKey: id), let role = roles[id], role == .question || role == .option {
                    reading += now - start
                }
                if roles.removeValue(forKey: id) == nil { over.insert(id) }
            default:
                break
            }
        }
        if began { onBegin?(id) }
    }

    // One process rarely has more than one connection; notifications find theirs by address.
    nonisolated(unsafe) private static var byConnection: [UnsafeMutableRawPointer: SpeechdTracker] = [:]
    private static let registryLock = NSLock()

    static func register(_ tracker: SpeechdTracker, for connection: UnsafeMutablePointer<SPDConnection>) {
        registryLock.withLock { byConnection[UnsafeMutableRawPointer(connection)] = tracker }
    }

    static func unregister(_ connection: UnsafeMutablePointer<SPDConnection>) {
        registryLock.withLock { _ = byConnection.removeValue(forKey: UnsafeMutableRawPointer(connection)) }
    }

    /// Every live tracker (the callback does not say which connection it is for).
    static var all: [SpeechdTracker] { registryLock.withLock { Array(byConnection.values) } }
}

/// libspeechd's callback: hands the notification to the trackers (message ids are unique per
/// daemon, and a tracker ignores ids it never queued once they end).
let speechdCallback: SPDCallback = { id, _, state in
    for tracker in SpeechdTracker.all { tracker.notify(Int(id), state) }
}
