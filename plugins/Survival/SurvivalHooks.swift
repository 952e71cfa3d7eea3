import EarshotCore

/// Survival's own board: the best run of each player over all time, said at the end of a
/// run and in `stats`, instead of the usual best and rank by category.
public struct SurvivalHooks: ModeHooks {
    public init() {}

    /// All time, as a period of days.
    static let from = "0000-01-01"
    static let through = "9999-12-31"

    public var reportsStanding: Bool { false }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        let standing = try context.history.standing(mode: context.mode.id, from: Self.from, through: Self.through)
        let board = try context.history.board(mode: context.mode.id, from: Self.from, through: Self.through, limit: 3)
        var lines: [String] = []
        if outcome == .completed, let rank = standing.rank, let best = standing.best {
            let newBest = status.score >= best && status.score > 0 ? " A new best run!" : ""
            lines.append(
                "On the survival board: rank \(rank) of \(standing.players) player\(standing.players == 1 ? "" : "s"), with your best run of \(best).\(newBest)"
            )
        } else if outcome == .abandoned {
            lines.append("You left the run early, so it is not on the survival board.")
        }
        if !board.isEmpty {
            lines.append("Top of the survival board: \(Self.text(board)).")
        }
        return lines
    }

    public func statsLines(_ context: HookContext) throws -> [String] {
        let standing = try context.history.standing(mode: context.mode.id, from: Self.from, through: Self.through)
        guard let rank = standing.rank, let best = standing.best else { return [] }
        return ["Survival: your best run is \(best), rank \(rank) of \(standing.players) on the survival board."]
    }

    static func text(_ board: [BoardEntry]) -> String {
        board.map { "\($0.rank). \($0.player), \($0.score)" }.joined(separator: "; ")
    }
}
