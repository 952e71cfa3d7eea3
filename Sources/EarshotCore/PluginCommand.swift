/// What a plugin's command is told when it runs.
public struct CommandContext: Sendable {
    public var playerName: String
    public var settings: PlayerSettings
    /// Today, `YYYY-MM-DD`.
    public var today: String
    public var history: any GameHistory
    /// The command's plugin's own data: the player's space and the shared one.
    public var data: PluginData

    public init(playerName: String, settings: PlayerSettings, today: String, history: any GameHistory, data: PluginData) {
        self.playerName = playerName
        self.settings = settings
        self.today = today
        self.history = history
        self.data = data
    }
}

/// A command a plugin adds to the REPL. It is parsed, listed in `help` and completed with Tab
/// like every built-in command, and answers with events (never by printing).
public protocol PluginCommand: Sendable {
    var descriptor: CommandDescriptor { get }
    /// Runs the command with the words typed after it.
    func run(argument: String, context: CommandContext) async throws -> [Event]
}
