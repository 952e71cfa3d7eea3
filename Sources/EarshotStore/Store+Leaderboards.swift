import EarshotCore
import GRDB

/// Which games a leaderboard counts.
public struct LeaderboardQuery: Sendable, Equatable {
    /// The period's first and last local days, both included; `nil` for all time.
    public var from: String?
    public var through: String?
    public var mode: String?
    public var categoryID: String?
    /// Only these players (the friends board), or everyone.
    public var playerIDs: [Int64]?

    public init(from: String? = nil, through: String? = nil, mode: String? = nil, categoryID: String? = nil, playerIDs: [Int64]? = nil) {
        self.from = from
        self.through = through
        self.mode = mode
        self.categoryID = categoryID
        self.playerIDs = playerIDs
    }
}

/// A leaderboard: the top lines and the asking player's own place, even outside the top.
public struct Leaderboard: Sendable, Equatable {
    public var top: [BoardEntry]
    /// The player's place: rank `nil` when they have no points on this board.
    public var mine: BoardStanding
}

extension Store {
    /// The points of completed games matching `query`, summed per player, highest first.
    /// Equal points share a rank (1, 2, 2, 4); banned players are left out.
    public func leaderboard(_ query: LeaderboardQuery, playerID: Int64, limit: Int = 10) throws -> Leaderboard {
        try read { db in
            var sql = """
                SELECT g.playerID AS id, p.name AS name, SUM(g.score) AS points FROM game g JOIN player p ON p.id = g.playerID
                WHERE g.outcome = 'completed' AND p.banned = 0
                """
            var args: [any DatabaseValueConvertible] = []
            if let from = query.from, let through = query.through {
                sql += " AND g.day BETWEEN ? AND ?"
                args += [from, through]
            }
            if let mode = query.mode {
                sql += " AND g.mode = ?"
                args.append(mode)
            }
            if let category = query.categoryID {
                sql += " AND g.categoryID = ?"
                args.append(category)
            }
            if let ids = query.playerIDs {
                sql += " AND g.playerID IN (\(ids.map { _ in "?" }.joined(separator: ",")))"
                args += ids.map { $0 as any DatabaseValueConvertible }
                if ids.isEmpty { sql += " AND 0" }
            }
            sql += " GROUP BY g.playerID ORDER BY points DESC, p.name COLLATE NOCASE"
            let rows = try Row.fetchAll(db, sql: sql, arguments: StatementArguments(args))
            var ranked: [(id: Int64, entry: BoardEntry)] = []
            for (i, row) in rows.enumerated() {
                let points: Int = row["points"]
                let rank = i > 0 && ranked[i - 1].entry.score == points ? ranked[i - 1].entry.rank : i + 1
                ranked.append((row["id"], BoardEntry(rank: rank, player: row["name"], score: points)))
            }
            let mine = ranked.first { $0.id == playerID }
            return Leaderboard(
                top: Array(ranked.prefix(limit).map(\.entry)),
                mine: BoardStanding(rank: mine?.entry.rank, players: ranked.count, best: mine?.entry.score))
        }
    }
}
