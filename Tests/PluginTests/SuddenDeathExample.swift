import EarshotCore

/// Sudden death: questions from one category until the first wrong answer.
public struct SuddenDeathMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "sudden-death", name: "Sudden death",
        summary: "Questions until your first wrong answer. 100 points for each one right.",
        defaultCount: 50)

    private var flow: QuizFlow

    public init(context: ModeContext) {
        flow = QuizFlow(context: context)
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        let rules = GameEvent.custom(kind: "sudden-death.rules", text: "One wrong answer and the game is over.")
        return ModeOutput(events: [rules] + flow.ask(at: now))
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        // score, repeat question, repeat options and quit work as in every untimed mode.
        if let response = flow.standardResponse(to: action, at: now) { return response }
        switch action {
        case .answer(let input):
            switch flow.read(input) {
            case .unclear(let events):
                return ModeOutput(events: events)  // "not one of the options": ask again
            case .verdict(let correct, let given):
                let judged = flow.judge(correct: correct, given: given, points: correct ? 100 : 0, at: now)
                if !correct {
                    return ModeOutput(events: judged + [.finished(outcome: .completed, status: flow.status)], finished: true)
                }
                return flow.advance(after: judged, at: now)
            }
        case .skip:
            let passed = flow.pass(.skipped, at: now)
            return ModeOutput(events: passed + [.finished(outcome: .completed, status: flow.status)], finished: true)
        default:
            return ModeOutput(events: [.custom(kind: "sudden-death.untimed", text: "There is no clock in sudden death.")])
        }
    }
}

/// Registers sudden death.
public enum SuddenDeathPlugin: EarshotPlugin {
    public static let id = "sudden-death"

    public static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: SuddenDeathMode.self)
    }
}
