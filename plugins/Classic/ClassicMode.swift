import EarshotCore

/// The classic mode: a set number of questions from one category, no time limit, points by
/// difficulty.
public struct ClassicMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "classic", name: "Classic",
        summary: "Ten questions from one category, at your own pace. Harder questions earn more points.")

    /// Points for a correct answer by difficulty.
    public static func points(for difficulty: Difficulty) -> Int {
        difficulty.standardPoints
    }

    private var flow: QuizFlow
    private let messages: Messages

    public init(context: ModeContext) {
        flow = QuizFlow(context: context)
        messages = Messages(context.setup.settings.language ?? .en)
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        flow.begin(at: now)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        flow.playUntimed(
            action, at: now, points: Self.points(for:),
            untimed: .custom(kind: "classic.untimed", text: messages("mode.classic.untimed")))
    }
}

/// Registers the classic mode.
public enum ClassicPlugin: EarshotPlugin {
    public static let id = "classic"

    public static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: ClassicMode.self)
    }
}
