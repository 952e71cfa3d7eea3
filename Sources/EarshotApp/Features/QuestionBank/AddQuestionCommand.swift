import EarshotCore

/// `add question`: Moderators: write a question straight into the bank.
public enum AddQuestionCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.add_question.summary", help: "command.add_question.help")
    public static let descriptor = CommandDescriptor(
        "add question", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<QuestionBank>) async {
        await context.needs.desk(context.io).addQuestion()
    }
}
