import EarshotCore
import GRDB

extension Store {
    /// Games of `mode` the player started from `from` through `through` (local days,
    /// inclusive), finished or not.
    public func gamesStarted(playerID: Int64, mode: String, from: String, through: String) async throws -> Int {
        try await read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM game WHERE playerID = ? AND mode = ? AND day BETWEEN ? AND ?",
                arguments: [playerID, mode, from, through]) ?? 0
        }
    }

    /// Each player's best completed score in `mode` over a period of days, highest first;
    /// equal scores share a rank.
    public func board(mode: String, from: String, through: String, limit: Int) async throws -> [BoardEntry] {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.name AS name, MAX(g.score) AS best FROM game g JOIN player p ON p.id = g.playerID
                    WHERE g.outcome = 'completed' AND g.mode = ? AND g.day BETWEEN ? AND ? AND p.banned = 0
                    GROUP BY g.playerID ORDER BY best DESC, p.name LIMIT ?
                    """, arguments: [mode, from, through, limit])
            var lines: [BoardEntry] = []
            for (i, row) in rows.enumerated() {
                let score: Int = row["best"]
                let rank = i > 0 && lines[i - 1].score == score ? lines[i - 1].rank : i + 1
                lines.append(BoardEntry(rank: rank, player: row["name"], score: score))
            }
            return lines
        }
    }

    /// The player's place on the board of `mode` over a period of days.
    public func standing(playerID: Int64, mode: String, from: String, through: String) async throws -> BoardStanding {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT playerID, MAX(score) AS best FROM game
                    WHERE outcome = 'completed' AND mode = ? AND day BETWEEN ? AND ?
                      AND playerID NOT IN (SELECT id FROM player WHERE banned = 1) GROUP BY playerID
                    """, arguments: [mode, from, through])
            let bests: [(Int64, Int)] = rows.map { ($0["playerID"], $0["best"]) }
            guard let mine = bests.first(where: { $0.0 == playerID })?.1 else {
                return BoardStanding(rank: nil, players: bests.count, best: nil)
            }
            return BoardStanding(rank: bests.filter { $0.1 > mine }.count + 1, players: bests.count, best: mine)
        }
    }
}
