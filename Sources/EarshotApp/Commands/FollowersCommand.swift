import EarshotCore

/// `followers`: Who follows you.
public enum FollowersCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "followers", [], scope: .main,
        summary: "Who follows you.",
        help:
            "followers lists the players who follow you.")

    public static func run(_ argument: String, in session: Session) async {
        await session.listFollows(followers: true)
    }
}
