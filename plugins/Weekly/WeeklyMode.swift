import EarshotCore
import Foundation

/// The weekly challenge: twenty mixed questions, the same for every player of the store during
/// one ISO week (Monday to Sunday, on the local date), in the same order with the options in
/// the same order. One attempt per player per week, and the week's own board at the end
/// (``WeeklyHooks``).
///
/// The seed comes from the week alone: SHA-256 of `weekly:YYYY-Www` through
/// ``SeededGenerator``, so a new challenge opens at local midnight between Sunday and Monday.
public struct WeeklyMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "weekly", strings: WeeklyPlugin.strings, name: "name", summary: "summary", choosesCategory: false,
        defaultCount: questionCount)

    public static var hooks: any ModeHooks { WeeklyHooks() }

    /// The number of questions in every weekly challenge.
    public static let questionCount = 20

    /// The seed of the challenge for the ISO week holding `date` (`YYYY-MM-DD`).
    public static func seed(for date: String) -> UInt64 {
        var generator = SeededGenerator(seedText: "weekly:\(ISOWeek(containing: date)?.id ?? date)")
        return generator.next()
    }

    /// Twenty questions from all categories, drawn with the week's seed; the player's category,
    /// count and seed are ignored so that everyone gets the same game.
    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: nil, count: questionCount, seed: seed(for: setup.date))
    }

    /// Points for a right answer by difficulty.
    public static func points(for difficulty: Difficulty) -> Int {
        difficulty.standardPoints
    }

    private var flow: QuizFlow
    private let week: ISOWeek?
    private let words: PluginWords

    public init(context: ModeContext) {
        words = WeeklyPlugin.strings.words(context.setup.settings.language ?? .en)
        flow = QuizFlow(context: context, sharedSeed: Self.seed(for: context.setup.date))
        week = ISOWeek(containing: context.setup.date)
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        let count = String(flow.questions.count)
        let text =
            week.map { words("intro", ["first": $0.first, "last": $0.last, "count": count]) }
            ?? words("intro.undated", ["count": count])
        let intro = GameEvent.custom(kind: "weekly.intro", text: text)
        return flow.begin(with: [intro], at: now)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        flow.playUntimed(
            action, at: now, points: Self.points(for:),
            untimed: .custom(kind: "weekly.untimed", text: words("untimed")))
    }
}

/// Registers the weekly challenge.
public enum WeeklyPlugin: EarshotPlugin {
    public static let id = "weekly"
    /// The plugin's own words, `plugins/Weekly/<language>.lproj/Weekly.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: WeeklyMode.self)
    }
}
