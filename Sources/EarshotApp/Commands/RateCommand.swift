import EarshotCore

/// `rate`: Set the speaking rate: rate 200 (80 to 450 words a minute).
public enum RateCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "rate", ["speed"], scope: .both,
        summary: "Set the speaking rate: rate 200 (80 to 450 words a minute).",
        help:
            "rate N sets the speaking rate to N words a minute, from 80 to 450. rate on its own says the current rate.")

    public static func run(_ argument: String, in session: Session) async {
        await session.speechCommand("rate", argument)
    }
}
