import EarshotConsole
import EarshotCore
import EarshotStore

extension Session {
    func modesList() -> AppEvent {
        .list(
            title: "Game modes:",
            items: registry.modes.map { "\($0.descriptor.id): \($0.descriptor.summary) (from the \($0.plugin) plugin)" })
    }

    /// Every category, from the store and from generator plugins.
    func allCategories() -> [CategorySummary] {
        let stored = (try? store.categories()) ?? []
        let generated = registry.generators.map {
            CategorySummary(category: $0.category, total: 0, byDifficulty: [:])
        }
        // Generated categories follow the stored ones, in the order their plugins registered
        // them (easy, medium, hard), rather than alphabetically.
        return stored.sorted { $0.category.name < $1.category.name } + generated
    }

    func categoriesList() -> AppEvent {
        do {
            let stored = try store.categories()
            var items = stored.map { c in
                let parts = Difficulty.allCases.map { "\(c.byDifficulty[$0] ?? 0) \($0.rawValue)" }
                return "\(c.category.name) (\(c.category.id)): \(c.total) questions, \(parts.joined(separator: ", "))."
            }
            items += registry.generators.map { "\($0.category.name) (\($0.category.id)): made up fresh each game." }
            let total = stored.reduce(0) { $0 + $1.total }
            return .list(title: "\(items.count) categories, \(total) stored questions:", items: items)
        } catch {
            return .error("\(error)")
        }
    }

    func statsList() -> AppEvent {
        do {
            let s = try store.stats(playerID: player.id!)
            guard s.games > 0 else {
                return .info("\(player.name) has not finished a game yet. Type play to start one.")
            }
            let accuracy = s.answered == 0 ? 0 : Int((Double(s.correct) / Double(s.answered) * 100).rounded())
            var items = [
                "Games: \(s.games), of which \(s.completed) finished. Accuracy: \(accuracy) percent (\(s.correct) of \(s.answered))."
            ]
            let names = categoryNames()  // generated categories are not in the store
            items += s.lines.map { l in
                let acc = l.answered == 0 ? 0 : Int((Double(l.correct) / Double(l.answered) * 100).rounded())
                let mode = registry.mode(l.mode)?.descriptor.name ?? l.mode
                return
                    "\(mode), \(l.categoryID.flatMap { names[$0] } ?? l.categoryName): \(l.games) game\(l.games == 1 ? "" : "s"), \(acc) percent right, best \(l.best) points."
            }
            items += extraStats()
            return .list(title: "Statistics for \(player.name):", items: items)
        } catch {
            return .error("\(error)")
        }
    }

    func playersList() -> AppEvent {
        let names = (try? store.playerNames()) ?? []
        return .list(title: "\(names.count) player\(names.count == 1 ? "" : "s"):", items: names)
    }

    /// `help` at the main prompt, or during a game with the game's table.
    func help(_ topic: String) -> AppEvent {
        if let game { return help(topic, table: game.table, scope: .game) }
        return help(topic, table: commands, scope: .main)
    }

    func help(_ topic: String, table: CommandTable, scope: CommandScope) -> AppEvent {
        let word = topic.trimmingWhitespace.lowercased()
        let parser = table.parser
        if word.isEmpty {
            let commands = table.descriptors(in: scope)
            let title = scope == .game ? "During a game, type your answer (a number, a letter or the words), or:" : "Commands:"
            return .help(
                title: title, entries: commands.map { HelpEntry(name: $0.name, summary: $0.summary) },
                footer: "Type help and a command's name to hear more, for example: help play.")
        }
        if let c = parser.command(named: word) {
            return .helpTopic(name: c.name, text: c.help)
        }
        if case .command(let p) = parser.parse(word, scope: .both) {
            return .helpTopic(name: p.command.name, text: p.command.help)
        }
        // A mode's verb, asked about outside its game.
        for mode in registry.modes {
            if let verb = mode.descriptor.commands.first(where: { $0.name == word || $0.synonyms.contains(word) }) {
                return .helpTopic(name: verb.name, text: verb.help + " (In \(mode.descriptor.name.lowercased()) games.)")
            }
        }
        return .unknownCommand(input: word, suggestion: parser.suggestion(for: word))
    }
}
