import EarshotCore

/// `feedback`: Tell the moderators what you think of Earshot: feedback WORDS.
public enum FeedbackCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.feedback.summary", help: "command.feedback.help")
    public static let descriptor = CommandDescriptor(
        "feedback", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Reports>) async {
        await context.needs.desk(context.io).sendFeedback(argument)
    }
}
