import EarshotConsole
import Foundation

/// A line reader that waits for the test to hand it each line, so a test can let time pass
/// (on a ``ManualClock``) while the game waits for input. Prompts are recorded.
public final class GatedLineReader: LineReader, @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [LineInput] = []
    private var closed = false
    private var _waiting = false
    private var interruptPending = false
    private var _prompts: [String] = []

    public init() {}

    /// Hands the reader a line (the player pressing Return).
    public func send(_ line: String) {
        condition.withLock {
            pending.append(.line(line))
            condition.broadcast()
        }
    }

    /// Ends the input: reads from now on report end of input.
    public func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// Whether a read is waiting for a line.
    public var isWaiting: Bool { condition.withLock { _waiting } }

    public var prompts: [String] { condition.withLock { _prompts } }

    /// A test's lines stand for a person typing.
    public var isInteractive: Bool { true }

    /// Ctrl-C: the read under way, or the next one if none has begun, returns `.interrupt`,
    /// as with the terminal's reader (whose signal flag waits for the read).
    public func interruptRead() {
        condition.withLock {
            interruptPending = true
            condition.broadcast()
        }
    }

    /// Forgets an interrupt that came after its read had ended.
    public func forgetInterrupt() { condition.withLock { interruptPending = false } }

    public func readLine(prompt: String) -> LineInput {
        condition.withLock {
            _prompts.append(prompt)
            _waiting = true
            while pending.isEmpty, !closed, !interruptPending { condition.wait() }
            _waiting = false
            if interruptPending {
                interruptPending = false
                return .interrupt
            }
            return pending.isEmpty ? .eof : pending.removeFirst()
        }
    }
}

/// Waits until `condition` holds: it yields to other tasks, then (once a hundred yields were not
/// enough) naps a millisecond at a time of real time, so that a waiting test does not take the
/// CPU from the threads it waits for; it gives up after `limit` of real
/// time (a safety net, not a timing). Returns whether the condition came true.
public func eventually(limit: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: limit)
    var tries = 0
    // A cancelled task's sleep returns at once (and throws, which costs a backtrace under
    // Swift Testing): stop then, or the loop would spin a thread until the limit.
    while clock.now < end, !Task.isCancelled {
        if condition() { return true }
        tries += 1
        if tries < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return condition()
}
