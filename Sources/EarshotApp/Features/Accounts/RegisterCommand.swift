import EarshotCore

/// `register`: Create a player: register NAME.
public enum RegisterCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.register.summary", help: "command.register.help")
    public static let descriptor = CommandDescriptor(
        "register", ["signup"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Accounts>) async {
        if await context.needs.refusedOnClub(descriptor.name, context.io) { return }
        await context.needs.register(argument, context.io)
    }
}
