import EarshotCore

/// `profile`: Your profile, or profile NAME for someone else's.
public enum ProfileCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.profile.summary", help: "command.profile.help")
    public static let descriptor = CommandDescriptor(
        "profile", [], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Boards>) async {
        let directory = context.needs.directory
        let target =
            argument.trimmingWhitespace.isEmpty
            ? await directory.current(context.io) : await directory.named(argument, context.io)
        guard let target else { return }
        await context.needs.profile(target, context.io)
    }
}
