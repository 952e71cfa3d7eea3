import EarshotCore
import Foundation

/// Mental arithmetic made up fresh for each game, one category per level. Answers are typed
/// and matched like any typed answer, so `12` and `twelve` both count.
public struct ArithmeticGenerator: QuestionGenerator {
    public let level: Difficulty

    public init(level: Difficulty) { self.level = level }

    public var category: Category {
        let about: String
        let name: String
        switch level {
        case .easy: (name, about) = ("category.easy", "Adding and taking away within 20, and times tables up to 5.")
        case .medium: (name, about) = ("category.medium", "Two-digit sums, times tables to 12, and division.")
        case .hard: (name, about) = ("category.hard", "Bigger products, squares, percentages and long division, in your head.")
        }
        var category = Category(
            id: "arithmetic-\(level.rawValue)", name: ArithmeticPlugin.strings.english(name), description: about)
        category.nameKey = ArithmeticPlugin.strings.key(name)
        category.kinds = [.typed, .choice]
        return category
    }

    /// Makes `request.count` different problems, the same ones for the same seed. When the mode
    /// cannot play typed answers, each comes with three close wrong options instead.
    public func generate(_ request: QuestionRequest) -> [Question] {
        var random = SeededGenerator(seed: request.seed ^ 0xA817_3E71_C000_0000)
        let w = ArithmeticPlugin.strings.words(request.language ?? .en)
        let typed = request.kinds.contains(.typed) || !request.kinds.contains(.choice)
        var seen: Set<String> = []
        var out: [Question] = []
        var attempts = 0
        while out.count < request.count, attempts < request.count * 50 {
            attempts += 1
            let sum = Sum.random(level, using: &random)
            guard seen.insert(sum.words).inserted else { continue }
            let text = sum.question(w)
            if typed {
                out.append(
                    Question(
                        categoryID: category.id, kind: .typed, difficulty: level, text: text, answers: [String(sum.answer)],
                        explanation: sum.check(w)))
            } else {
                out.append(
                    Question(
                        categoryID: category.id, kind: .choice, difficulty: level, text: text, answers: [String(sum.answer)],
                        wrong: sum.nearMisses(using: &random).map(String.init), explanation: sum.check(w)))
            }
        }
        return out
    }
}

/// Registers the mental arithmetic categories: easy, medium and hard.
public enum ArithmeticPlugin: EarshotPlugin {
    public static let id = "arithmetic"
    /// The plugin's own words, `plugins/Arithmetic/<language>.lproj/Arithmetic.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        for level in Difficulty.allCases {
            try registry.add(generator: ArithmeticGenerator(level: level))
        }
    }
}
