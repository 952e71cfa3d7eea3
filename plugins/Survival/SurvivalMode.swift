import EarshotCore
import Foundation

/// Survival: questions come until the first miss, or until the player's lives are gone
/// (`--lives 3`). A skip costs a life too. The score is the number of right answers, one
/// point each, and survival has its own board (``SurvivalHooks``).
public struct SurvivalMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "survival", strings: SurvivalPlugin.strings, name: "name", summary: "summary", defaultCount: questionLimit,
        settings: [
            ModeSetting(
                name: "lives", kind: .integer, strings: SurvivalPlugin.strings, summary: "setting.lives", defaultValue: "1",
                minimum: 1, maximum: 10)
        ])

    /// The most questions one run can ask.
    public static let questionLimit = 100

    public static var hooks: any ModeHooks { SurvivalHooks() }

    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: setup.categoryID, count: setup.count ?? questionLimit, seed: setup.seed)
    }

    /// The lives a setup gives (the `lives` setting, 1 by default).
    public static func lives(_ setup: GameSetup) -> Int {
        min(max(Int(setup.modeOptions["lives"] ?? "") ?? 1, 1), 10)
    }

    private var flow: QuizFlow
    /// Lives at the start and now.
    public let startingLives: Int
    public private(set) var lives: Int
    private var over = false
    /// The words of the player's language.
    let words: PluginWords

    public init(context: ModeContext) {
        words = SurvivalPlugin.strings.words(context.setup.settings.language ?? .en)
        flow = QuizFlow(context: context)
        startingLives = Self.lives(context.setup)
        lives = startingLives
    }

    /// The score so far: right answers, out of the questions asked.
    public var status: ScoreStatus {
        ScoreStatus(score: flow.correctCount, correct: flow.correctCount, answered: flow.answeredCount, total: flow.answeredCount)
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        if flow.isFinished { return ModeOutput(events: [.finished(outcome: .completed, status: status)], finished: true) }
        let rule =
            startingLives == 1
            ? words("rule.single")
            : words("rule.lives", ["lives": String(startingLives)])
        let intro = GameEvent.custom(
            kind: "survival.rules",
            text: words("rules", ["count": String(flow.questions.count), "rule": rule]))
        return ModeOutput(events: [intro] + flow.ask(at: now))
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        guard !over, !flow.isFinished else { return ModeOutput(finished: true) }
        switch action {
        case .answer(let input):
            switch flow.read(input) {
            case .unclear(let events):
                return ModeOutput(events: events)
            case .verdict(let correct, let given):
                let events = flow.judge(
                    correct: correct, given: given, points: correct ? 1 : 0,
                    note: correct ? words("streak", ["count": String(flow.correctCount + 1)]) : nil, at: now)
                return correct ? next(after: events, at: now) : miss(after: events, at: now)
            }
        case .skip:
            return miss(after: flow.pass(.skipped, at: now), at: now)
        case .score:
            return ModeOutput(events: [.custom(kind: "survival.score", text: scoreText)])
        case .repeatQuestion:
            return ModeOutput(events: flow.current.map { [.asked($0)] } ?? [])
        case .repeatOptions:
            return ModeOutput(events: flow.current.map { [.options($0)] } ?? [])
        case .quit:
            over = true
            var out = ModeOutput(
                events: [.recorded(abandonRecord(at: now)), .finished(outcome: .abandoned, status: status)], finished: true)
            if flow.question == nil { out.events.removeFirst() }
            return out
        case .command:
            return ModeOutput(events: [.custom(kind: "survival.untimed", text: words("untimed"))])
        }
    }

    var scoreText: String {
        words("score", ["right": String(flow.correctCount), "lives": livesText])
    }

    /// "2 lives left".
    var livesText: String {
        words.plural("lives", count: lives)
    }

    private mutating func miss(after events: [GameEvent], at now: Duration) -> ModeOutput {
        lives -= 1
        guard lives == 0 else {
            let note = GameEvent.custom(kind: "survival.life", text: words("life", ["lives": livesText]))
            return next(after: events + [note], at: now)
        }
        over = true
        let end = GameEvent.custom(kind: "survival.over", text: words.plural("over", count: flow.correctCount))
        return ModeOutput(events: events + [end, .finished(outcome: .completed, status: status)], finished: true)
    }

    private mutating func next(after events: [GameEvent], at now: Duration) -> ModeOutput {
        var out = flow.advance(at: now)
        if out.finished {
            over = true
            out.events = [
                .custom(kind: "survival.over", text: words("survived", ["count": String(flow.correctCount)])),
                .finished(outcome: .completed, status: status),
            ]
        }
        out.events.insert(contentsOf: events, at: 0)
        return out
    }

    private func abandonRecord(at now: Duration) -> AnswerRecord {
        AnswerRecord(
            position: flow.index + 1, questionStoreID: flow.question?.storeID, given: nil, correct: false, points: 0,
            status: .abandoned, seconds: (now - flow.askedAt).seconds)
    }
}

/// Registers the survival mode.
public enum SurvivalPlugin: EarshotPlugin {
    public static let id = "survival"
    /// The plugin's own words, `plugins/Survival/<language>.lproj/Survival.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: SurvivalMode.self)
    }
}
