import ArgumentParser
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotLineEditor
import EarshotSpeech
import Foundation

/// Options every subcommand shares.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite database file (default: $XDG_DATA_HOME/earshot/earshot.sqlite).")
    var db: String?

    @Option(name: .long, help: "Play as this existing player (see --new-player).")
    var player: String?

    @Flag(name: .long, help: "Create the player named by --player if there is none.")
    var newPlayer = false

    @Option(name: .long, help: "A file whose first line is the player's password (or set EARSHOT_PASSWORD).")
    var passwordFile: String?

    @Flag(name: .long, help: "Turn speech off.")
    var noSpeech = false

    @Flag(name: .long, help: "Plain text for your own screen reader; Earshot speaks nothing.")
    var screenReader = false

    @Option(
        name: .long, help: "How to speak: espeak (Earshot's own voice), speechd (your desktop's speech-dispatcher), screen-reader or off.")
    var speech: String?

    @Option(name: .long, help: "Record all speech of this run into a 16-bit mono WAV file instead of playing it.")
    var speakTo: String?

    @Option(name: .long, help: .hidden)
    var today: String?

    @Option(name: .long, help: "The language for a player who has not chosen one: en, zh, ms or ta (else LANG decides).")
    var language: String?

    /// Set by the interactive command from its own `--count`.
    var count: Int?

    func validate() throws {
        if let today, !DayNumber.isRealDate(today) {
            throw ValidationError("--today takes a real date, written YYYY-MM-DD, such as 2026-11-26; \"\(today.printable)\" is not one.")
        }
    }

    var launch: LaunchOptions {
        var o = LaunchOptions()
        o.databasePath = db
        o.playerName = player
        o.newPlayer = newPlayer
        o.passwordFile = passwordFile
        o.noSpeech = noSpeech
        o.screenReader = screenReader
        o.speakTo = speakTo
        o.speech = speech
        o.today = today
        o.language = language
        o.count = count
        o.pronouncer = EspeakNamePronouncer(dataFolder: AppOptions.dataFolder())
        return o
    }

    /// Builds the app, or exits with a plain message when the store cannot be opened.
    func makeApp(interactive: Bool? = nil, messagesToStandardError: Bool = false) async throws -> Earshot {
        var launch = launch
        launch.messagesToStandardError = messagesToStandardError
        do {
            return try await Launcher.make(
                launch, interactive: interactive, speech: SpeechWiring.factory, lineEditor: { EditLineReader(output: $0) })
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("Earshot cannot start: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension CommonOptions {
    /// Runs one REPL command (`modes`, `categories`, `stats`) and exits.
    func perform(_ command: String) async throws {
        let app = try await makeApp(interactive: false)
        await app.perform(command: command)
        await app.shutdown()
        if let code = OutputFailure.exitStatus { throw ExitCode(code) }
    }
}

@main
struct EarshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "A quiz game you can play by ear.",
        discussion: discussion,
        version: VersionText.text,
        subcommands: [
            Interactive.self, Play.self, Modes.self, Categories.self, Stats.self, Import.self, Export.self, Plugins.self,
            PluginTool.self, Serve.self, Doctor.self,
        ],
        defaultSubcommand: Interactive.self)

    /// Runs the chosen command as ArgumentParser would, then ends with status 74
    /// (``OutputFailure/exitStatus``) whenever standard output failed, whatever the command and
    /// however it ended, so a script can tell a lost export or listing from a good one.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            if let code = OutputFailure.exitStatus { exit(withError: ExitCode(code)) }
            exit(withError: error)
        }
        if let code = OutputFailure.exitStatus { exit(withError: ExitCode(code)) }
    }
}

struct Interactive: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl", abstract: "Start the interactive game (the default).")

    @OptionGroup var common: CommonOptions

    @Option(name: .long, help: "Questions per game (default: the mode's own, 10 for classic).")
    var count: Int?

    @Option(name: .long, help: "Play on a club server at this address (HOST:PORT or ws://HOST:PORT).")
    var server: String?

    func validate() throws {
        if let count, count < 1 || count > 500 { throw ValidationError("--count must be between 1 and 500.") }
    }

    func run() async throws {
        var common = common
        common.count = count
        // On a server, --player names the server's account; this computer's own player (whose
        // voice and settings speak) need not exist here under that name.
        let remotePlayer = server == nil ? nil : common.player
        if server != nil { (common.player, common.newPlayer, common.passwordFile) = (nil, false, nil) }
        let app = try await common.makeApp()
        RemoteWiring.install()
        let status: Int32
        if let server {
            await app.applySettings()
            status = await RemoteWiring.play(server, from: app, as: remotePlayer)
        } else {
            status = await app.runREPL(version: Launcher.version)
        }
        await app.shutdown()
        if let code = OutputFailure.exitStatus { throw ExitCode(code) }
        if status != 0 { throw ExitCode(status) }
    }
}
