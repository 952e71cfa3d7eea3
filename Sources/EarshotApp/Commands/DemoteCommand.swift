import EarshotCore

/// `demote`: Admins: make a moderator or admin a player again: demote NAME.
public enum DemoteCommand: SessionCommand {
    public static let descriptor = CommandDescriptor(
        "demote", [], scope: .main,
        summary: "Admins: make a moderator or admin a player again: demote NAME.",
        help:
            "demote NAME makes a moderator or an admin a plain player again. The last admin cannot be demoted. Only admins may use it.")

    public static func run(_ argument: String, in session: Session) async {
        await session.demote(argument)
    }
}
