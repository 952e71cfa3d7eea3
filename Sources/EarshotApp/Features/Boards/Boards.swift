import EarshotCore
import EarshotStore
import Foundation

/// Boards and levels: `board`, `profile`, `compare` and `stats`, and the lines said after a
/// game (the weekly rank, a level crossed, the streak). The service its commands share.
public struct Boards: Feature {
    let boards: any BoardStore
    let follows: any SocialStore
    let store: any GameStore
    let registry: PluginRegistry
    let categories: CategoryDirectory
    let directory: AccountDirectory
    let environment: SessionEnvironment

    public init(_ environment: SessionEnvironment) {
        boards = environment.store
        follows = environment.store
        store = environment.store
        registry = environment.registry
        categories = CategoryDirectory(environment)
        directory = AccountDirectory(environment)
        self.environment = environment
    }

    /// The level for a number of total points: 1 + points ÷ 100.
    public static func level(points: Int) -> Int { 1 + max(points, 0) / pointsPerLevel }

    /// What a `board` command asked for.
    struct Request: Equatable {
        enum Period: String { case daily, weekly, all }
        var period: Period = .weekly
        var mode: String?
        var categoryID: String?
        var friends = false
    }

    /// Reads `board [daily|weekly|all] [MODE] [CATEGORY] [friends]`; `nil` and the word not
    /// understood when there is one.
    func request(_ argument: String, _ m: Messages) async -> (Request?, String?) {
        var r = Request()
        var words = argument.lowercased().split(separator: " ").map(String.init)
        let all = await categories.all(m.language)
        var periodNamed = false
        while let w = words.first {
            words.removeFirst()
            // A period word names the period once; after that, "weekly" or "daily" is the mode
            // of that name (`board weekly weekly`: this week's board of the weekly challenge).
            let period: Request.Period? =
                periodNamed
                ? nil
                : [
                    "daily": .daily, "day": .daily, "today": .daily, "weekly": .weekly, "week": .weekly,
                    "all": .all, "ever": .all, "alltime": .all,
                ][w]
            if let period {
                r.period = period
                periodNamed = true
                continue
            }
            switch w {
            case "friends", "friend": r.friends = true
            default:
                if registry.mode(w) != nil, r.mode == nil {
                    r.mode = w
                    continue
                }
                // The longest run of words that names a category.
                let rest = [w] + words
                var found = false
                for n in stride(from: rest.count, through: 1, by: -1) {
                    let name = rest.prefix(n).joined(separator: " ")
                    if let c = all.first(where: { $0.category.id.lowercased() == name || $0.category.name.lowercased() == name }) {
                        r.categoryID = c.category.id
                        words.removeFirst(n - 1)
                        found = true
                        break
                    }
                }
                if !found { return (nil, w) }
            }
        }
        return (r, nil)
    }

    /// The query and words for a board request on `day`, for `player` (their friends).
    func query(_ r: Request, day: String, player: Int64, _ m: Messages) async -> (LeaderboardQuery, String) {
        var q = LeaderboardQuery(mode: r.mode, categoryID: r.categoryID)
        var words: String
        switch r.period {
        case .daily:
            (q.from, q.through) = (day, day)
            words = m("board.scope.today")
        case .weekly:
            let week = ISOWeek(containing: day)
            (q.from, q.through) = (week?.first, week?.last)
            words = m("board.scope.week")
        case .all: words = m("board.scope.all")
        }
        let mode = r.mode.map { registry.mode($0)?.descriptor.displayName(m).lowercased() ?? $0 }
        let category = await r.categoryID.asyncMap { await categories.name(id: $0, m) }
        switch (mode, category) {
        case (let mode?, let category?): words = m("board.scope.modeCategory", ["scope": words, "mode": mode, "category": category])
        case (let mode?, nil): words = m("board.scope.mode", ["scope": words, "mode": mode])
        case (nil, let category?): words = m("board.scope.category", ["scope": words, "category": category])
        case (nil, nil): break
        }
        if r.friends {
            q.playerIDs = [player] + ((try? await follows.followingIDs(of: player)) ?? [])
            words = m("board.scope.friends", ["scope": words])
        }
        return (q, words)
    }

    /// Lines for the end of a game of `player`: the weekly board of its mode and category, and
    /// a level crossed.
    public func endOfGameLines(
        _ setup: GameSetup, outcome: GameOutcome, status: ScoreStatus, player: Player, _ m: Messages
    ) async -> [String] {
        guard outcome == .completed else { return [] }
        let id = player.id
        var lines: [String] = []
        // A mode with its own board (the daily, the weekly challenge) says its rank itself.
        let ownBoard = registry.mode(setup.modeID).map { !$0.hooks.reportsStanding } ?? false
        let request = Request(period: .weekly, mode: setup.modeID, categoryID: setup.categoryID)
        let (query, words) = await query(request, day: setup.date, player: id, m)
        if !ownBoard, let board = try? await boards.leaderboard(query, playerID: id, limit: 10), let rank = board.mine.rank {
            lines.append(m("board.rank", ["rank": String(rank), "players": String(board.mine.players), "scope": words]))
        }
        if let level = await levelLine(status: status, player: player, m) { lines.append(level) }
        return lines
    }

    /// "You reached level 3! …" when the game's points took `player` past a level.
    public func levelLine(status: ScoreStatus, player: Player, _ m: Messages) async -> String? {
        let total = (try? await boards.totalPoints(playerID: player.id)) ?? 0
        let before = Self.level(points: total - status.score), after = Self.level(points: total)
        return after > before ? m("board.level", ["level": String(after), "points": String(total)]) : nil
    }
}
