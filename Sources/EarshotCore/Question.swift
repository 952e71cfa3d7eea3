/// How hard a question is.
public enum Difficulty: String, Codable, Sendable, CaseIterable, Comparable {
    case easy, medium, hard

    public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The kinds of question Earshot can store.
public enum QuestionKind: String, Codable, Sendable, CaseIterable {
    /// Pick one of several options.
    case choice
    /// True or false.
    case truefalse
    /// Type the answer; any of the accepted answers counts.
    case typed
    /// Name every item of a set (played by the list mode).
    case list
}

/// A question as it is stored: plain data, independent of how it is shown.
public struct Question: Codable, Sendable, Hashable {
    /// The category's id.
    public var categoryID: String
    public var kind: QuestionKind
    public var difficulty: Difficulty
    /// The question text, plain and speakable.
    public var text: String
    /// `choice`: one element, the correct option. `truefalse`: `["true"]` or `["false"]`.
    /// `typed`: the accepted answers, the first shown. `list`: the items of the set.
    public var answers: [String]
    /// `choice` only: the wrong options.
    public var wrong: [String]
    /// Said after the answer is revealed.
    public var explanation: String?
    /// `typed` numeric answers only: how far from the answer still counts.
    public var tolerance: Double?
    /// The store's id, when the question came from a store.
    public var storeID: Int64?

    public init(
        categoryID: String, kind: QuestionKind, difficulty: Difficulty, text: String,
        answers: [String], wrong: [String] = [], explanation: String? = nil,
        tolerance: Double? = nil, storeID: Int64? = nil
    ) {
        self.categoryID = categoryID
        self.kind = kind
        self.difficulty = difficulty
        self.text = text
        self.answers = answers
        self.wrong = wrong
        self.explanation = explanation
        self.tolerance = tolerance
        self.storeID = storeID
    }

    /// The answer to show when revealing it.
    public var shownAnswer: String {
        switch kind {
        case .truefalse: return answers.first == "true" ? "True" : "False"
        case .list: return answers.joined(separator: ", ")
        default: return answers.first ?? ""
        }
    }

    /// A stable fingerprint of the content, used to de-duplicate questions across imports.
    public var contentHash: String {
        let canonical = [
            categoryID, kind.rawValue, difficulty.rawValue,
            text.trimmingWhitespace, answers.map(\.trimmingWhitespace).joined(separator: "\u{1F}"),
            wrong.map(\.trimmingWhitespace).sorted().joined(separator: "\u{1F}"),
        ].joined(separator: "\u{1E}")
        return SHA256.hex(of: Array(canonical.utf8))
    }
}

/// A group of questions the player can choose.
public struct Category: Codable, Sendable, Hashable {
    public var id: String
    public var name: String
    public var description: String?
    /// The language of the category's questions (its pack's `language`, English by default).
    public var language: Language
    /// The catalogue key of ``name`` for a category a plugin makes and names in its own
    /// tables (``PluginStrings``): said in every language. `nil` for a category of the bank.
    public var nameKey: String?
    /// The kinds of question a generated category makes (mental arithmetic: typed and choice);
    /// `nil` means choice, true-or-false and typed, never lists. A mode is offered only the
    /// categories that can make a kind it plays. A stored category's kinds are its questions'.
    public var kinds: [QuestionKind]?

    public init(id: String, name: String, description: String? = nil, language: Language = .en) {
        self.id = id
        self.name = name
        self.description = description
        self.language = language
    }

    enum CodingKeys: String, CodingKey { case id, name, description, language, kinds }

    /// Decodes leniently: `language` may be left out (English), and `kinds` too.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        language = try c.decodeIfPresent(Language.self, forKey: .language) ?? .en
        kinds = try c.decodeIfPresent([QuestionKind].self, forKey: .kinds)
    }

    /// Whether a generated category can make one of `wanted`.
    public func makes(any wanted: [QuestionKind]) -> Bool {
        !Set(kinds ?? [.choice, .truefalse, .typed]).isDisjoint(with: wanted)
    }
}

extension String {
    /// The string without leading and trailing white space.
    public var trimmingWhitespace: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}

extension Difficulty {
    /// The points an untimed mode gives a right answer: 100, 200 or 300 by difficulty.
    public var standardPoints: Int {
        switch self {
        case .easy: return 100
        case .medium: return 200
        case .hard: return 300
        }
    }
}
