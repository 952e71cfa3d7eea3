import EarshotCore

/// `rename`: Change your name: rename NEWNAME.
public enum RenameCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.rename.summary", help: "command.rename.help")
    public static let descriptor = CommandDescriptor(
        "rename", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        await context.needs.rename(argument, context.io)
    }
}
