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
        let (mode, modeNotice) = SpeechBackend.mode(
            noSpeech: launch.noSpeech, screenReader: launch.screenReader, environment: environment)
        let made = await SpeechBackend.make(
            mode: mode, speakTo: launch.speakTo, settings: settings.speech,
            dataFolder: AppOptions.dataFolder(environment: environment),
            hooks: (try? BuiltinPlugins.registry())?.speechHooks ?? [:], transcript: environment["EARSHOT_SPEECH_TRANSCRIPT"])
        let notice = [modeNotice, made.notice].compactMap { $0 }.joined(separator: " ")
        return (made.sink, made.sink, notice.isEmpty ? nil : notice)
    }
}
