import EarshotCore
import Foundation

/// The classic mode: a set number of questions from one category, no time limit, points by
/// difficulty.
public struct ClassicMode: GameMode {
    public static let descriptor = ModeDescriptor(
        id: "classic", strings: ClassicPlugin.strings, name: "name", summary: "summary", room: RoomFit())

    /// Points for a correct answer by difficulty.
    public static func points(for difficulty: Difficulty) -> Int {
        difficulty.standardPoints
    }

    private var flow: QuizFlow
    private let words: PluginWords

    public init(context: ModeContext) {
        flow = QuizFlow(context: context)
        words = ClassicPlugin.strings.words(context.setup.settings.language ?? .en)
    }

    public mutating func start(at now: Duration) -> ModeOutput {
        flow.begin(at: now)
    }

    public mutating func handle(_ action: PlayerAction, at now: Duration) -> ModeOutput {
        flow.playUntimed(action, at: now, points: Self.points(for:), untimed: .custom(kind: "classic.untimed", text: words("untimed")))
    }
}

/// Registers the classic mode and its words.
public enum ClassicPlugin: EarshotPlugin {
    public static let id = "classic"
    /// The plugin's own words, `plugins/Classic/<language>.lproj/Classic.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: ClassicMode.self)
    }
}
