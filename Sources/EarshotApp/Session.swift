import EarshotConsole
import EarshotCore
import EarshotPluginHost
import EarshotStore
import Foundation

/// A player's session: owns the store, the registry, the presenter and the input, and runs the
/// REPL or a single scripted game. `main` builds one and calls ``runREPL()`` or ``runGame(_:)``.
public final class Session: SessionIO {
    /// The store, chosen once where the program starts: SQLite, or PostgreSQL on a club server.
    public let store: any GameStore
    public let registry: PluginRegistry
    public let presenter: Presenter
    public let input: InputChannel
    public let speech: (any SpeechControl)?
    public let options: AppOptions
    public let clock: any GameClock
    /// What the session's features are built from.
    public let environment: SessionEnvironment
    public internal(set) var player: PlayerRecord
    /// The last thing said that `repeat` can say again.
    var lastSaid: [Event] = []
    /// Set when the player asks to leave.
    public internal(set) var leaving = false
    /// The commands of this session: built-in ones and the plugins'.
    public let commands: CommandTable
    /// The game being played, if any: its runner holds the open question.
    var game: GameRunner?
    /// The mode settings given to `earshot play` (`--lives 3`).
    var scriptedOptions: [String: String] = [:]
    /// What features keep for the length of the session (the hot-seat table, a list paged).
    public let state = SessionState()

    /// A session over any store, playing as `options.playerName` (or the login name).
    public convenience init(
        store: any GameStore, registry: PluginRegistry, presenter: Presenter, input: InputChannel,
        speech: (any SpeechControl)?, options: AppOptions, clock: any GameClock = ClockAdapter(ContinuousClock())
    ) async throws {
        let player = try await store.player(named: options.playerName ?? Self.defaultPlayerName())
        self.init(
            store: store, player: player, registry: registry, presenter: presenter, input: input, speech: speech,
            options: options, clock: clock)
    }

    /// A session over the embedded SQLite store, which answers at once.
    public convenience init(
        store: Store, registry: PluginRegistry, presenter: Presenter, input: InputChannel,
        speech: (any SpeechControl)?, options: AppOptions, clock: any GameClock = ClockAdapter(ContinuousClock())
    ) throws {
        let player = try store.player(named: options.playerName ?? Self.defaultPlayerName())
        self.init(
            store: store, player: player, registry: registry, presenter: presenter, input: input, speech: speech,
            options: options, clock: clock)
    }

    init(
        store: any GameStore, player: PlayerRecord, registry: PluginRegistry, presenter: Presenter, input: InputChannel,
        speech: (any SpeechControl)?, options: AppOptions, clock: any GameClock
    ) {
        self.store = store
        self.player = player
        self.registry = registry
        self.presenter = presenter
        self.input = input
        self.speech = speech
        self.options = options
        self.clock = clock
        environment = SessionEnvironment(store: store, registry: registry, options: options, clock: clock, speech: speech)
        commands = CommandTable(plugins: registry.commands.map { $0 })
    }

    /// The default player's name: the login name, or "Player".
    public static func defaultPlayerName() -> String {
        let user = ProcessInfo.processInfo.environment["USER"] ?? ""
        return user.isEmpty || user == "root" ? "Player" : user
    }

    var settings: PlayerSettings { player.playerSettings }

    public func save(_ settings: PlayerSettings) async {
        do {
            try await store.save(settings, for: player.id!)
            player.settings = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        } catch {
            await presenter.say(.error(messages("settings.save.failed", ["error": "\(error)"])))
        }
    }

    /// Says something and remembers it for `repeat`.
    public func say(_ event: AppEvent, remember: Bool = true) async {
        await presenter.say(event)
        if remember { lastSaid = [.app(event)] }
    }

    /// Hands events to every front-end, and keeps them for `repeat`.
    public func present(_ events: [Event]) async {
        await presenter.present(events)
        if !events.isEmpty { lastSaid = events }
    }

    /// Ends the session once the command that asked returns.
    public func leave() { leaving = true }

    /// Reads a line after saying the prompt (an empty `spoken` says none: what was just said
    /// asked already). Barge-in: any speech still playing is cut the moment a line arrives.
    public func readLine(prompt: String, spoken: String) async -> LineInput {
        if !spoken.isEmpty { await presenter.say(.prompt(spoken)) }
        let line = await input.next(prompt: prompt)
        await speech?.interrupt()
        return line
    }

    /// Applies the player's speech settings to the speech layer.
    public func applySettings() async {
        await announceLanguage()
        var spoken = settings.speech
        // The standard voice speaks the session's language (a voice the player chose stays).
        if spoken.voice == SpeechSettings().voice { spoken.voice = language.espeakVoice }
        await speech?.apply(spoken)
        await speech?.apply(verbosity: settings.verbosity)
    }

    /// Runs the interactive REPL until the player leaves. Returns the exit status.
    public func runREPL(version: String) async -> Int32 {
        await applySettings()
        await input.setCompletions(completions)
        await say(.welcome(player: player.name, version: version))
        await Moderation(environment).desk(self).tellNotices()  // what happened to the player's submitted questions since last time
        await announceDueReviews()
        var pendingInterrupt = false
        while !leaving {
            guard await Roles(environment).tellNews(self) else { break }
            let line = await readLine(prompt: "earshot> ", spoken: messages("repl.prompt"))
            switch line {
            case .eof:
                await say(.goodbye)
                return 0
            case .interrupt:
                if pendingInterrupt {
                    await say(.goodbye)
                    return 0
                }
                pendingInterrupt = true
                await say(.info(messages("repl.interrupt")))
                continue
            case .line(let text):
                pendingInterrupt = false
                await handleMain(text)
            }
        }
        await say(.goodbye)
        return 0
    }

    func handleMain(_ text: String) async {
        switch commands.parser.parse(text, scope: .main) {
        case .empty:
            await say(.info(messages("repl.empty")))
        case .unknown(let word, let suggestion):
            if case .command(let other) = commands.parser.parse(text, scope: .game, allowPrefix: false) {
                await say(.info(messages("repl.game.only", ["command": other.command.name])))
                return
            }
            let candidates = commands.parser.candidates(forPrefix: word, scope: .main)
            if !candidates.isEmpty {
                await say(.info(messages("repl.which", ["word": word, "choices": messages.or(candidates)])))
                return
            }
            await say(.unknownCommand(input: Accounts.maskingSecrets(word, typed: text, messages), suggestion: suggestion))
        case .command(let parsed):
            await run(parsed, table: commands)
        }
    }

    /// Runs a parsed command from `table` (a built-in type or a plugin's command).
    func run(_ parsed: ParsedCommand, table: CommandTable) async {
        guard let entry = table.entry(named: parsed.command.name, in: .main) else { return }
        switch entry.handler {
        case .builtin(let type):
            await type.perform(parsed.argument, in: self)
        case .plugin(let command):
            await runPlugin(command, argument: parsed.argument)
        case .modeVerb:
            await say(.info(messages("repl.game.only", ["command": parsed.command.name])))
        }
    }

    /// Runs a plugin's command; a failure is said in plain words and the session carries on.
    func runPlugin(_ command: any PluginCommand, argument: String) async {
        let context = CommandContext(
            playerName: player.name, settings: effectiveSettings, today: options.currentDay, history: history)
        do {
            let events = try await command.run(argument: argument, context: context)
            await presenter.present(events)
            if !events.isEmpty { lastSaid = events }
        } catch {
            await say(.error(messages("repl.plugin.failed", ["command": command.descriptor.name, "error": "\(error)"])))
        }
    }

    /// Runs one command as if typed at the prompt (for `earshot modes` and the like).
    public func perform(command: String) async { await handleMain(command) }

    /// Lets speech finish and releases resources before exit.
    public func shutdown() async {
        await presenter.flush()
        await PluginHost.shutdownAll()
    }

    /// `repeat` at the main prompt.
    func repeatLast() async {
        if lastSaid.isEmpty { await say(.info(messages("repl.repeat.nothing"))) } else { await presenter.present(lastSaid) }
    }

    /// Every word Tab completes: the commands, every mode's verbs, and the mode ids.
    public var completions: [String] {
        let verbs = registry.modes.flatMap { $0.descriptor.commands.flatMap { [$0.name] + $0.synonyms } }
        return Array(Set(commands.words + verbs + registry.modes.map(\.descriptor.id))).sorted()
    }
}

/// The old name of ``Session``.
public typealias Earshot = Session
