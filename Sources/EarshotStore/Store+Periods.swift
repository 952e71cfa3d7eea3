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
                db.cachedStatement(sql: Self.boardSQL("g.day BETWEEN ? AND ?")), arguments: [mode, from, through, limit])
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
            let place = try Self.place(of: playerID, where: "mode = ? AND day BETWEEN ? AND ?", [mode, from, through], db)
            return BoardStanding(rank: place.best.map { _ in place.above + 1 }, players: place.players, best: place.best)
        }
    }
}
