import EarshotCore

/// `language`: the language Earshot speaks, for this player.
public enum LanguageCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "language", ["lang", "bahasa", "语言", "மொழி"], scope: .main,
        summary: "The language Earshot speaks: language en, zh, ms or ta.",
        help:
            "language on its own lists the languages. language zh, language Malay or language தமிழ் chooses one for you: everything Earshot says, its voice, the number words it understands, and the questions it draws first. Your choice is kept for you."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.chooseLanguage(argument)
    }
}
