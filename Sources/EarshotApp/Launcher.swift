import EarshotAccounts
import EarshotBuildInfo
import EarshotConsole
import EarshotCore
import EarshotPluginHost
import EarshotPlugins
import EarshotStore
import Foundation

/// How the player wants to hear Earshot, from flags and the environment.
public struct LaunchOptions: Sendable {
    public var databasePath: String?
    public var playerName: String?
    public var today: String?
    /// `--no-speech`.
    public var noSpeech = false
    /// `--screen-reader`.
    public var screenReader = false
    /// `--speech espeak|speechd|screen-reader|off`.
    public var speech: String?
    /// `--speak-to FILE.wav`.
    public var speakTo: String?
    /// `--count N` for games started with `play`.
    public var count: Int?
    /// `--language`: the language for a player who has not chosen one (else `LANG`).
    public var language: String?
    /// Print messages to standard error (when standard output carries data, as in an export).
    public var messagesToStandardError = false
    /// `--password-file FILE`: the first line is the player's password.
    public var passwordFile: String?
    /// `--new-player`: create the `--player` if there is none (said when it happens).
    public var newPlayer = false
    /// How names sound, so that no two accounts sound the same (`main` gives espeak-ng's).
    public var pronouncer: (any NamePronouncer)?

    public init() {}
}

/// Builds the application from options: the one place that picks the store, the line reader,
/// the output and the speech backend.
public enum Launcher {
    /// The release version (`BuildInfo.version`).
    public static let version = BuildInfo.version

    /// A speech backend chosen by `main`: given the options and the data folder, returns the
    /// speech sink and control, or `nil` for text only, plus a message to say (for example,
    /// that no sound device was found).
    public typealias SpeechFactory =
        @Sendable (LaunchOptions, PlayerSettings) async -> (sink: (any EventSink)?, control: (any SpeechControl)?, notice: String?)

    /// Makes the line editor for a terminal, drawing its prompt through the output: `main`
    /// gives libedit's (`EarshotLineEditor`), so that neither the app nor the club server links
    /// it. Without one, or when it gives `nil`, lines are read plainly.
    public typealias LineEditorFactory = @Sendable (StandardOutput) -> (any LineReader)?

    /// Registers each plugin on its own, so one broken plugin is reported and skipped while
    /// the others still load.
    public static func registerPlugins(_ plugins: [any EarshotPlugin.Type], problems: inout [String]) -> PluginRegistry {
        var registry = PluginRegistry()
        for plugin in plugins {
            var attempt = registry
            do {
                try attempt.register(plugin)
                registry = attempt
            } catch {
                problems.append("The plugin \"\(plugin.id)\" could not be loaded and is skipped: \(error)")
            }
        }
        return registry
    }

    /// Opens the store, loads the built-in packs and wires the console. Reports problems to
    /// standard output in plain words; throws only when the store cannot be opened.
    public static func make(
        _ launch: LaunchOptions, interactive: Bool? = nil, speech: SpeechFactory? = nil, lineEditor: LineEditorFactory? = nil
    ) async throws -> Earshot {
        let output = StandardOutput()
        EnglishWordList.install()
        let isTTY = interactive ?? (TerminalInfo.inputIsTTY && TerminalInfo.outputIsTTY)
        var options = AppOptions(
            databasePath: launch.databasePath ?? AppOptions.defaultDatabasePath(),
            playerName: launch.playerName, today: launch.today ?? AppOptions.localDate(),
            color: TerminalInfo.colorAllowed(), interactive: isTTY, defaultCount: launch.count)
        options.followsClock = launch.today == nil
        options.pronouncer = launch.pronouncer
        if let name = launch.language {
            guard let language = Language(named: name) else {
                let known = Language.allCases.map { "\($0.rawValue) (\($0.nativeName))" }.joined(separator: ", ")
                throw LaunchError.unknownLanguage("There is no language \"\(name)\". Earshot speaks \(known).")
            }
            options.language = language
        }
        let textSink = TextSink(
            renderer: TextRenderer(color: options.color),
            output: launch.messagesToStandardError ? StandardErrorOutput() : output)
        let store: Store
        do {
            store = try Store(path: options.databasePath)
            try await store.closeInterruptedGames()
        } catch {
            await sayStartFailure(error, launch: launch, speech: speech)
            throw error
        }
        let report = await PackInstaller.installBuiltins(into: store, messages: Messages(options.language))
        // How the names kept before their sounds were compared sound (once; nothing later).
        if let pronouncer = launch.pronouncer, !((try? await store.namesWithoutSpokenKey(limit: 1)) ?? []).isEmpty {
            await NameCheck(store: store, pronouncer: pronouncer, commandWords: []).fillSpokenKeys()
        }
        var problems: [String] = report.problems
        var registry = registerPlugins(BuiltinPlugins.all, problems: &problems)
        // Plugins in other processes, after the built-in ones, all started at once.
        problems += await PluginHost.load(into: &registry, language: options.language.rawValue, earshotVersion: version)
        TerminalInfo.installInterruptHandler()
        let reader: any LineReader
        if isTTY, let editor = lineEditor?(output) {
            reader = editor
        } else {
            reader = PlainLineReader(output: output, echo: !isTTY)
        }
        let accountNotes: [String]
        do {
            accountNotes = try await authenticate(
                launch, store: store, registry: registry, reader: reader, output: output, isTTY: isTTY)
        } catch {
            await sayStartFailure(error, launch: launch, speech: speech)
            throw error
        }
        let input = InputChannel(reader: reader)
        let probe = try await Earshot(
            store: store, registry: registry, presenter: Presenter(sinks: [textSink]), input: input, speech: nil,
            options: options)
        var sinks: [any EventSink] = [textSink]
        var control: (any SpeechControl)?
        var notice: String?
        if let speech {
            let made = await speech(launch, probe.player.settings)
            if let sink = made.sink { sinks.append(sink) }
            control = made.control
            notice = made.notice
        }
        let app = try await Earshot(
            store: store, registry: registry, presenter: Presenter(sinks: sinks), input: input, speech: control,
            options: options)
        await input.onNotice { [presenter = app.presenter] in await presenter.say(.info($0)) }  // a line too long, cut
        await control?.onNotice { [presenter = app.presenter] in await presenter.say(.info($0)) }  // speech-dispatcher went away
        await app.applySettings()  // the player's language and voice, before anything is said
        if let notice { await app.say(.info(notice), remember: false) }
        for note in accountNotes { await app.say(.info(note), remember: false) }
        if !report.loaded.isEmpty {
            await app.say(
                .info(app.messages.plural("start.packsLoaded", count: report.loaded.count)),
                remember: false)
        }
        for p in problems + app.environment.commands.refused(app.messages) { await app.say(.error(p), remember: false) }
        return app
    }

    /// Speaks why Earshot cannot start (the database is locked or damaged, say), with the
    /// default voice, so a player who cannot see the screen hears it. The caller prints it.
    static func sayStartFailure(_ error: any Error, launch: LaunchOptions, speech: SpeechFactory?) async {
        guard let speech else { return }
        let made = await speech(launch, PlayerSettings())
        guard let sink = made.sink else { return }
        await sink.present(.app(.error("Earshot cannot start. \(error)")))
        if let flushable = sink as? any FlushableSink { await flushable.flush() }
    }
}

/// Why Earshot could not start, in plain words.
public enum LaunchError: Error, CustomStringConvertible {
    case unknownLanguage(String)

    public var description: String {
        switch self {
        case .unknownLanguage(let text): return text
        }
    }
}
