import EarshotCore
import Foundation
import Synchronization

/// Speech through speech-dispatcher that never leaves the player in silence: when the daemon
/// does not answer, goes away or cannot play, Earshot's own espeak-ng voice (the fallback)
/// takes over, first saying again what was not heard, and the player is told once
/// (``Change/lost(_:)``). In the background Earshot keeps trying to reach speech-dispatcher
/// (`ResilientSpeechEngine+Reconnect.swift`); once a message is heard through it again, it
/// speaks through it and the player is told that too (``Change/back``).
public final class ResilientSpeechEngine: SpeechEngine, Sendable {
    /// What the player is told about speech-dispatcher.
    public enum Change: Sendable, Equatable {
        /// It failed; espeak-ng speaks instead.
        case lost(SpeechdFailure.Kind)
        /// It failed, and there is no sound device for espeak-ng: nothing is said until it is back.
        case silenced(SpeechdFailure.Kind)
        /// It works again and speaks from now on.
        case back
    }

    enum Mode {
        /// Speaking through this connection; `confirmed` once a message was heard through it.
        case speechd(SpeechdSpeechEngine, confirmed: Bool)
        case fallback
    }

    struct State {
        var mode: Mode = .fallback
        var listener: (@Sendable (Change) -> Void)?
        var untold: [Change] = []
        var respeaking: Task<Void, Never>?
        var retrying: Task<Void, Never>?
        var retryWait: Duration
        var attempt: SpeechdThread?
        var finishing = false
        /// Reading time heard through connections since closed.
        var pastReading: Duration = .zero
    }

    let address: String?
    let limits: SpeechdLimits
    let earcons: (any AudioOutput)?
    let state: Mutex<State>
    private let makeFallback: @Sendable () -> (any SpeechEngine)?
    private let fallbackEngine = Mutex<(any SpeechEngine)??>(nil)

    init(
        address: String?, limits: SpeechdLimits, earcons: (any AudioOutput)?, fallback: @escaping @Sendable () -> (any SpeechEngine)?
    ) {
        self.address = address
        self.limits = limits
        self.earcons = earcons
        makeFallback = fallback
        state = Mutex(State(retryWait: limits.retry))
    }

    /// Connects to speech-dispatcher (at `address`, else the default one, started if need
    /// be), within `limits.call`. When it cannot be reached, the engine starts on `fallback`
    /// (made when first needed; `nil` when there is no sound device) and `unreachable` says
    /// why; it keeps trying in the background.
    public static func start(
        address: String?, limits: SpeechdLimits = .standard, earcons: (any AudioOutput)?,
        fallback: @escaping @Sendable () -> (any SpeechEngine)?
    ) async -> (engine: ResilientSpeechEngine, unreachable: SpeechdSpeechEngine.Unreachable?) {
        let engine = ResilientSpeechEngine(address: address, limits: limits, earcons: earcons, fallback: fallback)
        let thread = SpeechdThread(name: "earshot.speechd")
        engine.state.withLock { $0.attempt = thread }  // no attempt again while this one is stuck
        do {
            let speechd = try await engine.connect(autospawn: address == nil, on: thread)
            engine.state.withLock { $0.mode = .speechd(speechd, confirmed: true) }
            return (engine, nil)
        } catch {
            engine.retry()
            return (engine, error)
        }
    }

    /// Whether speech goes through speech-dispatcher now (`false`: through espeak-ng).
    public var usesSpeechd: Bool {
        state.withLock { if case .speechd = $0.mode { return true } else { return false } }
    }

    /// The speech-dispatcher connection in use, if any.
    var speechd: SpeechdSpeechEngine? {
        state.withLock { if case .speechd(let speechd, _) = $0.mode { return speechd } else { return nil } }
    }

    /// Tells `listener` each change (and those that came before it was set).
    public func onChange(_ listener: @escaping @Sendable (Change) -> Void) {
        let untold: [Change] = state.withLock { s in
            s.listener = listener
            defer { s.untold = [] }
            return s.untold
        }
        for change in untold { listener(change) }
    }

    func tell(_ change: Change) {
        let listener: (@Sendable (Change) -> Void)? = state.withLock { s in
            if s.listener == nil { s.untold.append(change) }
            return s.listener
        }
        listener?(change)
    }

    /// The espeak-ng engine, made the first time it is needed.
    var fallback: (any SpeechEngine)? {
        fallbackEngine.withLock { made in
            if let made { return made }
            let engine = makeFallback()
            made = .some(engine)
            return engine
        }
    }

    /// The fallback, only if it was made.
    private var madeFallback: (any SpeechEngine)? { fallbackEngine.withLock { $0 ?? nil } }

    private var current: (mode: Mode, respeaking: Task<Void, Never>?) { state.withLock { ($0.mode, $0.respeaking) } }

    public func speak(_ utterance: Utterance) async {
        switch current {
        case (.speechd(let speechd, _), _): await speechd.speak(utterance)
        case (.fallback, let respeaking):
            await respeaking?.value  // what the daemon did not say comes first
            await fallback?.speak(utterance)
        }
    }

    public func play(_ earcon: Earcon, volume: Int) async {
        switch current.mode {
        case .speechd(let speechd, _): await speechd.play(earcon, volume: volume)
        case .fallback: await fallback?.play(earcon, volume: volume)
        }
    }

    public func stop(_ roles: Set<SpeechRole>) async {
        let (mode, respeaking) = current
        if roles.contains(.feedback) { respeaking?.cancel() }
        if case .speechd(let speechd, _) = mode { await speechd.stop(roles) }
        await madeFallback?.stop(roles)
    }

    public func endOfTurn() async {
        if case .speechd(let speechd, _) = current.mode { await speechd.endOfTurn() }
    }

    /// Lets speech still queued be heard (speech-dispatcher's for at most `limits.finish`; what
    /// it fails to say then is said by espeak-ng), then closes; nothing is tried again after
    /// this.
    public func finish() async {
        let (mode, retrying): (Mode, Task<Void, Never>?) = state.withLock { s in
            s.finishing = true
            defer { s.retrying = nil }
            return (s.mode, s.retrying)
        }
        retrying?.cancel()
        if case .speechd(let speechd, _) = mode { await speechd.finish() }
        await current.respeaking?.value  // what the daemon failed to say while quitting, too
        await madeFallback?.finish()
    }

    public func readingTime() async -> Duration {
        let (mode, past) = state.withLock { ($0.mode, $0.pastReading) }
        var total = past + (await madeFallback?.readingTime() ?? .zero)
        if case .speechd(let speechd, _) = mode { total += await speechd.readingTime() }
        return total
    }

    public func installedVoices() async -> [InstalledVoice] {
        if case .speechd(let speechd, _) = current.mode {
            let voices = await speechd.installedVoices()
            if !speechd.isFailed { return voices }
        }
        return await fallback?.installedVoices() ?? []
    }

    public func canUse(voice: String) async -> Bool {
        if case .speechd(let speechd, _) = current.mode {
            let usable = await speechd.canUse(voice: voice)
            if !speechd.isFailed { return usable }
        }
        return await fallback?.canUse(voice: voice) ?? false
    }
}
