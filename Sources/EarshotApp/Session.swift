import EarshotConsole
import EarshotCore
import EarshotPluginHost
import EarshotStore
import Foundation

/// A player's session: the player, the input channel, the presenter, command dispatch and the
/// current game. Everything a command does is in its feature's room (`Features/`), given the
/// session's ``SessionIO`` and its own service; playing is ``GamePlay``. `main` builds one
/// and calls ``runREPL(version:)``, or plays one game with ``GamePlay/runScripted``.
public final class Session: SessionIO {
    /// What the session's features are built from: the store, the plugins, the clock, speech.
    public let environment: SessionEnvironment
    public let presenter: Presenter
    public let input: InputChannel
    public internal(set) var player: Player
    /// The last thing said that `repeat` can say again.
    var lastSaid: [Event] = []
    /// Set when the player asks to leave.
    public internal(set) var leaving = false
    /// The game being played, if any: its runner holds the open question.
    var game: GameRunner?
    /// What features keep for the length of the session (the hot-seat table, a list paged).
    public let state = SessionState()

    /// A session over any store, playing as `options.playerName` (or the login name).
    public convenience init(
        store: any GameStore, registry: PluginRegistry, presenter: Presenter, input: InputChannel,
        speech: (any SpeechControl)?, options: AppOptions, clock: any GameClock = systemClock,
        rooms: LiveRooms = LiveRooms()
    ) async throws {
        let player = try await store.player(named: options.playerName ?? AppOptions.defaultPlayerName())
        let environment = SessionEnvironment(
            store: store, registry: registry, options: options, clock: clock, speech: speech, rooms: rooms)
        self.init(environment: environment, player: player, presenter: presenter, input: input)
    }

    /// A session over the embedded SQLite store, which answers at once.
    public convenience init(
        store: Store, registry: PluginRegistry, presenter: Presenter, input: InputChannel,
        speech: (any SpeechControl)?, options: AppOptions, clock: any GameClock = systemClock,
        rooms: LiveRooms = LiveRooms()
    ) async throws {
        let player = try await store.player(named: options.playerName ?? AppOptions.defaultPlayerName())
        let environment = SessionEnvironment(
            store: store, registry: registry, options: options, clock: clock, speech: speech, rooms: rooms)
        self.init(environment: environment, player: player, presenter: presenter, input: input)
    }

    init(environment: SessionEnvironment, player: Player, presenter: Presenter, input: InputChannel) {
        self.environment = environment
        self.player = player
        self.presenter = presenter
        self.input = input
    }

    /// How the session was started.
    public var options: AppOptions { environment.options }

    /// Everything said, in the player's language (else `--language` or the locale).
    public var messages: Messages { Messages(player.settings.language ?? options.language) }

    /// Keeps the player's changed settings (said when they could not be kept).
    public func save(_ settings: PlayerSettings) async {
        do {
            try await environment.store.save(settings, for: player.id)
            player.settings = settings
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

    /// Runs `body`; what it says and presents leaves together (``Presenter/together(_:)``).
    public func together(_ body: () async -> Void) async { await presenter.together(body) }

    /// Ends the session once the command that asked returns.
    public func leave() { leaving = true }

    /// Reads a line after saying the prompt (an empty `spoken` says none: what was just said
    /// asked already). Barge-in: any speech still playing is cut the moment a line arrives.
    public func readLine(prompt: String, spoken: String) async -> LineInput {
        if !spoken.isEmpty { await presenter.say(.prompt(spoken)) }
        let line = await input.next(prompt: prompt)
        await environment.speech?.interrupt()
        return line
    }

    public func nextLineOrWake(prompt: String, deadline: Duration?, again: Bool) async -> LineInput? {
        if again { await input.redisplayPrompt() }
        let line = await input.nextOrWake(prompt: prompt, deadline: deadline, clock: environment.clock)
        if line != nil { await environment.speech?.interrupt() }
        return line
    }

    public var waker: @Sendable () -> Void {
        let input = self.input
        return { input.wake() }
    }

    /// Applies the player's settings to the front-ends: the language to speak in (at start,
    /// on a change of player or language), then the speech settings and verbosity.
    public func applySettings() async {
        let language = messages.language
        await presenter.say(.language(language))
        let settings = player.settings
        var spoken = settings.speech
        // The standard voice speaks the session's language (a voice the player chose stays).
        if spoken.voice == SpeechSettings().voice { spoken.voice = language.espeakVoice }
        await environment.speech?.apply(spoken)
        await environment.speech?.apply(verbosity: settings.verbosity)
    }

    /// Runs the interactive REPL until the player leaves. Returns the exit status.
    public func runREPL(version: String) async -> Int32 {
        await applySettings()
        await input.setCompletions(environment.completions)
        await say(.welcome(player: player.name, version: version))
        await Moderation(environment).desk(self).tellNotices()  // what happened to the player's submitted questions since last time
        await Reports(environment).tellOutcomes(self)  // and to their reports and feedback
        await GamePlay(self).announcePluginGreetings()
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
        switch environment.commands.parser.parse(text, scope: .main) {
        case .empty:
            await say(.info(messages("repl.empty")))
        case .unknown(let word, let suggestion):
            if case .command(let other) = environment.commands.parser.parse(text, scope: .game, allowPrefix: false, suggest: false) {
                await say(.info(messages("repl.game.only", ["command": other.command.name])))
                return
            }
            let candidates = environment.commands.parser.candidates(forPrefix: word, scope: .main)
            if !candidates.isEmpty {
                await say(.info(messages("repl.which", ["word": word, "choices": messages.or(candidates)])))
                return
            }
            await say(.unknownCommand(input: Accounts.maskingSecrets(word, typed: text, messages), suggestion: suggestion))
        case .command(let parsed):
            await run(parsed, table: environment.commands)
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
        let plugin = environment.registry.commands.first { $0.command.descriptor.name == command.descriptor.name }?.plugin ?? ""
        let context = CommandContext(
            playerName: player.name, settings: GamePlay(self).effectiveSettings, today: options.currentDay,
            history: StoreHistory(store: environment.store, playerID: player.id),
            data: environment.pluginData(plugin, player: player.id))
        do {
            let events = try await command.run(argument: argument, context: context)
            await present(events)
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
}

/// The old name of ``Session``.
public typealias Earshot = Session
