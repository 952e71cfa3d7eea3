import EarshotCore

/// `submit`: Write a question for everyone: submit.
public enum SubmitCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.submit.summary", help: "command.submit.help")
    public static let descriptor = CommandDescriptor(
        "submit", ["contribute"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Moderation>) async {
        await context.needs.desk(context.io).submit(argument)
    }
}
