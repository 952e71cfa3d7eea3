import EarshotCore

/// `categories`: List the categories and how many questions each has.
public enum CategoriesCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "categories", ["category", "topics"], scope: .main,
        summary: "List the categories and how many questions each has.",
        help:
            "categories lists the question categories, with how many easy, medium and hard questions each has.")

    public static func run(_ argument: String, in session: Session) async {
        await session.say(session.categoriesList())
    }
}
