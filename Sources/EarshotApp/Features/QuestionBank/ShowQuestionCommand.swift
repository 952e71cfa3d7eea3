import EarshotCore

/// `show question`: Moderators: read a question of the bank: show question N.
public enum ShowQuestionCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.show_question.summary", help: "command.show_question.help")
    public static let descriptor = CommandDescriptor(
        "show question", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<QuestionBank>) async {
        await context.needs.desk(context.io).showQuestion(argument)
    }
}
