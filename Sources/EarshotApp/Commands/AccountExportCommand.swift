import EarshotCore

/// `account export`: Everything about you as one JSON file: account export FILE.
public enum AccountExportCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "account export", ["export account"], scope: .main,
        summary: "Everything about you as one JSON file: account export FILE.",
        help:
            "account export writes everything Earshot holds about you into one JSON file: profile, settings, games with their answers, submitted questions, reviews and follows. Give a file name, or it goes into the current folder."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.exportAccount(argument)
    }
}
