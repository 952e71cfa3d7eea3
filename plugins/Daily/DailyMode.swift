import EarshotCore
import Foundation

/// The daily challenge: ten questions of mixed categories, the same for every player of the
/// store on the same date, in the same order with the options in the same order. One try per
/// player per day and today's board at the end (``DailyHooks``).
///
/// The questions come from a seed derived from the date alone: the first 8 bytes of
/// SHA-256(`daily:YYYY-MM-DD`), mixed once by SplitMix64. The date is the player's local date
/// (``GameSetup/date``), so a new daily opens at local midnight.
public struct DailyMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "daily", strings: DailyPlugin.strings, name: "name", summary: "summary", choosesCategory: false,
        defaultCount: questionCount)

    public static var hooks: any ModeHooks { DailyHooks() }

    /// The number of questions in every daily.
    public static let questionCount = 10

    /// The seed of the daily for `date` (`YYYY-MM-DD`).
    public static func seed(for date: String) -> UInt64 {
        var generator = SeededGenerator(seedText: "daily:\(date)")
        return generator.next()
    }

    /// Ten questions from all categories, drawn with the date's seed; the player's category,
    /// count and seed are ignored so that everyone gets the same game.
    public static func questionRequest(for setup: GameSetup) -> QuestionRequest {
        QuestionRequest(categoryID: nil, count: questionCount, seed: seed(for: setup.date))
    }

    /// Points for a right answer by difficulty.
    public static func points(for difficulty: Difficulty) -> Int {
        difficulty.standardPoints
    }

    private var flow: QuizFlow
    private let date: String
    private let words: PluginWords

    public init(context: ModeContext) {
        words = DailyPlugin.strings.words(context.setup.settings.language ?? .en)
        flow = QuizFlow(context: context, sharedSeed: Self.seed(for: context.setup.date))
        date = context.setup.date
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        let intro = GameEvent.custom(
            kind: "daily.intro",
            text: words("intro", ["date": date, "count": String(flow.questions.count)]))
        return flow.begin(with: [intro], at: now)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        flow.playUntimed(
            action, at: now, points: Self.points(for:),
            untimed: .custom(kind: "daily.untimed", text: words("untimed")))
    }
}

/// Registers the daily mode.
public enum DailyPlugin: EarshotPlugin {
    public static let id = "daily"
    /// The plugin's own words, `plugins/Daily/<language>.lproj/Daily.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: DailyMode.self)
    }
}
