import EarshotCore
import Foundation

/// Review: the questions of the player's review deck that are due today. Every question the
/// player missed, skipped or ran out of time on in any game goes into the deck; FSRS-6
/// (``FSRS``) schedules each card again after every answer (right is good, wrong again).
///
/// With the setting `until-right`, a question answered wrong comes back later in the same
/// game, after the others, until it is answered right (as in kotoba's conquest mode).
public struct ReviewMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "review", strings: ReviewPlugin.strings, name: "name", summary: "summary", choosesCategory: false,
        defaultCount: 20,
        settings: [
            ModeSetting(
                name: "until-right", kind: .boolean, strings: ReviewPlugin.strings, summary: "setting.until-right",
                defaultValue: "false")
        ])

    public static var hooks: any ModeHooks { ReviewHooks() }

    /// Points for a right answer at the first try, and at a later one.
    public static let firstTryPoints = 100
    public static let laterTryPoints = 50

    /// As many due cards as the player asks for (the hooks find them in the deck, whatever the
    /// category: ``ReviewHooks/questions(for:_:)``).
    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: nil, count: setup.count ?? descriptor.defaultCount, seed: setup.seed)
    }

    let context: ModeContext
    let untilRight: Bool
    private var flow: QuizFlow
    /// Which go through the missed questions this is: 0 for the first.
    public private(set) var pass = 0
    /// Questions of this pass answered wrong, to ask again.
    private var missed: [Question] = []
    /// Answers recorded in earlier passes, so positions run on.
    private var positionOffset = 0
    private var before = ScoreStatus(score: 0, correct: 0, answered: 0, total: 0)

    /// The words of the player's language.
    let words: PluginWords

    public init(context: ModeContext) {
        self.context = context
        words = ReviewPlugin.strings.words(context.setup.settings.language ?? .en)
        untilRight = context.setup.modeOptions["until-right"] == "true"
        flow = QuizFlow(context: context)
    }

    public var status: ScoreStatus {
        let s = flow.status
        return ScoreStatus(
            score: before.score + s.score, correct: before.correct + s.correct, answered: before.answered + s.answered,
            total: before.total + s.total)
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        if flow.isFinished { return ModeOutput(events: [.finished(outcome: .completed, status: status)], finished: true) }
        var text = words.plural("intro", count: flow.questions.count)
        if untilRight { text = words("intro.until-right", ["intro": text]) }
        return ModeOutput(events: [.custom(kind: "review.intro", text: text)] + flow.ask(at: now))
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        guard !flow.isFinished else { return ModeOutput(finished: true) }
        let current = flow.question
        let points = pass == 0 ? Self.firstTryPoints : Self.laterTryPoints
        switch action {
        case .answer(let input):
            switch flow.read(input) {
            case .unclear(let events):
                return ModeOutput(events: events)
            case .verdict(let correct, let given):
                if !correct, let current { missed.append(current) }
                return moveOn(flow.judge(correct: correct, given: given, points: correct ? points : 0, at: now), at: now)
            }
        case .skip:
            if let current { missed.append(current) }
            return moveOn(flow.pass(.skipped, at: now), at: now)
        case .quit:
            return shift(flow.abandon(at: now))
        case .command:
            return ModeOutput(events: [.custom(kind: "review.untimed", text: words("untimed"))])
        default:
            if case .score = action { return ModeOutput(events: [.score(status)]) }
            return flow.standardResponse(to: action, at: now) ?? ModeOutput()
        }
    }

    /// After a verdict or a pass: the next question, the next pass over the missed ones, or the end.
    private mutating func moveOn(_ events: [GameEvent], at now: Duration) -> ModeOutput {
        var out = flow.advance(at: now)
        out.events.insert(contentsOf: events, at: 0)
        guard out.finished else { return shift(out) }
        out = shift(out)
        out.events.removeAll { if case .finished = $0 { true } else { false } }
        guard untilRight, !missed.isEmpty else {
            out.events.append(.finished(outcome: .completed, status: status))
            return out
        }
        let again = missed
        missed = []
        before = status
        positionOffset += flow.questions.count
        pass += 1
        var next = context
        next.questions = again
        next.setup.seed &+= UInt64(pass)
        flow = QuizFlow(context: next)
        out.events.append(.custom(kind: "review.again", text: words.plural("again", count: again.count)))
        out.events += flow.ask(at: now)
        out.finished = false
        return out
    }

    /// Moves the positions of recorded answers past the earlier passes.
    private func shift(_ output: ModeOutput) -> ModeOutput {
        var out = output
        out.events = out.events.map { event in
            guard case .recorded(var r) = event else { return event }
            r.position += positionOffset
            return .recorded(r)
        }
        return out
    }
}

/// Registers the review mode, its words and its watch over every game (the deck).
public enum ReviewPlugin: EarshotPlugin {
    public static let id = "review"
    /// The plugin's own words, `plugins/Review/<language>.lproj/Review.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        registry.add(observer: ReviewObserver())
        try registry.add(mode: ReviewMode.self)
    }
}
