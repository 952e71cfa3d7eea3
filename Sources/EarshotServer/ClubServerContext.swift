import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import Foundation

/// What every connection of one server shares: the store, the plugins and the settings. It
/// holds no player's state: that lives in each connection's session and in the store.
public final class ClubServerContext: Sendable {
    public let configuration: ServerConfiguration
    public let store: Store
    public let registry: PluginRegistry
    /// Problems met at start (a pack or plugin that did not load), for the log.
    public let problems: [String]
    /// Wrong passwords by account and by address, shared by every connection.
    let throttles: LoginThrottles
    /// The command words, which a new player's name may not be.
    let commandWords: Set<String>

    /// Opens the store and loads the built-in packs and plugins.
    public init(configuration: ServerConfiguration) throws {
        self.configuration = configuration
        store = try Store(path: configuration.databasePath)
        let report = PackInstaller.installBuiltins(into: store)
        var problems = report.problems
        registry = Launcher.registerPlugins(BuiltinPlugins.all, problems: &problems)
        self.problems = problems
        throttles = LoginThrottles(unit: configuration.loginThrottleUnit)
        commandWords = Set(CommandTable(plugins: registry.commands.map { $0 }).parser.words.map { $0.lowercased() })
    }

    /// A session for one connection: the server's store and plugins, the socket's lines, and
    /// one sink that sends events to the client.
    func makeSession(
        player: String, language: Language = .en, input: InputChannel, sink: any EventSink, speech: any SpeechControl
    ) throws -> Session {
        var options = AppOptions(
            databasePath: configuration.databasePath, playerName: player, today: AppOptions.localDate(),
            color: false, interactive: true)
        options.followsClock = true
        options.readsLocalFiles = false
        options.language = language  // the client's, for a player who has not chosen one
        return try Session(
            store: store, registry: registry, presenter: Presenter(sinks: [sink]), input: input,
            speech: speech, options: options)
    }
}
