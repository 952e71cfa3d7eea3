import EarshotCore
import EarshotPluginHost
import Foundation

extension GamePlay {
    /// `earshot play --mode … --category …`: one game, answers from standard input. At the end
    /// of input the game ends as abandoned, with its summary. Without a mode, the first one
    /// registered (the classic mode, when it is there). Returns `false` when the game could not
    /// start.
    public func runScripted(
        mode: String?, category: String?, count: Int?, seed: UInt64?, settings words: [String] = []
    ) async -> Bool {
        await session.applySettings()
        let mode = mode ?? registry.modes.first?.descriptor.id ?? ""
        guard let entry = findMode(mode) else {
            let modes = registry.modes.map(\.descriptor.id).joined(separator: session.messages("list.separator"))
            await session.say(.error(session.messages("repl.script.no.mode", ["mode": mode, "modes": modes])))
            return false
        }
        switch ModeOptionsParser.parse(words, for: entry.descriptor, session.messages) {
        case .success(let parsed) where parsed.rest.isEmpty:
            session.state[GamePlay.ScriptedOptions.self] = parsed.options
            if let players = parsed.engine["players"] {
                switch HotSeat.names(players, session.messages) {
                case .success(let names):
                    guard let seated = await HotSeat(session.environment).seat(names, session) else { return false }
                    session.state[HotSeat.Table.self] = seated
                case .failure(let error):
                    await session.say(.error(error.description))
                    return false
                }
            }
        case .success(let parsed):
            await session.say(.error(session.messages("repl.script.unknown.words", ["words": parsed.rest.joined(separator: " ")])))
            return false
        case .failure(let error):
            await session.say(.error(error.description))
            return false
        }
        var categoryID: String?
        if let category, entry.descriptor.choosesCategory {
            let categories = await CategoryDirectory(session.environment).all(language)
            guard let found = findCategory(category, in: categories) else {
                if ["all", "mixed", "any"].contains(category.lowercased()) {
                    return await start(setup(entry.descriptor.id, nil, count, seed))
                }
                let ids = categories.map(\.category.id).joined(separator: session.messages("list.separator"))
                await session.say(.error(session.messages("repl.script.no.category", ["category": category, "categories": ids])))
                return false
            }
            categoryID = found
        }
        return await start(setup(entry.descriptor.id, categoryID, count, seed))
    }

    /// Starts a scripted game, alone or in the hot seat. `false` when it could not start.
    private func start(_ setup: GameSetup) async -> Bool {
        if let seats = session.state[HotSeat.Table.self] { return await runHotSeat(setup, players: seats) != nil }
        return await runGame(setup) != nil
    }

    func setup(_ mode: String, _ category: String?, _ count: Int?, _ seed: UInt64?) -> GameSetup {
        GameSetup(
            modeID: mode, categoryID: category, count: count, seed: seed ?? UInt64.random(in: 0...UInt64.max),
            date: options.currentDay, settings: effectiveSettings, modeOptions: session.state[GamePlay.ScriptedOptions.self])
    }

}
