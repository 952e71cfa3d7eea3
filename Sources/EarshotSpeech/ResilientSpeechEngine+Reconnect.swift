import EarshotCore
import Foundation

/// How a ``ResilientSpeechEngine`` falls back to espeak-ng when speech-dispatcher fails, and
/// finds its way back.
extension ResilientSpeechEngine {
    /// A connection whose failures and first message heard come back here.
    func connect(autospawn: Bool, on thread: SpeechdThread) async throws(SpeechdSpeechEngine.Unreachable) -> SpeechdSpeechEngine {
        try await SpeechdSpeechEngine.connect(
            address: address, autospawn: autospawn, limits: limits, earcons: earcons, onBegin: nil,
            onEnd: { [weak self] _ in self?.heard() },
            onFailure: { [weak self] speechd, failure in self?.failed(failure, from: speechd) }, on: thread)
    }

    /// A message was heard to its end through speech-dispatcher: a connection made again is
    /// now known to work, and the player is told it is back.
    func heard() {
        let confirmed: Bool = state.withLock { s in
            guard case .speechd(let speechd, confirmed: false) = s.mode, !s.finishing else { return false }
            s.mode = .speechd(speechd, confirmed: true)
            s.retryWait = limits.retry
            return true
        }
        if confirmed { tell(.back) }
    }

    /// `speechd` failed: what it did not say is said again with espeak-ng, in order; if it was
    /// speaking, espeak-ng takes over, the player is told (only if it had been heard working,
    /// and not while quitting) and speech-dispatcher is looked for again.
    func failed(_ failure: SpeechdFailure, from speechd: SpeechdSpeechEngine) {
        let (wasCurrent, confirmed, finishing): (Bool, Bool, Bool) = state.withLock { s in
            guard case .speechd(let current, let confirmed) = s.mode, current === speechd else { return (false, false, s.finishing) }
            s.mode = .fallback
            s.pastReading += speechd.tracker.readingTime
            // A connection that never played is tried again more and more rarely.
            s.retryWait = confirmed ? limits.retry : min(s.retryWait * 2, limits.longestRetry)
            return (true, confirmed, s.finishing)
        }
        respeak(failure.unheard)
        if wasCurrent && !finishing {  // quitting: what was not heard is said, but nothing more
            if confirmed { tell(fallback == nil ? .silenced(failure.kind) : .lost(failure.kind)) }
            retry()
        }
    }

    /// Says `utterances` with espeak-ng, after what it was already saying again.
    private func respeak(_ utterances: [Utterance]) {
        guard !utterances.isEmpty else { return }
        state.withLock { s in
            let before = s.respeaking
            s.respeaking = Task { [weak self] in
                await before?.value
                for utterance in utterances where !Task.isCancelled { await self?.fallback?.speak(utterance) }
            }
        }
    }

    /// Tries to reach speech-dispatcher again in the background, every `retryWait`, until it
    /// answers (or the engine finishes). One attempt at a time: while an attempt's thread is
    /// stuck in a daemon that never answers, no other is started.
    func retry() {
        state.withLock { s in
            guard s.retrying == nil, !s.finishing else { return }
            s.retrying = Task { [weak self] in
                while !Task.isCancelled {
                    guard let wait = self?.state.withLock({ $0.retryWait }) else { return }
                    try? await Task.sleep(for: wait)
                    guard !Task.isCancelled, let self, await self.attempt() else { continue }
                    return
                }
            }
        }
    }

    /// One attempt; `true` once speech-dispatcher is back in use (or there is no more need).
    private func attempt() async -> Bool {
        let thread = SpeechdThread(name: "earshot.speechd")
        let busy: Bool = state.withLock { s in
            if s.attempt?.isStuck == true { return true }
            s.attempt = thread
            return false
        }
        if busy {
            thread.end()
            return false
        }
        guard let speechd = try? await connect(autospawn: false, on: thread) else {
            state.withLock { $0.retryWait = min($0.retryWait * 2, limits.longestRetry) }
            return false
        }
        let adopted: Bool = state.withLock { s in
            guard !s.finishing, case .fallback = s.mode else { return false }
            s.mode = .speechd(speechd, confirmed: false)
            s.retrying = nil
            return true
        }
        if !adopted { speechd.close() }
        return true
    }
}
