import EarshotCore
import EarshotStore
import Foundation

/// What can be played: `modes` and `categories`. The service those commands share.
public struct Listing: Feature {
    let store: any GameStore
    let registry: PluginRegistry
    let directory: CategoryDirectory

    public init(_ environment: SessionEnvironment) {
        store = environment.store
        registry = environment.registry
        directory = CategoryDirectory(environment)
    }

    /// `modes`: every mode, what it is and which plugin gives it.
    func modes(_ m: Messages) -> AppEvent {
        return .list(
            title: m("lists.modes.title"),
            items: registry.modes.map { entry in
                let summary = entry.descriptor.displaySummary(m)
                let item = m("lists.modes.item", ["id": entry.descriptor.id, "summary": summary, "plugin": entry.plugin])
                guard let why = entry.provider.unavailable(m) else { return item }
                return item + " " + why
            })
    }

    /// `categories`: the player's language's categories first, then the others, each marked
    /// with its language's name in the player's language; then the categories plugins make up.
    func categories(_ m: Messages) async -> AppEvent {
        do {
            let stored = try await store.categories()
            let own = stored.filter { $0.category.language == m.language }
            let others = Language.allCases.filter { $0 != m.language }.flatMap { l in stored.filter { $0.category.language == l } }
            var items = (own + others).map { c in
                var values = [
                    "name": c.category.name, "id": c.category.id, "total": String(c.total),
                    "easy": String(c.byDifficulty[.easy] ?? 0), "medium": String(c.byDifficulty[.medium] ?? 0),
                    "hard": String(c.byDifficulty[.hard] ?? 0),
                ]
                guard c.category.language != m.language else { return m("lists.category", values) }
                values["language"] = CategoryDirectory.languageName(c.category.language, m)
                return m("lists.category.other", values)
            }
            items += registry.generators.map {
                m("lists.category.generated", ["name": directory.name($0.category, m), "id": $0.category.id])
            }
            let total = stored.reduce(0) { $0 + $1.total }
            return .list(title: m("lists.categories.title", ["count": String(items.count), "total": String(total)]), items: items)
        } catch {
            return .error("\(error)")
        }
    }
}
