import EarshotCore

/// `promote`: Admins: promote NAME moderator, or promote NAME admin.
public enum PromoteCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "promote", [], scope: .main,
        summary: "Admins: promote NAME moderator, or promote NAME admin.",
        help:
            "promote NAME moderator lets that player review submitted questions and manage the question bank; promote NAME admin also lets them manage players. Only admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.promote(argument)
    }
}
