import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

/// Everything a session's features may be built from, chosen once where the program starts:
/// the store, the plugins, the clock, speech and how names sound. Each feature takes only
/// what it uses (``Feature/init(_:)``).
public struct SessionEnvironment: Sendable {
    public let store: any GameStore
    public let registry: PluginRegistry
    public let options: AppOptions
    public let clock: any GameClock
    public let speech: (any SpeechControl)?
    /// The live rooms open on this server (or in this program), shared by its sessions.
    public let rooms: LiveRooms
    /// The commands of a session: Earshot's own and the plugins'.
    public let commands: CommandTable
    /// Every word Tab completes: the commands, every mode's verbs, and the mode ids.
    public let completions: [String]
    /// Every word the REPL understands, lower case: a name may not be one of them.
    public let commandWords: Set<String>

    public init(
        store: any GameStore, registry: PluginRegistry, options: AppOptions, clock: any GameClock,
        speech: (any SpeechControl)?, rooms: LiveRooms = LiveRooms()
    ) {
        self.rooms = rooms
        self.store = store
        self.registry = registry
        self.options = options
        self.clock = clock
        self.speech = speech
        commands = CommandTable(plugins: registry.commands.map { $0 })
        let verbs = registry.modes.flatMap { $0.descriptor.commands.flatMap { [$0.name] + $0.synonyms } }
        completions = Array(Set(commands.words + verbs + registry.modes.map(\.descriptor.id))).sorted()
        commandWords = Set(completions.map { $0.lowercased() })
    }
}

/// A feature's service: what its commands share (its store, the rules and the wording), made
/// from the session's environment for each command.
public protocol Feature: Sendable {
    init(_ environment: SessionEnvironment)
}

/// What a command runs with: the session's ``SessionIO`` and its feature's service.
public struct Context<Needs: Feature> {
    /// The player, talking with them, and the session's few own acts.
    public let io: any SessionIO
    /// The feature's service.
    public let needs: Needs

    /// Everything said, in the session's language.
    public var messages: Messages { io.messages }

    public init(io: any SessionIO, needs: Needs) {
        self.io = io
        self.needs = needs
    }
}

/// What a command that needs nothing but the session's ``SessionIO`` is given.
public struct NoNeeds: Feature {
    public init(_ environment: SessionEnvironment) {}
}
