import EarshotCore

/// `profile`: Your profile, or profile NAME for someone else's.
public enum ProfileCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.profile.summary", help: "command.profile.help")
    public static let descriptor = CommandDescriptor(
        "profile", [], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        await session.profile(argument)
    }
}
