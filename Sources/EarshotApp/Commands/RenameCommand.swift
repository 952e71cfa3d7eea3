import EarshotCore

/// `rename`: Change your name: rename NEWNAME.
public enum RenameCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "rename", [], scope: .main,
        summary: "Change your name: rename NEWNAME.",
        help:
            "rename NEWNAME changes the name you play under. Your scores, settings and followers stay with you.")

    public static func run(_ argument: String, in session: Session) async {
        await session.rename(argument)
    }
}
