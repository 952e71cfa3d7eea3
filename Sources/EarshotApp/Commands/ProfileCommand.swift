import EarshotCore

/// `profile`: Your profile, or profile NAME for someone else's.
public enum ProfileCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "profile", [], scope: .main,
        summary: "Your profile, or profile NAME for someone else's.",
        help:
            "profile shows level, total points, games, accuracy, current and longest streak, best score in each mode, followers and following, and the last five games. The level is 1 plus your total points divided by 100."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.profile(argument)
    }
}
