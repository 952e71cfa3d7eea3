/// A question as it is put to the player: the options in the order shown.
public struct AskedQuestion: Codable, Sendable, Equatable {
    /// 1-based position in the game.
    public var number: Int
    /// How many questions the game has.
    public var total: Int
    public var categoryName: String
    public var kind: QuestionKind
    public var difficulty: Difficulty
    public var text: String
    /// The options in the order shown; empty for typed and list questions.
    public var options: [String]
    /// How to say ``text`` when espeak-ng would read it wrongly ("What is X I V in ordinary
    /// numbers?" for "What is XIV in ordinary numbers?"); `nil` says the text as written.
    public var speak: String?
    /// How to say each option, in order, where it differs from its text (`nil` or a shorter
    /// list: the rest as written).
    public var optionsSpeak: [String?]?

    /// The words to say for the question's text.
    public var spokenText: String { speak ?? text }

    /// The words to say for each option.
    public var spokenOptions: [String] {
        options.indices.map { i in (optionsSpeak.flatMap { i < $0.count ? $0[i] : nil }) ?? options[i] }
    }

    public init(
        number: Int, total: Int, categoryName: String, kind: QuestionKind, difficulty: Difficulty,
        text: String, options: [String], speak: String? = nil, optionsSpeak: [String?]? = nil
    ) {
        self.number = number
        self.total = total
        self.categoryName = categoryName
        self.kind = kind
        self.difficulty = difficulty
        self.text = text
        self.options = options
        self.speak = speak
        self.optionsSpeak = optionsSpeak
    }
}

/// The verdict on one answer.
public struct Judgement: Codable, Sendable, Equatable {
    public var correct: Bool
    public var points: Int
    /// The answer as the game shows it.
    public var correctAnswer: String
    public var explanation: String?
    /// The running score after this answer.
    public var score: Int
    /// Extra words a mode adds, such as a streak bonus.
    public var note: String?
    /// What was taken from the player's input, in its real spelling: the option's text, or
    /// the accepted answer a forgiven typo matched. `nil` when the mode does not say.
    public var chosen: String?
    /// The 0-based position of the option taken, when the question had options.
    public var chosenOption: Int?
    /// The 0-based position of the right option, when the question had options.
    public var correctOption: Int?
    /// How the options were named when they were read, so that the verdict names them the
    /// same way. Earshot fills it in from the question when a mode leaves it out.
    public var optionLabels: OptionLabels?

    public init(
        correct: Bool, points: Int, correctAnswer: String, explanation: String?, score: Int, note: String? = nil,
        chosen: String? = nil, chosenOption: Int? = nil, correctOption: Int? = nil, optionLabels: OptionLabels? = nil
    ) {
        self.correct = correct
        self.points = points
        self.correctAnswer = correctAnswer
        self.explanation = explanation
        self.score = score
        self.note = note
        self.chosen = chosen
        self.chosenOption = chosenOption
        self.correctOption = correctOption
        self.optionLabels = optionLabels
    }
}

/// How a game stands.
public struct ScoreStatus: Codable, Sendable, Equatable {
    public var score: Int
    public var correct: Int
    public var answered: Int
    public var total: Int

    public init(score: Int, correct: Int, answered: Int, total: Int) {
        self.score = score
        self.correct = correct
        self.answered = answered
        self.total = total
    }
}

/// How a game ended.
public enum GameOutcome: String, Codable, Sendable {
    case completed, abandoned
}

/// The record of one question's result, kept for the store.
public struct AnswerRecord: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable { case answered, skipped, timedOut, abandoned }
    public var position: Int
    public var questionStoreID: Int64?
    public var given: String?
    public var correct: Bool
    public var points: Int
    public var status: Status
    /// Seconds from the question being asked to the answer.
    public var seconds: Double

    public init(
        position: Int, questionStoreID: Int64?, given: String?, correct: Bool, points: Int,
        status: Status, seconds: Double
    ) {
        self.position = position
        self.questionStoreID = questionStoreID
        self.given = given
        self.correct = correct
        self.points = points
        self.status = status
        self.seconds = seconds
    }
}

/// What a game mode emits. The console prints these and speech says them; a mode never prints
/// or speaks itself.
public enum GameEvent: Codable, Sendable, Equatable {
    /// A game began: the mode's name, the category shown, and how many questions.
    case started(mode: String, category: String, questions: Int)
    /// A question is put to the player.
    case asked(AskedQuestion)
    /// The options again, on request.
    case options(AskedQuestion)
    /// An answer was judged.
    case judged(Judgement)
    /// The input fitted several options: these, by their 0-based positions.
    case clarify(input: String, candidates: [Int], options: [String])
    /// The input fitted no option; the question still stands.
    /// `trueFalse` when the options are True and False.
    case notUnderstood(input: String, optionCount: Int, trueFalse: Bool = false)
    /// The player skipped; the answer is revealed.
    case skipped(correctAnswer: String, explanation: String?)
    /// Time ran out on a question.
    case timeUp(correctAnswer: String, explanation: String?)
    /// A timed question's time left, as a warning or on request.
    case timeLeft(seconds: Int, warning: Bool)
    /// The running score, on request.
    case score(ScoreStatus)
    /// A mode-specific message. `kind` names it for speech hooks (for example `timed.paused`).
    case custom(kind: String, text: String)
    /// One answer's result, for the store (not shown).
    case recorded(AnswerRecord)
    /// The game is over.
    case finished(outcome: GameOutcome, status: ScoreStatus)
}
