import EarshotCore

/// `levels`: how levels work, and the player's level, points and the points to the next one.
public enum LevelsCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.levels.summary", help: "command.levels.help")
    public static let descriptor = CommandDescriptor("levels", ["level"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Boards>) async {
        guard let target = await context.needs.directory.current(context.io) else { return }
        await context.needs.levels(of: target, context.io)
    }
}

extension Boards {
    /// The points one level takes: level 1 starts at 0 points, level 2 at 100, and so on.
    public static let pointsPerLevel = 100

    /// `levels`: the rule, then where `target` stands.
    func levels(of target: Account, _ io: any SessionIO) async {
        let m = io.messages
        let points = max((try? await boards.totalPoints(playerID: target.id)) ?? 0, 0)
        let level = Self.level(points: points)
        let more = m.plural("levels.more", count: level * Self.pointsPerLevel - points)
        await io.say(.info(m("levels.rule")))
        await io.say(
            .info(m("levels.you", ["level": String(level), "total": String(points), "more": more, "next": String(level + 1)])))
    }
}
