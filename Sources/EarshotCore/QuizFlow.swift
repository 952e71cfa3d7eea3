/// The shared machinery of a question-by-question game: asking each question with shuffled
/// options, reading answers, keeping the score and the record. Modes compose it and decide
/// points and timing themselves.
public struct QuizFlow: Sendable {
    /// What the player's input came to.
    public enum Reading: Sendable, Equatable {
        /// A clear answer, right or wrong.
        case verdict(correct: Bool, given: String)
        /// Not an answer yet: show these events and keep the question open.
        case unclear([GameEvent])
    }

    public let questions: [Question]
    public let categoryNames: [String: String]
    public private(set) var index = 0
    public private(set) var score = 0
    public private(set) var correctCount = 0
    public private(set) var answeredCount = 0
    /// Consecutive correct answers up to now.
    public private(set) var streak = 0
    /// When the current question was asked.
    public private(set) var askedAt: Duration = .zero
    public private(set) var current: AskedQuestion?
    private var correctOption: Int?
    private var random: SeededGenerator
    /// The player's language, for the words True and False.
    private let messages: Messages

    public init(context: ModeContext) {
        questions = context.questions
        categoryNames = context.categoryNames
        random = context.random
        messages = Messages(context.setup.settings.language ?? .en)
    }

    /// The answer as the player is told it: True and False in the player's language.
    func shown(_ q: Question) -> String {
        guard q.kind == .truefalse else { return q.shownAnswer }
        return q.answers.first == "true" ? messages("game.option.true") : messages("game.option.false")
    }

    /// A flow whose options shuffle with `seed` rather than the player's seed, so that a game
    /// meant to be the same for everyone (the daily, the weekly) is.
    public init(context: ModeContext, sharedSeed seed: UInt64) {
        var shared = context
        shared.setup.seed = seed
        self.init(context: shared)
    }

    /// Begins a game: `intro`, then the first question. A game with no questions ends at once.
    public mutating func begin(with intro: [GameEvent] = [], at now: Duration) -> ModeOutput {
        if isFinished { return ModeOutput(events: [.finished(outcome: .completed, status: status)], finished: true) }
        return ModeOutput(events: intro + ask(at: now))
    }

    public var question: Question? { index < questions.count ? questions[index] : nil }
    public var isFinished: Bool { index >= questions.count }
    public var status: ScoreStatus {
        ScoreStatus(score: score, correct: correctCount, answered: answeredCount, total: questions.count)
    }

    /// Puts the current question: returns the `asked` event, or nothing when the game is over.
    public mutating func ask(at now: Duration) -> [GameEvent] {
        guard let q = question else { return [] }
        var options: [String] = []
        correctOption = nil
        switch q.kind {
        case .choice:
            let correct = q.answers.first ?? ""
            options = ([correct] + q.wrong).shuffled(using: &random)
            correctOption = options.firstIndex(of: correct)
        case .truefalse:
            options = [messages("game.option.true"), messages("game.option.false")]
            correctOption = q.answers.first == "true" ? 0 : 1
        case .typed, .list:
            break
        }
        let asked = AskedQuestion(
            number: index + 1, total: questions.count, categoryName: categoryNames[q.categoryID] ?? q.categoryID,
            kind: q.kind, difficulty: q.difficulty, text: q.text, options: options)
        current = asked
        askedAt = now
        return [.asked(asked)]
    }

    /// Reads the player's input for the current question.
    public func read(_ input: String) -> Reading {
        guard let q = question, let asked = current else { return .unclear([]) }
        let trimmed = input.trimmingWhitespace
        switch q.kind {
        case .choice, .truefalse:
            switch AnswerMatcher.match(trimmed, options: asked.options, isTrueFalse: q.kind == .truefalse) {
            case .option(let i):
                return .verdict(correct: i == correctOption, given: asked.options[i])
            case .ambiguous(let candidates):
                return .unclear([.clarify(input: trimmed, candidates: candidates, options: asked.options)])
            case .noMatch:
                return .unclear([
                    .notUnderstood(input: trimmed, optionCount: asked.options.count, trueFalse: q.kind == .truefalse)
                ])
            }
        case .typed, .list:
            guard !TextNormalizer.normalize(trimmed).isEmpty else {
                return .unclear([.notUnderstood(input: trimmed, optionCount: 0)])
            }
            return .verdict(correct: AnswerMatcher.accepts(trimmed, answers: q.answers, tolerance: q.tolerance), given: trimmed)
        }
    }

    /// Records the verdict on the current question and returns the `judged` and `recorded`
    /// events. `points` are added to the score.
    public mutating func judge(correct: Bool, given: String, points: Int, note: String? = nil, at now: Duration) -> [GameEvent] {
        guard let q = question else { return [] }
        answeredCount += 1
        if correct {
            correctCount += 1
            streak += 1
        } else {
            streak = 0
        }
        score += points
        let chosenOption = current?.options.firstIndex(of: given)
        // A forgiven typo is named in its real spelling ("Correct: Doe").
        var chosen = given
        if correct, chosenOption == nil, let accepted = AnswerMatcher.acceptedAnswer(given, answers: q.answers, tolerance: q.tolerance),
            Double(TextNormalizer.normalize(accepted)) == nil
        {
            chosen = accepted
        }
        let judgement = Judgement(
            correct: correct, points: points, correctAnswer: shown(q), explanation: q.explanation,
            score: score, note: note, chosen: chosen, chosenOption: chosenOption, correctOption: correctOption,
            optionLabels: current.map { OptionLabels.of($0.options) })
        return [.judged(judgement), .recorded(record(given: given, correct: correct, points: points, status: .answered, at: now))]
    }

    /// Records the current question as skipped or timed out, revealing the answer.
    public mutating func pass(_ status: AnswerRecord.Status, at now: Duration) -> [GameEvent] {
        guard let q = question else { return [] }
        streak = 0
        answeredCount += 1
        let reveal: GameEvent =
            status == .timedOut
            ? .timeUp(correctAnswer: shown(q), explanation: q.explanation)
            : .skipped(correctAnswer: shown(q), explanation: q.explanation)
        return [reveal, .recorded(record(given: nil, correct: false, points: 0, status: status, at: now))]
    }

    /// Moves to the next question and asks it, or ends the game.
    public mutating func advance(at now: Duration) -> ModeOutput {
        index += 1
        if isFinished { return ModeOutput(events: [.finished(outcome: .completed, status: status)], finished: true) }
        return ModeOutput(events: ask(at: now))
    }

    /// Moves on after `events` (a verdict or a pass): returns them, then the next question or
    /// the end of the game.
    public mutating func advance(after events: [GameEvent], at now: Duration) -> ModeOutput {
        var next = advance(at: now)
        next.events.insert(contentsOf: events, at: 0)
        return next
    }

    /// The answer to the actions that untimed question-by-question modes all treat alike:
    /// `score`, `repeatQuestion`, `repeatOptions` and `quit`. `nil` for any other action.
    public mutating func standardResponse(to action: PlayerAction, at now: Duration) -> ModeOutput? {
        switch action {
        case .score: return ModeOutput(events: [.score(status)])
        case .repeatQuestion: return ModeOutput(events: current.map { [.asked($0)] } ?? [])
        case .repeatOptions: return ModeOutput(events: current.map { [.options($0)] } ?? [])
        case .quit: return abandon(at: now)
        default: return nil
        }
    }

    /// Plays one action of an untimed game the usual way: a right answer earns
    /// `points(difficulty)`, a wrong one nothing; `skip` reveals the answer; `score`, repeats
    /// and `quit` as in ``standardResponse(to:at:)``; any mode command gets the `untimed` reply.
    public mutating func playUntimed(
        _ action: PlayerAction, at now: Duration, points: (Difficulty) -> Int, untimed: GameEvent
    ) -> ModeOutput {
        if let response = standardResponse(to: action, at: now) { return response }
        switch action {
        case .answer(let input):
            switch read(input) {
            case .unclear(let events):
                return ModeOutput(events: events)
            case .verdict(let correct, let given):
                let earned = correct ? points(question?.difficulty ?? .easy) : 0
                return advance(after: judge(correct: correct, given: given, points: earned, at: now), at: now)
            }
        case .skip:
            return advance(after: pass(.skipped, at: now), at: now)
        default:
            return ModeOutput(events: [untimed])
        }
    }

    /// Ends the game early: the rest are recorded as abandoned and no points are kept.
    public mutating func abandon(at now: Duration) -> ModeOutput {
        var events: [GameEvent] = []
        while !isFinished {
            events.append(.recorded(record(given: nil, correct: false, points: 0, status: .abandoned, at: now)))
            index += 1
        }
        events.append(.finished(outcome: .abandoned, status: status))
        return ModeOutput(events: events, finished: true)
    }

    private func record(given: String?, correct: Bool, points: Int, status: AnswerRecord.Status, at now: Duration) -> AnswerRecord {
        AnswerRecord(
            position: index + 1, questionStoreID: question?.storeID, given: given, correct: correct,
            points: points, status: status, seconds: (now - askedAt).seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }
}
