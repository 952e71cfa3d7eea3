import EarshotCore

/// `register`: Create a player: register NAME.
public enum RegisterCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "register", ["signup"], scope: .main,
        summary: "Create a player: register NAME.",
        help:
            "register NAME creates a new player with that name and asks for a password, typed twice; press Enter for a player without a password. A password needs at least 8 characters, an upper-case and a lower-case letter, a digit and a symbol. The first account registered in a store becomes its admin."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.register(argument)
    }
}
