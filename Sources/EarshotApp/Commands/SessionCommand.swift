import EarshotCore

/// One REPL command: its words and help (``descriptor``) and what it does (``run(_:in:)``).
/// Each command is one type in one file, listed once in ``SessionCommands/all``; the
/// ``CommandTable`` builds the parser, `help` and Tab completion from that list, the current
/// mode's verbs and the plugins' commands.
public protocol SessionCommand: Sendable {
    /// The command's name, synonyms, help and where it works.
    static var descriptor: CommandDescriptor { get }
    /// Where the catalogue keeps the command's summary and help, for `help` in the player's
    /// language; `nil` shows the descriptor's text.
    static var text: CommandText? { get }
    /// Runs the command at the main prompt, or during a game when ``gameAction(_:)`` gives no
    /// action. `argument` is the words after the command, in the case they were typed.
    static func run(_ argument: String, in session: Session) async
    /// During a game: the player action this command stands for, if any (`skip` → `.skip`).
    /// Commands that return `nil` run through ``run(_:in:)`` and leave the question open.
    static func gameAction(_ argument: String) -> PlayerAction?
}

extension SessionCommand {
    public static func gameAction(_ argument: String) -> PlayerAction? { nil }
}
