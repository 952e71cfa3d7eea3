import EarshotCore

/// `timing`: Set time limits: timing off, timing 2 (double time), timing on.
public enum TimingCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "timing", ["time limit"], scope: .main,
        summary: "Set time limits: timing off, timing 2 (double time), timing on.",
        help:
            "timing sets how time limits apply to you in timed games. timing off turns them off; timing 1.5, 2, 3 up to 10 gives that many times as long; timing on restores the standard limits. Your setting is shown beside your timed scores."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.setTiming(argument)
    }
}
