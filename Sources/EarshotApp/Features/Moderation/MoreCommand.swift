import EarshotCore

/// `more`: The next page of the last list.
public enum MoreCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.more.summary", help: "command.more.help")
    public static let descriptor = CommandDescriptor(
        "more", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await Paging.more(context.io)
    }
}
