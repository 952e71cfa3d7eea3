import EarshotCore

extension GamePlay {
    /// The category menu: the player's own language's categories and the generated ones, then
    /// one item for each other language (its categories on a menu of their own), then all
    /// categories mixed. Returns the chosen category's id, `.some(nil)` for all of them, or
    /// `nil` when the player cancels. A category's name is taken from any language.
    func chooseCategory(_ categories: [CategorySummary]) async -> String?? {
        let m = session.messages
        let directory = CategoryDirectory(session.environment)
        let generated = Set(registry.generators.map(\.category.id))
        let near = categories.filter { $0.category.language == language || generated.contains($0.category.id) }
        let others = Language.allCases.filter { $0 != language }.compactMap { l -> (Language, [CategorySummary])? in
            let theirs = categories.filter { $0.category.language == l && !generated.contains($0.category.id) }
            return theirs.isEmpty ? nil : (l, theirs)
        }
        var items = near.map { directory.name($0.category, m) }
        items += others.map { m("game.otherLanguageItem", ["language": Self.languageName($0.0, m), "count": "\($0.1.count)"]) }
        items.append(m("game.allMixed"))
        let keys = near.map(\.category.id) + others.map { $0.0.rawValue } + ["all"]
        // A name from another language's menu is understood here too: it comes back as a
        // number past the menu's end, counting into `categories`.
        let byName: (String) -> Int? = { text in
            CategoryDirectory.find(text, in: categories).flatMap { id in
                categories.firstIndex { $0.category.id == id }.map { items.count + $0 }
            }
        }
        guard let i = await choose(title: m("game.chooseCategory"), items: items, keys: keys, more: byName) else { return nil }
        if i >= items.count { return .some(categories[i - items.count].category.id) }
        if i < near.count { return .some(near[i].category.id) }
        if i == items.count - 1 { return .some(nil) }
        let (other, theirs) = others[i - near.count]
        let title = m("game.chooseCategoryIn", ["language": Self.languageName(other, m)])
        guard let j = await choose(title: title, items: theirs.map(\.category.name), keys: theirs.map(\.category.id)) else { return nil }
        return .some(theirs[j].category.id)
    }

    /// A language's name in the player's language: "Chinese", "中文", "Cina".
    static func languageName(_ language: Language, _ m: Messages) -> String {
        switch language {
        case .en: m("game.language.en")
        case .zh: m("game.language.zh")
        case .ms: m("game.language.ms")
        case .ta: m("game.language.ta")
        }
    }
}
