import EarshotCore

/// Survival's own board: the best run of each player over all time, said at the end of a
/// run and in `stats`, instead of the usual best and rank by category.
public struct SurvivalHooks: ModeHooks {
    public init() {}

    /// All time, as a period of days.
    static let from = "0000-01-01"
    static let through = "9999-12-31"

    public var reportsStanding: Bool { false }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) async throws -> [String] {
        let standing = try await context.history.standing(mode: context.mode.id, from: Self.from, through: Self.through)
        let board = try await context.history.board(mode: context.mode.id, from: Self.from, through: Self.through, limit: 3)
        let w = SurvivalPlugin.strings.words(context.language)
        var lines: [String] = []
        if outcome == .completed, let rank = standing.rank, let best = standing.best {
            let line = w.plural("ranked", count: standing.players, ["rank": String(rank), "best": String(best)])
            lines.append(status.score >= best && status.score > 0 ? w("new-best", ["line": line]) : line)
        } else if outcome == .abandoned {
            lines.append(w("left"))
        }
        if !board.isEmpty {
            lines.append(w("top", ["entries": w.messages.boardEntries(board, withPoints: false)]))
        }
        return lines
    }

    public func statsLines(_ context: HookContext) async throws -> [String] {
        let standing = try await context.history.standing(mode: context.mode.id, from: Self.from, through: Self.through)
        guard let rank = standing.rank, let best = standing.best else { return [] }
        let w = SurvivalPlugin.strings.words(context.language)
        return [
            w("stats", ["best": String(best), "rank": String(rank), "players": String(standing.players)])
        ]
    }
}
