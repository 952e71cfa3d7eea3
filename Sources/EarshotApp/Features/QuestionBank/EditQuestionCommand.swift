import EarshotCore

/// `edit question`: Moderators: change a question: edit question N.
public enum EditQuestionCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.edit_question.summary", help: "command.edit_question.help")
    public static let descriptor = CommandDescriptor(
        "edit question", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<QuestionBank>) async {
        await context.needs.desk(context.io).editQuestion(argument)
    }
}
