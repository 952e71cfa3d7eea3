import EarshotCore

extension GamePlay {
    /// One line of the category menu: a category, or a group of them with a menu of its own
    /// (another language's categories; a plugin's levels, such as mental arithmetic's).
    private enum MenuLine {
        case one(CategorySummary)
        case group(name: String, title: String, items: [(name: String, category: CategorySummary)])
    }

    /// The category menu: the player's own language's categories, each plugin's generated
    /// categories as one line, one line for each other language, then all categories mixed.
    /// Returns the chosen category's id, `.some(nil)` for all of them, or `nil` when the player
    /// cancels. A category's name is understood from any language.
    func chooseCategory(_ categories: [CategorySummary]) async -> String?? {
        let m = session.messages
        let directory = CategoryDirectory(session.environment)
        let lines = menuLines(categories, directory, m)
        let items =
            lines.map { line in
                switch line {
                case .one(let c): directory.name(c.category, m)
                case .group(let name, _, _): name
                }
            } + [m("game.allMixed")]
        let keys =
            lines.map { line in
                switch line {
                case .one(let c): c.category.id
                case .group(let name, _, _): name.lowercased()
                }
            } + ["all"]
        // A name from a group's menu is understood here too: it comes back as a number past
        // the menu's end, counting into `categories`.
        let byName: (String) -> Int? = { text in
            CategoryDirectory.find(text, in: categories).flatMap { id in
                categories.firstIndex { $0.category.id == id }.map { items.count + $0 }
            }
        }
        guard let i = await choose(title: m("game.chooseCategory"), items: items, keys: keys, more: byName) else { return nil }
        if i >= items.count { return .some(categories[i - items.count].category.id) }
        guard i < lines.count else { return .some(nil) }
        switch lines[i] {
        case .one(let c):
            return .some(c.category.id)
        case .group(_, let title, let members):
            guard let j = await choose(title: title, items: members.map(\.name), keys: members.map(\.category.category.id)) else {
                return nil
            }
            return .some(members[j].category.category.id)
        }
    }

    /// The menu's lines before "all categories".
    private func menuLines(_ categories: [CategorySummary], _ directory: CategoryDirectory, _ m: Messages) -> [MenuLine] {
        let byPlugin = Dictionary(grouping: registry.generators, by: \.plugin)
        var lines: [MenuLine] = []
        var placed = Set<String>()
        for c in categories where !placed.contains(c.category.id) {
            let generator = registry.generators.first { $0.category.id == c.category.id }
            if let generator, let family = byPlugin[generator.plugin], family.count > 1 {
                let members = family.compactMap { g in categories.first { $0.category.id == g.category.id } }
                let names = members.map { directory.name($0.category, m) }
                let shared = Self.sharedStart(names)
                let name = shared.isEmpty ? generator.plugin : shared
                let items = zip(names, members).map { full, c in
                    (name: shared.isEmpty ? full : Self.trimmedStart(String(full.dropFirst(shared.count))), category: c)
                }
                lines.append(.group(name: name, title: m("game.chooseCategoryIn", ["language": name]), items: items))
                placed.formUnion(members.map(\.category.id))
            } else if generator != nil || c.category.language == language {
                lines.append(.one(c))
                placed.insert(c.category.id)
            }
        }
        for other in Language.allCases where other != language {
            let theirs = categories.filter { $0.category.language == other && !placed.contains($0.category.id) }
            guard !theirs.isEmpty else { continue }
            let name = CategoryDirectory.languageName(other, m)
            lines.append(
                .group(
                    name: m("game.otherLanguageItem", ["language": name]),
                    title: m("game.chooseCategoryIn", ["language": name]), items: theirs.map { ($0.category.name, $0) }))
        }
        return lines
    }

    /// The words all of `names` start with, without the signs after them: "Mental
    /// arithmetic" for "Mental arithmetic, easy" and "Mental arithmetic, hard".
    static func sharedStart(_ names: [String]) -> String {
        let chars = names.map(Array.init)
        guard let first = chars.first else { return "" }
        var length = chars.dropFirst().reduce(first.count) { n, name in zip(first, name).prefix(n).prefix { $0 == $1 }.count }
        // Back to the end of a word in every name.
        while length > 0, !chars.allSatisfy({ $0.count == length || !($0[length].isLetter || $0[length].isNumber) }) { length -= 1 }
        return trimmedEnd(String(first.prefix(length)))
    }

    static func trimmedEnd(_ s: String) -> String {
        String(s.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
    }

    static func trimmedStart(_ s: String) -> String { String(s.drop { !$0.isLetter && !$0.isNumber }) }
}
