import EarshotCore

/// `register`: Create a player: register NAME.
public enum RegisterCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.register.summary", help: "command.register.help")
    public static let descriptor = CommandDescriptor(
        "register", ["signup"], scope: .main, text: text)

    public static func run(_ argument: String, in session: Session) async {
        if await session.refusedOnClub(descriptor.name) { return }
        await session.register(argument)
    }
}
