import EarshotCore
import Foundation
import Synchronization

/// The server side of a remote player's speech: ``readingTime()`` is what the client reported
/// (how long it spent reading questions and options aloud), so a timed game on the server
/// stops its clock for it, as it does for speech on one computer. Everything else about
/// speech happens on the client.
///
/// A report is trusted only as far as real time allows: the total never grows by more than
/// the time since the last report, and never shrinks.
final class ReportedReadingTime: SpeechControl, Sendable {
    private struct Reports {
        var total: Duration = .zero
        var lastReport: ContinuousClock.Instant
    }
    private let clock = ContinuousClock()
    private let reports: Mutex<Reports>
    /// A web page's own voice, when the page turned it on: the player's speech settings and
    /// commands apply to it.
    let voice: WebVoiceSwitch?

    init(voice: WebVoiceSwitch? = nil) {
        reports = Mutex(Reports(lastReport: clock.now))
        self.voice = voice
    }

    /// Takes the client's running total, in milliseconds.
    func report(milliseconds: Int) {
        let now = clock.now
        reports.withLock { r in
            let claimed = Duration.milliseconds(milliseconds)
            let allowed = r.total + (now - r.lastReport)
            r.total = max(r.total, min(claimed, allowed))
            r.lastReport = now
        }
    }

    func readingTime() async -> Duration { reports.withLock { $0.total } }

    func interrupt() async { await voice?.voice?.sink.interrupt() }

    func apply(_ settings: SpeechSettings) async {
        voice?.remember(settings: settings)
        await voice?.voice?.sink.apply(settings)
    }

    /// How much is said is the player's own computer's to apply: its client runs `verbosity`
    /// there (a ``FrontEndSetting``). A web page's own voice, when on, applies it here.
    func apply(verbosity: Verbosity) async {
        voice?.remember(verbosity: verbosity)
        await voice?.voice?.sink.apply(verbosity: verbosity)
    }

    func perform(_ command: String, argument: String, settings: inout SpeechSettings) async -> AppEvent? {
        if let sink = voice?.voice?.sink { return await sink.perform(command, argument: argument, settings: &settings) }
        return .info("Speech runs on your own computer, so \(command) is handled there.")
    }
}
