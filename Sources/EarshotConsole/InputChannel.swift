import EarshotCore
import Foundation
import Synchronization

/// Reads lines on a thread of its own and hands them to async code, so a game can wait for
/// input and for a deadline at the same time.
public actor InputChannel {
    private let reader: any LineReader
    private let thread = DispatchQueue(label: "earshot.input")
    private var buffered: [LineInput] = []
    private var reading = false
    private var nextID = 0
    private var closed = false
    private var noticeHandler: (@Sendable (String) async -> Void)?
    private var interruptAsked = false
    /// The read being waited for, and whether a wake may end it. Kept under a lock, not in the
    /// actor, so that ``wake()`` acts from any thread at once: a room's news for 2,000 players
    /// resumes 2,000 waiting sessions without a task, and a hop to each channel, per player.
    private let waiting = Mutex(Waiting())

    private struct Waiting {
        var waiter: (id: Int, continuation: CheckedContinuation<LineInput?, Never>)?
        /// Whether the waiter may be woken (``nextOrWake(prompt:deadline:clock:)``), and a wake
        /// that came while nobody waited, kept for the next such wait.
        var wakeable = false
        var wakePending = false
    }

    public init(reader: any LineReader) { self.reader = reader }

    /// Where the reader's notices go (a line that was too long and cut): the app hands them to
    /// its presenter, so they are shown and spoken like any other message.
    public func onNotice(_ handler: @escaping @Sendable (String) async -> Void) { noticeHandler = handler }

    /// Whether a person types the lines (see ``LineReader/isInteractive``).
    public nonisolated var isInteractive: Bool { reader.isInteractive }

    /// Sets the words Tab completes.
    public func setCompletions(_ words: [String]) { reader.setCompletions(words) }

    /// Shows the prompt again after output appeared while a line was being read.
    public func redisplayPrompt() {
        if reading { reader.redisplay() }
    }

    /// The next line, showing `prompt` if a read must start. With a `deadline`, returns `nil`
    /// when it passes first; the read stays pending and its line comes on the next call.
    public func next(prompt: String, deadline: Duration?, clock: any GameClock) async -> LineInput? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if closed { return .eof }
        startRead(prompt: prompt)
        nextID += 1
        let id = nextID
        if let deadline {
            Task {
                try? await clock.sleep(until: deadline)
                self.expire(id)
            }
        }
        return await withCheckedContinuation { continuation in
            if !buffered.isEmpty {
                continuation.resume(returning: buffered.removeFirst())
                return
            }
            // A wake that came since this wait began ends it now.
            let woken = waiting.withLock { w in
                if w.wakeable, w.wakePending {
                    w.wakePending = false
                    return true
                }
                w.waiter = (id, continuation)
                return false
            }
            if woken { continuation.resume(returning: nil) }
        }
    }

    /// The next line, like ``next(prompt:deadline:clock:)``, but ``wake()`` also ends the wait
    /// (with `nil`): a live room's news for the player comes while they may be typing. A wake
    /// that came before the wait ends the next one at once; plain waits never see it.
    public func nextOrWake(prompt: String, deadline: Duration?, clock: any GameClock) async -> LineInput? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        let woken = waiting.withLock { w in
            if w.wakePending {
                w.wakePending = false
                return true
            }
            w.wakeable = true
            return false
        }
        if woken { return nil }
        defer { waiting.withLock { $0.wakeable = false } }
        return await next(prompt: prompt, deadline: deadline, clock: clock)
    }

    /// Ends a ``nextOrWake(prompt:deadline:clock:)`` wait under way, or the next one. Acts at
    /// once, from any thread, without waiting for the actor.
    public nonisolated func wake() {
        let woken = waiting.withLock { w -> CheckedContinuation<LineInput?, Never>? in
            if w.wakeable, let waiter = w.waiter {
                w.waiter = nil
                return waiter.continuation
            }
            w.wakePending = true
            return nil
        }
        woken?.resume(returning: nil)
    }

    /// Forgets a wake nobody waited for (a room left).
    public func forgetWake() { waiting.withLock { $0.wakePending = false } }

    /// The next line, with no deadline.
    public func next(prompt: String) async -> LineInput {
        await next(prompt: prompt, deadline: nil, clock: systemClock) ?? .eof
    }

    /// The next line read without echo (a password). Lines typed ahead are used as they are.
    public func nextSecret(prompt: String) async -> LineInput {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if closed { return .eof }
        if reading {
            // A line read is already under way: take it, and never echo it.
            reader.hideLineBeingRead()
            return await next(prompt: prompt)
        }
        reading = true
        let reader = self.reader
        let input: LineInput
        if let awaiting = reader as? any AsyncLineReader {
            input = await awaiting.nextSecret(prompt: prompt)
        } else {
            input = await withCheckedContinuation { c in
                thread.async { c.resume(returning: reader.readSecret(prompt: prompt)) }
            }
        }
        reading = false
        settleInterrupt(input)
        if input == .eof { closed = true }
        return input
    }

    /// Ends the read under way, if any, as Ctrl-C would: its caller gets `.interrupt` (or the
    /// line, if it came first).
    public func interruptRead() {
        guard reading else { return }
        interruptAsked = true
        reader.interruptRead()
    }

    /// A read ended: an interrupt asked for it that came too late must not end the next one.
    private func settleInterrupt(_ input: LineInput) {
        guard interruptAsked else { return }
        interruptAsked = false
        if input != .interrupt { reader.forgetInterrupt() }
    }

    private func startRead(prompt: String) {
        guard !reading else { return }
        reading = true
        let reader = self.reader
        if let awaiting = reader as? any AsyncLineReader {
            Task {
                let input = await awaiting.nextLine(prompt: prompt)
                await self.deliver(input, notice: awaiting.takeNotice())
            }
            return
        }
        thread.async {
            let input = reader.readLine(prompt: prompt)
            let notice = reader.takeNotice()
            Task { await self.deliver(input, notice: notice) }
        }
    }

    private func deliver(_ input: LineInput, notice: String?) async {
        if let notice, let noticeHandler { await noticeHandler(notice) }
        reading = false
        settleInterrupt(input)
        if input == .eof { closed = true }
        let waiter = waiting.withLock { w in
            defer { w.waiter = nil }
            return w.waiter
        }
        if let waiter {
            waiter.continuation.resume(returning: input)
        } else {
            buffered.append(input)
        }
    }

    private func expire(_ id: Int) {
        let expired = waiting.withLock { w -> CheckedContinuation<LineInput?, Never>? in
            guard let waiter = w.waiter, waiter.id == id else { return nil }
            w.waiter = nil
            return waiter.continuation
        }
        expired?.resume(returning: nil)
    }
}
