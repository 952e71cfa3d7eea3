import EarshotCore

/// `language`: the language Earshot speaks, for this player.
public enum LanguageCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.language.summary", help: "command.language.help")
    public static let descriptor = CommandDescriptor(
        "language", ["lang", "bahasa", "语言", "மொழி"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Settings>) async {
        await context.needs.chooseLanguage(argument, context.io)
    }
}
