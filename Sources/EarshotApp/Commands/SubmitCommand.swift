import EarshotCore

/// `submit`: Write a question for everyone: submit.
public enum SubmitCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "submit", ["contribute"], scope: .main,
        summary: "Write a question for everyone: submit.",
        help:
            "submit walks you through a new question one step at a time: its kind, text, options, the right answer, category, difficulty and an explanation. It reads it back and asks you to confirm; type a step's name to redo it. Moderators review it, and you hear the outcome when you next start or log in. submit N edits a question sent back to you for changes."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.submit(argument)
    }
}
