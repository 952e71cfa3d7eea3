import EarshotCore

/// `rename`: Change your name: rename NEWNAME.
public enum RenameCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.rename.summary", help: "command.rename.help")
    public static let descriptor = CommandDescriptor(
        "rename", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.rename(argument)
    }
}
