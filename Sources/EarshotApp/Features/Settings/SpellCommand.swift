import EarshotCore

/// `spell`: Spell the options, or the last answer, letter by letter.
public enum SpellCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.spell.summary", help: "command.spell.help")
    public static let descriptor = CommandDescriptor(
        "spell", ["spell it"], scope: .both, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.speechCommand("spell", argument, context.io)
    }
}
