import Foundation

/// Public factories for the store's result values, so that other stores (PostgreSQL) can build
/// them. (Factories, not initializers: an extension cannot redeclare a memberwise initializer.)
extension CategoryStats {
    public static func make(
        mode: String, categoryID: String?, categoryName: String, games: Int, correct: Int, answered: Int, best: Int
    ) -> CategoryStats {
        CategoryStats(
            mode: mode, categoryID: categoryID, categoryName: categoryName, games: games, correct: correct,
            answered: answered, best: best)
    }
}

extension PlayerStats {
    public static func make(games: Int, completed: Int, correct: Int, answered: Int, lines: [CategoryStats]) -> PlayerStats {
        PlayerStats(games: games, completed: completed, correct: correct, answered: answered, lines: lines)
    }
}

extension BoardLine {
    public static func make(rank: Int, player: String, score: Int) -> BoardLine {
        BoardLine(rank: rank, player: player, score: score)
    }
}

extension TimingBest {
    public static func make(mode: String, categoryID: String?, categoryName: String, timing: String, best: Int) -> TimingBest {
        TimingBest(mode: mode, categoryID: categoryID, categoryName: categoryName, timing: timing, best: best)
    }
}

extension PackInstallResult {
    /// A result with nothing done yet.
    public static var none: PackInstallResult { PackInstallResult() }
}

extension PlayerRecord {
    public static func make(id: Int64?, name: String, createdAt: Date, settings: String) -> PlayerRecord {
        PlayerRecord(id: id, name: name, createdAt: createdAt, settings: settings)
    }
}
