import EarshotConsole
import EarshotCore

/// The commands a server keeps from its players: those that change who is playing. On a
/// server the player logs in when they connect (with the rate limits of ``LoginThrottles``),
/// so switching to another player, logging in or out, registering another account or
/// sharing the keyboard would step around that login.
enum ServerCommandGuard {
    /// The commands refused on a server.
    static let refused: Set<String> = ["player", "login", "logout", "register", "hot seat"]

    /// Why `line`, typed at the main prompt, is refused on a server; `nil` when it is not.
    static func refusal(for line: String, parser: CommandParser) -> String? {
        guard case .command(let parsed) = parser.parse(line, scope: .main), refused.contains(parsed.command.name) else {
            return nil
        }
        return
            "On a club server you log in when you connect, so \(parsed.command.name) does not work here. To play as someone else, leave and connect again with their name."
    }
}
