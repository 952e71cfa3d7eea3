import EarshotCore

/// `board`: The top ten and your rank: board daily, weekly or all, a mode, a category, friends.
public enum BoardCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "board", ["leaderboard", "top"], scope: .main,
        summary: "The top ten and your rank: board daily, weekly or all, a mode, a category, friends.",
        help:
            "board gives the top ten players by points and always your own rank. Add daily, weekly or all for the period (weekly unless you say; weeks run Monday to Sunday), a mode such as timed, a category such as science, and friends to keep only you and the players you follow."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.board(argument)
    }
}
