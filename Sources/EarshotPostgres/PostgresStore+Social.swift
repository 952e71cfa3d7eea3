import EarshotCore
import Foundation
import PostgresNIO

extension PostgresStore {
    /// Names, ordered as SQLite's `ORDER BY name COLLATE NOCASE`.
    package func names(_ rows: PostgresRowSequence) async throws -> [String] {
        var names: [String] = []
        for try await name in rows.decode(String.self) { names.append(name) }
        return names.sorted(by: Self.nocaseOrder)
    }

    /// Closes the games a crash left playing: abandoned, no points, answers kept and counted,
    /// marked `interrupted`. With several servers on one store, call it only when none is
    /// running (it cannot tell another server's live game from a crashed one).
    @discardableResult
    public func closeInterruptedGames() async throws -> Int {
        let rows = try await query(
            """
            UPDATE game SET outcome = 'abandoned', interrupted = TRUE, score = 0,
              correct = (SELECT COUNT(*) FROM answer WHERE answer.game_id = game.id AND answer.correct)
            WHERE outcome = 'playing' RETURNING id
            """)
        var n = 0
        for try await _ in rows.decode(Int64.self) { n += 1 }
        return n
    }
}
