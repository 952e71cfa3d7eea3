import EarshotCore

/// `questions`: Moderators: list the bank: questions CATEGORY WORDS.
public enum QuestionsCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "questions", [], scope: .main,
        summary: "Moderators: list the bank: questions CATEGORY WORDS.",
        help:
            "questions lists the questions of the bank, ten at a time. Add a category to keep only that category, and words to keep questions whose text has them. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.listQuestions(argument)
    }
}
