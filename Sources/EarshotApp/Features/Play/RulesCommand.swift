import EarshotCore

/// `rules`: During a game, the mode's rules again. A mode's rules are said in full the first
/// time a player plays it (and always at full verbosity); after that the game only says that
/// `rules` reads them, so that starting a familiar game is quick to hear.
public enum RulesCommand: SessionWideCommand {
    public static let text: CommandText? = CommandText(summary: "command.rules.summary", help: "command.rules.help")
    public static let descriptor = CommandDescriptor("rules", ["peraturan", "规则", "விதிகள்"], scope: .game, text: text)

    public static func run(_ argument: String, in session: Session) async {
        guard let rules = session.game?.rules else {
            await session.say(.info(session.messages("game.rules.none")))
            return
        }
        await session.say(.info(rules))
    }

    /// Whether `player` heard the rules of `mode` before; records that they hear them now.
    /// Kept in Earshot's own space of the plugin data (`earshot`, per player); a store that
    /// fails or is slow counts as "not heard", so the rules are said rather than lost.
    static func heardBefore(_ mode: String, player: Player, session: Session) async -> Bool {
        if GamePlay(session).effectiveSettings.verbosity == .full { return false }
        let space = session.environment.pluginData("earshot", player: player.id).player
        let key = "rules-heard.\(mode)"
        let heard = (try? await withTimeLimit(.seconds(2)) { try await space.value(for: key) != nil }) ?? false
        if !heard { _ = try? await withTimeLimit(.seconds(2)) { try await space.set("1", for: key) } }
        return heard
    }
}
