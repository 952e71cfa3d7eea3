import EarshotCore
import Foundation

/// Reads lines on a thread of its own and hands them to async code, so a game can wait for
/// input and for a deadline at the same time.
public actor InputChannel {
    private let reader: any LineReader
    private let thread = DispatchQueue(label: "earshot.input")
    private var buffered: [LineInput] = []
    private var reading = false
    private var waiter: (id: Int, continuation: CheckedContinuation<LineInput?, Never>)?
    private var nextID = 0
    private var closed = false
    private var noticeHandler: (@Sendable (String) async -> Void)?
    private var interruptAsked = false
    /// Whether the waiter may be woken (``nextOrWake(prompt:deadline:clock:)``), and a wake
    /// that came while nobody waited, kept for the next such wait.
    private var wakeable = false
    private var wakePending = false

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
            } else {
                waiter = (id, continuation)
            }
        }
    }

    /// The next line, like ``next(prompt:deadline:clock:)``, but ``wake()`` also ends the wait
    /// (with `nil`): a live room's news for the player comes while they may be typing. A wake
    /// that came before the wait ends the next one at once; plain waits never see it.
    public func nextOrWake(prompt: String, deadline: Duration?, clock: any GameClock) async -> LineInput? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if wakePending {
            wakePending = false
            return nil
        }
        wakeable = true
        defer { wakeable = false }
        return await next(prompt: prompt, deadline: deadline, clock: clock)
    }

    /// Ends a ``nextOrWake(prompt:deadline:clock:)`` wait under way, or the next one.
    public func wake() {
        if wakeable, let w = waiter {
            waiter = nil
            w.continuation.resume(returning: nil)
        } else {
            wakePending = true
        }
    }

    /// Forgets a wake nobody waited for (a room left).
    public func forgetWake() { wakePending = false }

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
        if let w = waiter {
            waiter = nil
            w.continuation.resume(returning: input)
        } else {
            buffered.append(input)
        }
    }

    private func expire(_ id: Int) {
        guard let w = waiter, w.id == id else { return }
        waiter = nil
        w.continuation.resume(returning: nil)
    }
}
