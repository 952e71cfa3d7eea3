import EarshotCore

/// `remove question`: Moderators: stop a question being asked: remove question N.
public enum RemoveQuestionCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.remove_question.summary", help: "command.remove_question.help")
    public static let descriptor = CommandDescriptor(
        "remove question", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<QuestionBank>) async {
        await context.needs.desk(context.io).removeQuestion(argument)
    }
}
