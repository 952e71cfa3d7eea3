import EarshotCore

/// `remove question`: Moderators: stop a question being asked: remove question N.
public enum RemoveQuestionCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "remove question", [], scope: .main,
        summary: "Moderators: stop a question being asked: remove question N.",
        help:
            "remove question N retires question N: games never draw it again, and past games keep their records. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.removeQuestion(argument)
    }
}
