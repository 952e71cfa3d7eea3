import EarshotCore

/// `spell`: Spell the options, or the last answer, letter by letter.
public enum SpellCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "spell", ["spell it"], scope: .both,
        summary: "Spell the options, or the last answer, letter by letter.",
        help:
            "spell says the current options, or the last answer, one letter at a time. spell 2 spells only option 2.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("spell", argument)
    }
}
