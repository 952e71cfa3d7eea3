import EarshotCore

/// `questions`: Moderators: list the bank: questions CATEGORY WORDS.
public enum QuestionsCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.questions.summary", help: "command.questions.help")
    public static let descriptor = CommandDescriptor(
        "questions", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.listQuestions(argument)
    }
}
