import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// The application: owns the store, the registry, the presenter and the input, and runs the
/// REPL or a single scripted game. `main` builds one and calls ``runREPL()`` or ``runGame(_:)``.
public final class Earshot {
    public let store: Store
    public let registry: PluginRegistry
    public let presenter: Presenter
    public let input: InputChannel
    public let speech: (any SpeechControl)?
    public let options: AppOptions
    let clock: any GameClock
    var player: PlayerRecord
    /// The last thing said that `repeat` can say again.
    var lastSaid: [Event] = []
    /// Set when the player asks to leave.
    var leaving = false

    public init(
        store: Store, registry: PluginRegistry, presenter: Presenter, input: InputChannel,
        speech: (any SpeechControl)?, options: AppOptions, clock: any GameClock = ClockAdapter(ContinuousClock())
    ) throws {
        self.store = store
        self.registry = registry
        self.presenter = presenter
        self.input = input
        self.speech = speech
        self.options = options
        self.clock = clock
        player = try store.player(named: options.playerName ?? Self.defaultPlayerName())
    }

    /// The default player's name: the login name, or "Player".
    public static func defaultPlayerName() -> String {
        let user = ProcessInfo.processInfo.environment["USER"] ?? ""
        return user.isEmpty || user == "root" ? "Player" : user
    }

    var settings: PlayerSettings { player.playerSettings }

    func save(_ settings: PlayerSettings) async {
        do {
            try store.save(settings, for: player.id!)
            player.settings = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        } catch {
            await presenter.say(.error("Your settings could not be saved: \(error)"))
        }
    }

    /// Says something and remembers it for `repeat`.
    func say(_ event: AppEvent, remember: Bool = true) async {
        await presenter.say(event)
        if remember { lastSaid = [.app(event)] }
    }

    /// Reads a line after saying the prompt. Barge-in: any speech still playing is cut the
    /// moment a line arrives.
    func readLine(prompt: String, spoken: String) async -> LineInput {
        await presenter.say(.prompt(spoken))
        let line = await input.next(prompt: prompt)
        await speech?.interrupt()
        return line
    }

    /// Applies the player's speech settings to the speech layer.
    public func applySettings() async {
        await speech?.apply(settings.speech)
    }

    /// Runs the interactive REPL until the player leaves. Returns the exit status.
    public func runREPL(version: String) async -> Int32 {
        await applySettings()
        await input.setCompletions(AppCommands.parser.words + registry.modes.map(\.descriptor.id))
        await say(.welcome(player: player.name, version: version))
        var pendingInterrupt = false
        while !leaving {
            let line = await readLine(prompt: "earshot> ", spoken: "Command?")
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
                await say(.info("Press Ctrl-C again to leave Earshot, or type a command."))
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
        switch AppCommands.parser.parse(text, scope: .main) {
        case .empty:
            await say(.info("Type a command, such as play or help."))
        case .unknown(let word, let suggestion):
            await say(.unknownCommand(input: word, suggestion: suggestion))
        case .command(let parsed):
            await run(parsed)
        }
    }

    func run(_ parsed: ParsedCommand) async {
        let arg = parsed.argument
        switch parsed.command.name {
        case "play": await play(arguments: arg)
        case "modes": await say(modesList())
        case "categories": await say(categoriesList())
        case "stats": await say(statsList())
        case "player": await switchPlayer(arg)
        case "players": await say(playersList())
        case "timing": await setTiming(arg)
        case "repeat":
            if lastSaid.isEmpty { await say(.info("There is nothing to repeat yet.")) } else { await presenter.present(lastSaid) }
        case "help": await say(help(arg, scope: .main))
        case "quit": leaving = true
        case let name where AppCommands.speechCommands.contains(name):
            await speechCommand(name, arg)
        default:
            await say(.info("\(parsed.command.name) works during a game."))
        }
    }

    func speechCommand(_ name: String, _ arg: String) async {
        guard let speech else {
            await say(
                .info(
                    "Speech is not running in this session (it was turned off, or no sound device was found), so \(name) has nothing to change. To hear Earshot, start it without --no-speech or --screen-reader on a computer with sound, or record speech with --speak-to FILE."
                ))
            return
        }
        var s = settings
        let reply = await speech.perform(name, argument: arg, settings: &s.speech)
        if s != settings { await save(s) }
        if let reply { await say(reply) }
    }

    func switchPlayer(_ name: String) async {
        let clean = name.trimmingWhitespace
        guard !clean.isEmpty else {
            await say(.info("Playing as \(player.name). Type player and a name to switch."))
            return
        }
        do {
            player = try store.player(named: clean)
            await applySettings()
            await say(.info("Now playing as \(player.name)."))
        } catch {
            await say(.error("\(error)"))
        }
    }

    func setTiming(_ arg: String) async {
        var s = settings
        let word = arg.trimmingWhitespace.lowercased()
        switch word {
        case "":
            await say(
                .info("Time limits: \(Self.timingDescription(s.timeScale)). Type timing off, timing on, or timing 2 for double time."))
            return
        case "off", "none", "no": s.timeScale = nil
        case "on", "standard", "normal", "1": s.timeScale = 1
        default:
            guard let v = Double(word.replacingOccurrences(of: "x", with: "")), v >= 1, v <= 10 else {
                await say(.error("\"\(arg)\" is not a timing. Use timing off, timing on, or a number from 1 to 10 such as timing 2."))
                return
            }
            s.timeScale = v
        }
        await save(s)
        await say(.info("Time limits are now \(Self.timingDescription(s.timeScale))."))
    }

    /// "standard", "off" or "2 times as long".
    public static func timingDescription(_ scale: Double?) -> String {
        guard let scale else { return "off" }
        if scale == 1 { return "standard" }
        let n = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "\(n) times as long"
    }
}
