import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotSpeech
import Foundation

/// Picks the speech backend. Only `main` chooses one; the rest of Earshot accepts whatever it
/// is given (any `EventSink` and `SpeechControl`).
enum SpeechWiring {
    static let factory: Launcher.SpeechFactory = { launch, settings in
        let environment = ProcessInfo.processInfo.environment
        var (mode, modeNotice) = SpeechBackend.mode(
            noSpeech: launch.noSpeech, screenReader: launch.screenReader, environment: environment)
        var synthesizer: SpeechSettings.Synthesizer?
        if let word = launch.speech, !launch.noSpeech, !launch.screenReader {
            if let (chosen, synth) = SpeechBackend.choice(word) {
                (mode, synthesizer) = (chosen, synth)
            } else {
                modeNotice = "--speech \(word) is not a choice: use --speech espeak, speechd, screen-reader or off."
            }
        }
        let made = await SpeechBackend.make(
            mode: mode, speakTo: launch.speakTo, settings: settings.speech,
            dataFolder: AppOptions.dataFolder(environment: environment),
            hooks: (try? BuiltinPlugins.registry())?.speechHooks ?? [:], transcript: environment["EARSHOT_SPEECH_TRANSCRIPT"],
            synthesizer: synthesizer, messages: Messages(language(settings, launch: launch, environment: environment)))
        let notice = [modeNotice, made.notice].compactMap { $0 }.joined(separator: " ")
        // With speech off, the quiet control still follows the game (for `spell`) and says nothing.
        return (made.sink ?? made.control, made.control, notice.isEmpty ? nil : notice)
    }

    /// The language the session will speak: the player's choice, else `--language`, else the
    /// locale's.
    static func language(_ settings: PlayerSettings, launch: LaunchOptions, environment: [String: String]) -> Language {
        settings.language ?? launch.language.flatMap { Language(named: $0) } ?? Language.fromEnvironment(environment)
    }
}
