import EarshotCore
import EarshotStore
import Foundation

/// The categories a player can hear of: the bank's, in their language first, and the ones
/// plugins make up (mental arithmetic), with each named as the player reads it.
public struct CategoryDirectory: Feature {
    let store: any GameStore
    let registry: PluginRegistry

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        registry = environment.registry
    }

    /// A category's name as a player of `m`'s language reads it: a generated category
    /// (mental arithmetic) is in every language, so its name is its plugin's words for it
    /// (``Category/nameKey``) when it has them.
    public func name(_ c: Category, _ m: Messages) -> String {
        guard let key = registry.generator(for: c.id)?.category.nameKey, m.has(key) else { return c.name }
        return m(key)
    }

    /// A category's name in a menu: marked with its language, named in the player's language,
    /// when that is not the player's.
    public func menuName(_ c: Category, _ m: Messages) -> String {
        c.language == m.language || registry.generator(for: c.id) != nil ? name(c, m) : "\(c.name) (\(Self.languageName(c.language, m)))"
    }

    /// A language's name in the player's language: "Chinese", "英语", "Cina", "ஆங்கிலம்".
    public static func languageName(_ language: Language, _ m: Messages) -> String {
        switch language {
        case .en: m("game.language.en")
        case .zh: m("game.language.zh")
        case .ms: m("game.language.ms")
        case .ta: m("game.language.ta")
        }
    }

    /// Every category, from the store and from generator plugins: the player's language
    /// first, then the generated categories in the order their plugins registered them (easy,
    /// medium, hard), then the other languages' categories.
    public func all(_ language: Language) async -> [CategorySummary] {
        let stored = (try? await store.categories()) ?? []
        let generated = registry.generators.map { CategorySummary(category: $0.category, total: 0, byDifficulty: [:]) }
        let byName = stored.sorted { $0.category.name < $1.category.name }
        let own = byName.filter { $0.category.language == language }
        let others = Language.allCases.filter { $0 != language }.flatMap { l in byName.filter { $0.category.language == l } }
        return own + generated + others
    }

    /// Every category's name by id, as a player of `m`'s language reads it: the bank's (read
    /// without their counts: each game's start asks) and the generated ones.
    public func names(_ m: Messages) async -> [String: String] {
        var names: [String: String] = [:]
        for c in (try? await store.categoryList()) ?? [] { names[c.id] = name(c, m) }
        for g in registry.generators { names[g.category.id] = name(g.category, m) }
        return names
    }

    /// The name of the category `id`, or the id when there is no such category.
    public func name(id: String, _ m: Messages) async -> String { await names(m)[id] ?? id }
}
