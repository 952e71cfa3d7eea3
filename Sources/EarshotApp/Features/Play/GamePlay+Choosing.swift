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
        // The longest run of first words that names a mode: "sudden death science" is the
        // mode "sudden death" and the category "science", not "sudden" and "death science".
        for n in stride(from: min(3, words.count), through: 1, by: -1) {
            if let found = findMode(words.prefix(n).joined(separator: " ")) {
                entry = found
                words.removeFirst(n)
                break
            }
        }
        if entry == nil {
            if registry.modes.count == 1 {
                entry = registry.modes[0]
            } else {
                // Names only, in the player's language: what each mode is comes on `help NUMBER`.
                let m = session.messages
                let items = registry.modes.map { $0.descriptor.displayName(m) }
                let details = registry.modes.map {
                    m("game.modeItem", ["name": $0.descriptor.displayName(m), "summary": $0.descriptor.displaySummary(m)])
                }
                guard
                    let i = await choose(
                        title: m("game.chooseMode"), items: items, keys: registry.modes.map(\.descriptor.id), details: details)
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
            // The menu offers only categories that hold a kind of question the mode plays: no
            // mental arithmetic for a list game, no list-only category for a classic one.
            let kinds = entry.provider.questionRequest(for: known).kinds
            let playable = categories.filter { c in
                registry.generatorEntry(for: c.category.id) != nil
                    ? c.category.makes(any: kinds) : kinds.contains { c.byKind[$0, default: 0] > 0 }
            }
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
                guard let chosen = await chooseCategory(playable.isEmpty ? categories : playable) else { return }
                categoryID = chosen
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
    /// the player cancels (or input ends). With `details`, `help 2` says what item 2 is.
    /// `more` may take a line the menu does not know (a name from elsewhere) as a choice.
    func choose(
        title: String, items: [String], keys: [String], details: [String]? = nil,
        more: ((String) -> Int?)? = nil
    ) async -> Int? {
        await session.say(.menu(title: title, items: items))
        if details != nil { await session.say(.info(session.messages("game.choice.details"))) }
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
                if LeaveWords.all.contains(word) {
                    await session.say(.info(session.messages("game.cancelled")))
                    return nil
                }
                if ["repeat", "again", "list", "help"].contains(word) {
                    await session.say(.menu(title: title, items: items))
                    continue
                }
                if let details, let i = Self.detailAsked(text, items: items) {
                    await session.say(.info(details[i]))
                    continue
                }
                if let i = keys.firstIndex(of: word) { return i }
                switch AnswerMatcher.match(text, options: items) {
                case .option(let i): return i
                case .ambiguous(let candidates):
                    let named = candidates.map { session.messages("game.choice.candidate", ["number": "\($0 + 1)", "item": items[$0]]) }
                        .joined(separator: session.messages("game.choice.separator"))
                    await session.say(.info(session.messages("game.choice.ambiguous", ["input": Self.echo(text), "candidates": named])))
                case .noMatch:
                    if let more, AnswerMatcher.namedPosition(text) == nil, let i = more(text) { return i }
                    await session.say(
                        .error(session.messages("game.choice.noMatch", ["input": Self.echo(text), "count": "\(items.count)"])))
                }
            }
        }
    }

    /// The item `help 2` (or `help classic`, `describe 2`, `? 2`) asks about, 0-based; `nil`
    /// for other lines.
    static func detailAsked(_ text: String, items: [String]) -> Int? {
        let parts = text.trimmingWhitespace.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, ["help", "describe", "?", "帮助", "bantuan", "உதவி"].contains(parts[0].lowercased()) else { return nil }
        guard case .option(let i) = AnswerMatcher.match(parts[1], options: items) else { return nil }
        return i
    }

    /// A typed line as an error repeats it: its first 60 characters, so that a long paste is
    /// not read back for minutes.
    static func echo(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
}
