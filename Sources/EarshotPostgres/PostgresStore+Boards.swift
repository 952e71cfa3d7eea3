import EarshotCore
import PostgresNIO

extension PostgresStore {
    /// Games of `mode` started on `day`, finished or not, except a game a crash ended before
    /// any answer (`interrupted`), as in the SQLite store.
    public func gamesStarted(playerID: Int64, mode: String, day: String) async throws -> Int {
        let rows = try await query(
            """
            SELECT COUNT(*)::BIGINT FROM game g WHERE g.player_id = \(playerID) AND g.mode = \(mode) AND g.day = \(day)
              AND NOT (g.interrupted AND NOT EXISTS
                (SELECT 1 FROM answer a WHERE a.game_id = g.id AND a.status <> 'abandoned'))
            """)
        for try await n in rows.decode(Int.self) { return n }
        return 0
    }

    public func gamesStarted(playerID: Int64, mode: String, from: String, through: String) async throws -> Int {
        let rows = try await query(
            """
            SELECT COUNT(*)::BIGINT FROM game WHERE player_id = \(playerID) AND mode = \(mode)
              AND day BETWEEN \(from) AND \(through)
            """)
        for try await n in rows.decode(Int.self) { return n }
        return 0
    }

    public func board(mode: String, day: String, limit: Int) async throws -> [BoardLine] {
        try await board(mode: mode, from: day, through: day, limit: limit).map {
            BoardLine(rank: $0.rank, player: $0.player, score: $0.score)
        }
    }

    /// Each player's best completed score in `mode` over a period of days, highest first;
    /// equal scores share a rank. Equal scores are ordered by name without regard to case, as
    /// SQLite orders them (its `name` column is `COLLATE NOCASE`), here in Swift rather than
    /// with a collation (see `docs/server.md`).
    public func board(mode: String, from: String, through: String, limit: Int) async throws -> [BoardEntry] {
        let rows = try await query(
            """
            SELECT p.name, MAX(g.score)::BIGINT AS best FROM game g JOIN player p ON p.id = g.player_id
            WHERE g.outcome = 'completed' AND g.mode = \(mode) AND g.day BETWEEN \(from) AND \(through) AND NOT p.banned
            GROUP BY g.player_id, p.name
            """)
        var all: [(name: String, score: Int)] = []
        for try await (name, score) in rows.decode((String, Int).self) { all.append((name, score)) }
        all.sort { $0.score != $1.score ? $0.score > $1.score : Self.nocaseOrder($0.name, $1.name) }
        var lines: [BoardEntry] = []
        for (name, score) in all.prefix(max(limit, 0)) {
            let i = lines.count
            let rank = i > 0 && lines[i - 1].score == score ? lines[i - 1].rank : i + 1
            lines.append(BoardEntry(rank: rank, player: name, score: score))
        }
        return lines
    }

    public func standing(playerID: Int64, mode: String, from: String, through: String) async throws -> BoardStanding {
        let place = try await place(of: playerID, mode: mode, category: nil, from: from, through: through)
        return BoardStanding(rank: place.best.map { _ in place.above + 1 }, players: place.players, best: place.best)
    }

    public func timingBests(playerID: Int64) async throws -> [TimingBest] {
        let rows = try await query(
            """
            SELECT g.mode, g.category_id, c.name, g.timing, MAX(g.score)::BIGINT AS best
            FROM game g LEFT JOIN category c ON c.id = g.category_id
            WHERE g.player_id = \(playerID) AND g.outcome = 'completed' AND g.timing IS NOT NULL
            GROUP BY g.mode, g.category_id, c.name, g.timing ORDER BY g.mode, g.category_id NULLS FIRST, best DESC
            """)
        var bests: [TimingBest] = []
        for try await (mode, category, name, timing, best) in rows.decode((String, String?, String?, String, Int).self) {
            bests.append(
                TimingBest(
                    mode: mode, categoryID: category, categoryName: name ?? category ?? "All categories", timing: timing,
                    best: best))
        }
        return bests
    }

    /// The bytes SQLite's `NOCASE` collation compares: ASCII letters folded to lower case.
    static func nocaseKey(_ s: String) -> [UInt8] { s.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 } }

    /// SQLite's `NOCASE` order: ASCII letters folded, then byte order.
    package static func nocaseOrder(_ a: String, _ b: String) -> Bool {
        let (x, y) = (nocaseKey(a), nocaseKey(b))
        return x != y ? x.lexicographicallyPrecedes(y) : Array(a.utf8).lexicographicallyPrecedes(b.utf8)
    }
}
