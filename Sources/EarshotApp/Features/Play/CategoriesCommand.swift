import EarshotCore

/// `categories`: List the categories and how many questions each has.
public enum CategoriesCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.categories.summary", help: "command.categories.help")
    public static let descriptor = CommandDescriptor(
        "categories", ["category", "topics"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Listing>) async {
        await context.io.say(await context.needs.categories(context.messages))
    }
}
