import EarshotAccounts
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotPostgres
import EarshotStore
import Foundation

/// What every connection of one server shares: the store, the plugins and the settings. It
/// holds no player's state: that lives in each connection's session and in the store.
public final class ClubServerContext: Sendable {
    public let configuration: ServerConfiguration
    /// SQLite (a path) or PostgreSQL (a `postgres://` URL), chosen once here.
    public let store: any GameStore
    public let registry: PluginRegistry
    /// Problems met at start (a pack or plugin that did not load), for the log.
    public let problems: [String]
    /// Wrong passwords by account and by address, shared by every connection.
    let throttles: LoginThrottles
    /// The command words, which a new player's name may not be.
    let commandWords: Set<String>
    /// The connections logged in, by account.
    let live = LiveConnections()
    /// The live rooms open on this server, shared by every connection.
    public let rooms: LiveRooms
    /// How names sound (espeak-ng's phonemes), so that no two accounts sound the same.
    public let pronouncer: (any NamePronouncer)?
    /// What an operator watches (`GET /metrics`).
    public let metrics = ServerMetrics()

    /// Opens the store (PostgreSQL for a `postgres://` URL, else an SQLite file), closes the
    /// games a crash left playing unless other servers share the store, and loads the
    /// built-in packs and plugins.
    public init(configuration: ServerConfiguration, pronouncer: (any NamePronouncer)? = nil) async throws {
        self.configuration = configuration
        self.pronouncer = pronouncer
        rooms = LiveRooms(lease: configuration.roomLease)
        store = try await Self.openStore(configuration.databasePath)
        if let timed = store as? any StoreCallTiming {
            let metrics = self.metrics
            timed.observeCalls { metrics.storeCall(took: $0) }
        }
        if !configuration.sharedStore { try await store.closeInterruptedGames() }
        // Servers sharing one PostgreSQL carry their rooms' traffic through it.
        if configuration.sharedStore, let bus = store as? any RoomBus { await rooms.connect(bus) }
        let report = await PackInstaller.installBuiltins(into: store)
        var problems = report.problems
        registry = Launcher.registerPlugins(BuiltinPlugins.all, problems: &problems)
        self.problems = problems
        throttles = LoginThrottles(
            store: store, unit: configuration.loginThrottleUnit, namesPerAddress: configuration.loginNamesPerAddress)
        await ClubLogin.prepare()
        commandWords = Set(CommandTable(plugins: registry.commands.map { $0 }).parser.words.map { $0.lowercased() })
    }

    /// The check a new name goes through when a player joins.
    var nameCheck: NameCheck { NameCheck(store: store, pronouncer: pronouncer, commandWords: commandWords) }

    /// Names that look or sound like another account's, found when names were keyed or their
    /// sounds first kept: each pair in words, for the log at start.
    public func nameClashes() async -> [String] {
        _ = await nameCheck.fillSpokenKeys()
        return await store.nameClashes().map { "\"\($0.0)\" looks or sounds like \"\($0.1)\"" }
    }

    /// A session for one connection: the server's store and plugins, the socket's lines, and
    /// one sink that sends events to the client.
    func makeSession(
        player: String, language: Language = .en, address: String? = nil, input: InputChannel, sink: any EventSink,
        speech: any SpeechControl
    ) async throws -> Session {
        var options = AppOptions(
            databasePath: configuration.databasePath, playerName: player, today: AppOptions.localDate(),
            color: false, interactive: true)
        options.followsClock = true
        options.readsLocalFiles = false
        options.isClubSession = true
        options.pronouncer = pronouncer
        options.language = language  // the client's, for a player who has not chosen one
        options.clientAddress = address
        return try await Session(
            store: store, registry: registry, presenter: Presenter(sinks: [sink]), input: input,
            speech: speech, options: options, rooms: rooms)
    }

    /// The store a `--db` value names: a PostgreSQL URL or an SQLite path.
    public static func openStore(_ location: String) async throws -> any GameStore {
        if isPostgresURL(location) { return try await PostgresStore(url: location) }
        return try Store(path: location)
    }

    /// The store in words for the log: the file, or the PostgreSQL address without its password.
    public var storeDescription: String {
        (store as? PostgresStore)?.location ?? configuration.databasePath
    }

    /// Whether `--db` names a PostgreSQL server (`postgres://` or `postgresql://`).
    public static func isPostgresURL(_ location: String) -> Bool {
        let lower = location.lowercased()
        return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
    }
}
