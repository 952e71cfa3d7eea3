import EarshotCore

/// One REPL command's words and help (``descriptor``), and what it stands for during a game.
/// Each command is one type in one file, listed once in ``SessionCommands/all``; the
/// ``CommandTable`` builds the parser, `help` and Tab completion from that list, the current
/// mode's verbs and the plugins' commands.
public protocol CommandDefinition: Sendable {
    /// The command's name, synonyms, help and where it works.
    static var descriptor: CommandDescriptor { get }
    /// Where the catalogue keeps the command's summary and help, for `help` in the player's
    /// language; `nil` shows the descriptor's text.
    static var text: CommandText? { get }
    /// During a game: the player action this command stands for, if any (`skip` → `.skip`).
    /// Commands that return `nil` run as at the main prompt and leave the question open.
    static func gameAction(_ argument: String) -> PlayerAction?
    /// During a game, for a command that runs as at the main prompt: whether the game's clock
    /// stands still while it runs (`report`, which may ask for words), so that the question
    /// keeps the time it had.
    static var standsTheClockStill: Bool { get }
}

extension CommandDefinition {
    public static func gameAction(_ argument: String) -> PlayerAction? { nil }
    public static var standsTheClockStill: Bool { false }
}

/// A command whose behaviour is its own ``run(_:in:)``, given the session's ``SessionIO`` and
/// the service of its feature (``Needs``): only the dependencies it uses.
public protocol SessionCommand: CommandDefinition {
    associatedtype Needs: Feature
    /// Runs the command. `argument` is the words after the command, in the case they were typed.
    static func run(_ argument: String, in context: Context<Needs>) async
}

/// A command not yet moved into its feature: it is handed the whole session.
public protocol SessionWideCommand: CommandDefinition {
    static func run(_ argument: String, in session: Session) async
}

extension SessionCommand {
    /// Builds the feature's service from the session's environment and runs.
    static func perform(_ argument: String, in session: Session) async {
        await run(argument, in: Context(io: session, needs: Needs(session.environment)))
    }
}

extension CommandDefinition {
    /// Runs the command in `session`, whichever kind it is.
    static func perform(_ argument: String, in session: Session) async {
        if let command = self as? any SessionCommand.Type {
            await command.perform(argument, in: session)
        } else if let command = self as? any SessionWideCommand.Type {
            await command.run(argument, in: session)
        }
    }
}
