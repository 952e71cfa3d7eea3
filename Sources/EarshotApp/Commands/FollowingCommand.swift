import EarshotCore

/// `following`: Who you follow.
public enum FollowingCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "following", [], scope: .main,
        summary: "Who you follow.",
        help:
            "following lists the players you follow.")

    public static func run(_ argument: String, in session: Session) async {
        await session.listFollows(followers: false)
    }
}
