import EarshotConsole
import EarshotCore
import EarshotStore

extension Session {
    func modesList() -> AppEvent {
        let m = messages
        return .list(
            title: m("lists.modes.title"),
            items: registry.modes.map { entry in
                let summary = entry.descriptor.displaySummary(m)
                return m("lists.modes.item", ["id": entry.descriptor.id, "summary": summary, "plugin": entry.plugin])
            })
    }

    /// A category's name as this player reads it: a generated category (mental arithmetic) is
    /// in every language, so its name is the catalogue's `category.<id>` when it has one.
    func categoryName(_ c: Category) -> String { CategoryDirectory(environment).name(c, messages) }

    /// A category's name in a menu: marked with its language when that is not the player's.
    func menuName(_ c: Category) -> String { CategoryDirectory(environment).menuName(c, messages) }

    /// Every category, from the store and from generator plugins.
    func allCategories() async -> [CategorySummary] { await CategoryDirectory(environment).all(language) }

    /// `categories`: the player's language's categories first, then the others, each marked
    /// with its language's name; then the categories plugins make up.
    func categoriesList() async -> AppEvent {
        do {
            let m = messages
            let stored = try await store.categories()
            let own = stored.filter { $0.category.language == language }
            let others = Language.allCases.filter { $0 != language }.flatMap { l in stored.filter { $0.category.language == l } }
            var items = (own + others).map { c in
                var values = [
                    "name": c.category.name, "id": c.category.id, "total": String(c.total),
                    "easy": String(c.byDifficulty[.easy] ?? 0), "medium": String(c.byDifficulty[.medium] ?? 0),
                    "hard": String(c.byDifficulty[.hard] ?? 0),
                ]
                guard c.category.language != language else { return m("lists.category", values) }
                values["language"] = c.category.language.nativeName
                return m("lists.category.other", values)
            }
            items += registry.generators.map {
                m("lists.category.generated", ["name": categoryName($0.category), "id": $0.category.id])
            }
            let total = stored.reduce(0) { $0 + $1.total }
            return .list(title: m("lists.categories.title", ["count": String(items.count), "total": String(total)]), items: items)
        } catch {
            return .error("\(error)")
        }
    }

}
