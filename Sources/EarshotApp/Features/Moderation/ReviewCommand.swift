import EarshotCore

/// `review`: Moderators: read a submitted question in full: review N.
public enum ReviewCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.review.summary", help: "command.review.help")
    public static let descriptor = CommandDescriptor(
        "review", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await context.needs.desk(context.io).review(argument)
    }
}
