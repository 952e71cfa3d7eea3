import EarshotCore

/// `show question`: Moderators: read a question of the bank: show question N.
public enum ShowQuestionCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "show question", [], scope: .main,
        summary: "Moderators: read a question of the bank: show question N.",
        help:
            "show question N reads question N of the bank in full. Only moderators and admins may use it.")

    public static func run(_ argument: String, in session: Session) async {
        await session.showQuestion(argument)
    }
}
