import EarshotCore

/// `dismiss`: Moderators: close a report without a change: dismiss N REASON.
public enum DismissCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.dismiss.summary", help: "command.dismiss.help")
    public static let descriptor = CommandDescriptor(
        "dismiss", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Reports>) async {
        await context.needs.desk(context.io).close(argument, as: .dismissed)
    }
}
