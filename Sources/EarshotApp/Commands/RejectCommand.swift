import EarshotCore

/// `reject`: Moderators: reject a submitted question: reject N REASON.
public enum RejectCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "reject", [], scope: .main,
        summary: "Moderators: reject a submitted question: reject N REASON.",
        help:
            "reject N followed by a reason turns submitted question N down; its author hears the reason. Only moderators and admins may use it."
    )

    public static func run(_ argument: String, in session: Session) async {
        await session.decide(argument, state: .rejected)
    }
}
