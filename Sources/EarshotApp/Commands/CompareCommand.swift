import EarshotCore

/// `compare`: This week side by side with a player: compare NAME.
public enum CompareCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "compare", [], scope: .main,
        summary: "This week side by side with a player: compare NAME.",
        help:
            "compare NAME sets your week beside theirs: games, points, accuracy and best daily, and who leads. Weeks run Monday to Sunday.")

    public static func run(_ argument: String, in session: Session) async {
        await session.compare(argument)
    }
}
