import EarshotCore

/// `questions`: Moderators: list the bank: questions CATEGORY WORDS.
public enum QuestionsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.questions.summary", help: "command.questions.help")
    public static let descriptor = CommandDescriptor(
        "questions", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<QuestionBank>) async {
        await context.needs.desk(context.io).listQuestions(argument)
    }
}
