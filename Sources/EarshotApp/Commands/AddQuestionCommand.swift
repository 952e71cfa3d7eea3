import EarshotCore

/// `add question`: Moderators: write a question straight into the bank.
public enum AddQuestionCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "add question", [], scope: .main,
        summary: "Moderators: write a question straight into the bank.",
        help:
            "add question walks through a new question like submit, and puts it straight into the bank. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.addQuestion()
    }
}
