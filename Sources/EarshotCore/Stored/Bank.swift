import Foundation

/// A category with its question counts.
public struct CategorySummary: Sendable, Equatable {
    public var category: Category
    public var total: Int
    public var byDifficulty: [Difficulty: Int]
    /// How many questions of each kind.
    public var byKind: [QuestionKind: Int]

    public init(category: Category, total: Int, byDifficulty: [Difficulty: Int], byKind: [QuestionKind: Int] = [:]) {
        self.category = category
        self.total = total
        self.byDifficulty = byDifficulty
        self.byKind = byKind
    }
}

/// What loading a pack did.
public struct PackInstallResult: Sendable, Equatable {
    public var added = 0
    public var duplicates = 0
    public var retired = 0
    /// `false` when the pack's content had not changed and nothing was read.
    public var changed = true

    public init(added: Int = 0, duplicates: Int = 0, retired: Int = 0, changed: Bool = true) {
        self.added = added
        self.duplicates = duplicates
        self.retired = retired
        self.changed = changed
    }
}
