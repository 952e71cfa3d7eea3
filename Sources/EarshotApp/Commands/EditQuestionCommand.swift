import EarshotCore

/// `edit question`: Moderators: change a question: edit question N.
public enum EditQuestionCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "edit question", [], scope: .main,
        summary: "Moderators: change a question: edit question N.",
        help:
            "edit question N goes through each field of question N; press Enter to keep a field. Only moderators and admins may use it.")

    public static func run(_ argument: String, in session: Session) async {
        await session.editQuestion(argument)
    }
}
