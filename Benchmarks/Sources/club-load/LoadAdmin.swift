import EarshotWire
import Foundation

/// The run's hosts waiting to be made hosts, and the admin who makes them: the first account
/// on a fresh store is its admin, so the rooms mode logs `load-admin` in before anyone else,
/// and each host, once registered, asks it for `host NAME` before `room open`.
final class Promotions: @unchecked Sendable {
    struct Request {
        var name: String
        var answer: CheckedContinuation<Bool, Never>
    }

    private let lock = NSLock()
    private var queue: [Request] = []
    private var adminWaiter: CheckedContinuation<Request?, Never>?
    private var readyWaiters: [CheckedContinuation<Void, Never>] = []
    private var ready = false
    private var finished = false

    /// A host asks to be made a host: `true` once the admin has done it.
    func request(_ name: String) async -> Bool {
        await withCheckedContinuation { answer in
            let request = Request(name: name, answer: answer)
            let (waiter, refused): (CheckedContinuation<Request?, Never>?, Bool) = lock.withLock {
                if finished { return (nil, true) }
                if let waiter = adminWaiter {
                    adminWaiter = nil
                    return (waiter, false)
                }
                queue.append(request)
                return (nil, false)
            }
            if refused { answer.resume(returning: false) }
            waiter?.resume(returning: request)
        }
    }

    /// The admin takes the next request (`nil` once ``finish()`` was called).
    func next() async -> Request? {
        await withCheckedContinuation { continuation in
            let taken: Request?? = lock.withLock {
                if !queue.isEmpty { return .some(queue.removeFirst()) }
                if finished { return .some(nil) }
                adminWaiter = continuation
                return nil
            }
            if let taken { continuation.resume(returning: taken) }
        }
    }

    /// The admin is logged in (or gone): hosts may register now.
    func adminReady() {
        let waiters = lock.withLock {
            ready = true
            defer { readyWaiters = [] }
            return readyWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func waitForAdmin() async {
        await withCheckedContinuation { continuation in
            let now = lock.withLock {
                if ready { return true }
                readyWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// No admin any more: every request waiting, and every later one, is refused.
    func finish() {
        let (pending, waiter) = lock.withLock {
            finished = true
            defer {
                queue = []
                adminWaiter = nil
            }
            return (queue, adminWaiter)
        }
        for request in pending { request.answer.resume(returning: false) }
        waiter?.resume(returning: nil)
        adminReady()
    }
}

/// The admin's side: at each prompt, answers the last host's request (whether the server said
/// they are now a host), then types `host NAME` for the next one; leaves after `hosts` of them.
struct LoadAdmin: Conversation {
    let promotions: Promotions
    var hosts: Int
    var current: Promotions.Request?
    var promoted = false
    var done = false

    init(promotions: Promotions, hosts: Int) {
        self.promotions = promotions
        self.hosts = hosts
    }

    mutating func handle(_ message: ServerMessage, at: ContinuousClock.Instant, tally: TallyBox) async -> [ClientMessage] {
        switch message {
        case .prompt:
            if let request = current {
                request.answer.resume(returning: promoted)
                current = nil
            } else {
                promotions.adminReady()
            }
            guard hosts > 0, let request = await promotions.next() else {
                done = true
                return [.bye]
            }
            hosts -= 1
            current = request
            promoted = false
            return [.line("host \(request.name)")]
        case .event(.app(.info(let text))) where text.contains("is now a host"):
            promoted = true
        case .event(.app(.error(let text))):
            tally.update { $0.errors.append("admin: \(text)") }
        case .error(let code, let text):
            tally.update { $0.errors.append("admin: \(code): \(text)") }
            current?.answer.resume(returning: false)
            current = nil
            done = true
        case .goodbye:
            current?.answer.resume(returning: false)
            current = nil
            done = true
        default:
            break
        }
        return []
    }
}
