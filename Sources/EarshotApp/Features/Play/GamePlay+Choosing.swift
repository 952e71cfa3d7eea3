import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension GamePlay {
    /// `play [mode] [category]`: asks for what is missing, then runs the game.
    func play(arguments: String) async {
        var words = arguments.split(separator: " ").map(String.init)
        let settingWords = words.drop { !$0.hasPrefix("--") }
        words = Array(words.prefix(words.count - settingWords.count))
        var count: Int?
        if let last = words.last, let n = Int(last) {
            guard (1...500).contains(n) else {
                await session.say(.error(session.messages("game.countRange", ["count": "\(n)"])))
                return
            }
            count = n
            words.removeLast()
        }
        var entry: PluginRegistry.ModeEntry?
        if let first = words.first, let found = findMode(first) {
            entry = found
            words.removeFirst()
        }
        if entry == nil {
            if registry.modes.count == 1 {
                entry = registry.modes[0]
            } else {
                let items = registry.modes.map {
                    session.messages("game.modeItem", ["name": $0.descriptor.name, "summary": $0.descriptor.summary])
                }
                guard
                    let i = await choose(
                        title: session.messages("game.chooseMode"), items: items, keys: registry.modes.map(\.descriptor.id))
                else { return }
                entry = registry.modes[i]
            }
        }
        guard let entry else { return }
        var modeOptions: [String: String]
        var seats = session.state[HotSeat.Table.self]
        switch ModeOptionsParser.parse(Array(settingWords), for: entry.descriptor, session.messages) {
        case .success(let parsed):
            modeOptions = parsed.options
            words += parsed.rest
            if let players = parsed.engine["players"] {
                switch HotSeat.names(players, session.messages) {
                case .success(let names):
                    guard let seated = await HotSeat(session.environment).seat(names, session) else { return }
                    seats = seated
                case .failure(let error):
                    await session.say(.error(error.description))
                    return
                }
            }
        case .failure(let error):
            await session.say(.error(error.description))
            return
        }
        let given = Set(
            entry.descriptor.settings.map(\.name).filter { name in
                settingWords.contains { $0.lowercased() == "--\(name)" || $0.lowercased().hasPrefix("--\(name)=") }
            })
        let known = GameSetup(
            modeID: entry.descriptor.id, categoryID: nil, count: count, seed: 0, date: options.currentDay,
            settings: effectiveSettings, modeOptions: modeOptions)
        guard
            let settled = await prepare(modeOptions, for: entry, setup: known, player: session.player, words: words, given: given)
        else { return }
        modeOptions = settled
        var categoryID: String?
        if entry.descriptor.choosesCategory {
            let categories = await CategoryDirectory(session.environment).all(language)
            guard !categories.isEmpty else {
                await session.say(.error(session.messages("game.emptyBank")))
                return
            }
            let rest = words.joined(separator: " ")
            if Self.allCategoryWords.contains(TextNormalizer.normalize(rest)) {
                categoryID = nil  // `play classic all`
            } else if !rest.isEmpty, let c = findCategory(rest, in: categories) {
                categoryID = c
            } else {
                if !rest.isEmpty { await session.say(.error(session.messages("game.noSuchCategory", ["name": rest]))) }
                var items = categories.map { CategoryDirectory(session.environment).menuName($0.category, session.messages) }
                items.append(session.messages("game.allMixed"))
                guard
                    let i = await choose(
                        title: session.messages("game.chooseCategory"), items: items, keys: categories.map(\.category.id) + ["all"])
                else {
                    return
                }
                categoryID = i < categories.count ? categories[i].category.id : nil
            }
        }
        let setup = GameSetup(
            modeID: entry.descriptor.id, categoryID: categoryID, count: count ?? options.defaultCount,
            seed: UInt64.random(in: 0...UInt64.max),
            date: options.currentDay, settings: effectiveSettings, modeOptions: modeOptions)
        if let seats {
            await runHotSeat(setup, players: seats)
        } else {
            await runGame(setup)
        }
    }

    /// The mode `word` names (``PluginRegistry/findMode(_:)``).
    func findMode(_ word: String) -> PluginRegistry.ModeEntry? { registry.findMode(word) }

    /// Words for "all categories", in each language.
    static var allCategoryWords: Set<String> { CategoryDirectory.allWords }

    /// The id of the category `text` names (``CategoryDirectory/find(_:in:)``).
    func findCategory(_ text: String, in categories: [CategorySummary]) -> String? { CategoryDirectory.find(text, in: categories) }

    /// Shows a numbered menu and reads a choice by number, letter or name. Returns `nil` when
    /// the player cancels (or input ends).
    func choose(title: String, items: [String], keys: [String]) async -> Int? {
        await session.say(.menu(title: title, items: items))
        while true {
            let line = await session.readLine(
                prompt: session.messages("game.choice.prompt"), spoken: session.messages("game.choice.spoken"))
            switch line {
            case .eof:
                session.leaving = true
                return nil
            case .interrupt:
                await session.say(.info(session.messages("game.cancelled")))
                return nil
            case .line(let text):
                let word = text.trimmingWhitespace.lowercased()
                if word.isEmpty {
                    await session.say(.info(session.messages("game.choice.empty", ["count": "\(items.count)"])))
                    continue
                }
                if ["cancel", "back", "quit", "exit"].contains(word) {
                    await session.say(.info(session.messages("game.cancelled")))
                    return nil
                }
                if ["repeat", "again", "list", "help"].contains(word) {
                    await session.say(.menu(title: title, items: items))
                    continue
                }
                if let i = keys.firstIndex(of: word) { return i }
                switch AnswerMatcher.match(text, options: items) {
                case .option(let i): return i
                case .ambiguous(let candidates):
                    let named = candidates.map { session.messages("game.choice.candidate", ["number": "\($0 + 1)", "item": items[$0]]) }
                        .joined(separator: session.messages("game.choice.separator"))
                    await session.say(.info(session.messages("game.choice.ambiguous", ["input": text, "candidates": named])))
                case .noMatch:
                    await session.say(.error(session.messages("game.choice.noMatch", ["input": text, "count": "\(items.count)"])))
                }
            }
        }
    }
}
