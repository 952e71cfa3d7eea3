import EarshotConsole
import EarshotCore
import EarshotImport
import EarshotStore
import EarshotTransfer
import Foundation
import GuessWho

/// One board a guess-who game can be played on: built in, or imported into the store.
struct GuessWhoBoardChoice: Sendable, Equatable {
    var id: String
    var name: String
    var characters: Int
    var noun: String
    /// The canonical JSON of an imported board; `nil` for a built-in one.
    var json: String?

    /// "Animals: 20 animals" or "Rivers: 18 rivers, imported", for the menu.
    func menuItem(_ m: Messages) -> String {
        let count = BoardImport.characters(characters, noun, m)
        return json == nil
            ? m("boards.menu.item", ["name": name.printable, "characters": count])
            : m("boards.menu.item.imported", ["name": name.printable, "characters": count])
    }
}

extension GamePlay {
    /// Whether `setup` is a guess-who game, whose setting `board` the app resolves.
    static func isGuessWho(_ modeID: String) -> Bool { modeID == GuessWhoMode.descriptor.id }

    /// The built-in boards, then the imported ones by name.
    func guessWhoBoardChoices() async -> [GuessWhoBoardChoice] {
        var choices: [GuessWhoBoardChoice] = GuessWhoBoards.ids.compactMap { id in
            guard let b = try? GuessWhoBoards.board(id) else { return nil }
            return GuessWhoBoardChoice(id: id, name: b.name, characters: b.characters.count, noun: b.noun, json: nil)
        }
        for row in (try? await store.guessWhoBoards()) ?? [] where !GuessWhoBoards.ids.contains(row.id) {
            let noun = (try? Board.load(json: row.json))?.noun ?? "character"
            choices.append(GuessWhoBoardChoice(id: row.id, name: row.name, characters: row.characters, noun: noun, json: row.json))
        }
        return choices
    }

    /// The board `text` names among `choices`: its id, its number in the menu, or its name
    /// (forgiving typos).
    static func findBoard(_ text: String, in choices: [GuessWhoBoardChoice]) -> Int? {
        let word = text.trimmingWhitespace.lowercased()
        if let i = choices.firstIndex(where: { $0.id == word }) { return i }
        if let n = Int(word), (1...choices.count).contains(n) { return n - 1 }
        if case .option(let i) = AnswerMatcher.match(text, options: choices.map(\.name)) { return i }
        return nil
    }

    /// Puts the board a guess-who game's setting names into its options: an imported board's
    /// JSON, or a board file's on this computer, goes in ``GuessWhoBoards/jsonOption``; a
    /// built-in id is left to the mode. On a club server a path is refused unread: boards come
    /// only from the store there. Says why and returns `false` when there is no such board.
    func resolveGuessWhoBoard(_ setup: inout GameSetup) async -> Bool {
        guard Self.isGuessWho(setup.modeID), setup.modeOptions[GuessWhoBoards.jsonOption] == nil,
            let wanted = setup.modeOptions["board"], !GuessWhoBoards.ids.contains(wanted)
        else { return true }
        if wanted.lowercased().hasSuffix(".json") || wanted.contains("/") {
            guard options.readsLocalFiles, !options.isClubSession else {
                await session.say(.error(session.messages("boards.file.club")))
                return false
            }
            let path = FileDelivery.localPath(wanted)
            guard let json = BoardImport.readBoardFile(path) else {
                await session.say(.error(session.messages("boards.file.unreadable", ["path": ImportText.excerpt(path, limit: 120)])))
                return false
            }
            setup.modeOptions[GuessWhoBoards.jsonOption] = json
            return true
        }
        let choices = await guessWhoBoardChoices()
        guard let i = Self.findBoard(wanted, in: choices) else {
            await session.say(
                .error(
                    session.messages(
                        "boards.noSuchBoard.import",
                        [
                            "name": ImportText.excerpt(wanted),
                            "boards": choices.map(\.id).joined(separator: session.messages("list.separator")),
                        ])))
            return false
        }
        setup.modeOptions["board"] = choices[i].id
        if let json = choices[i].json { setup.modeOptions[GuessWhoBoards.jsonOption] = json }
        return true
    }

    /// At `play guess-who` with no `--board`: the board named by the words after the mode
    /// (`play guess-who animals`), or the player's choice from a numbered menu of the built-in
    /// and imported boards. `boardGiven`: the player typed `--board`, which then stands.
    /// Returns the options with `board` set, or `nil` when cancelled.
    func chooseGuessWhoBoard(_ options: [String: String], words: [String], boardGiven: Bool) async -> [String: String]? {
        guard !boardGiven else { return options }
        let choices = await guessWhoBoardChoices()
        var chosen = options
        let rest = words.joined(separator: " ")
        if !rest.isEmpty, let i = Self.findBoard(rest, in: choices) {
            chosen["board"] = choices[i].id
            return chosen
        }
        if !rest.isEmpty { await session.say(.error(session.messages("boards.noSuchBoard", ["name": ImportText.excerpt(rest)]))) }
        guard choices.count > 1 else {
            chosen["board"] = choices.first?.id
            return chosen
        }
        guard
            let i = await choose(
                title: session.messages("boards.menu.title"), items: choices.map { $0.menuItem(session.messages) }, keys: choices.map(\.id))
        else {
            return nil
        }
        chosen["board"] = choices[i].id
        return chosen
    }

    /// `earshot export --board ID`: writes a board (built in or imported) as a board pack that
    /// imports again. Returns `false` when nothing was written.
    public func exportGuessWhoBoard(_ name: String, to destination: ExportDestination) async -> Bool {
        let choices = await guessWhoBoardChoices()
        guard let i = Self.findBoard(name, in: choices) else {
            await session.say(
                .error(
                    session.messages(
                        "boards.noSuchBoard.list",
                        [
                            "name": ImportText.excerpt(name),
                            "boards": choices.map(\.id).joined(separator: session.messages("list.separator")),
                        ])))
            return false
        }
        let choice = choices[i]
        let canonical: String
        do {
            canonical = try choice.json ?? BoardPack.read(GuessWhoBoards.json(choice.id)).canonical
        } catch {
            await session.say(.error(session.messages("boards.unreadable", ["id": choice.id, "error": "\(error)"])))
            return false
        }
        let data = Data(BoardPack.pretty(canonical).utf8)
        let target: String
        switch destination {
        case .file(let path):
            let expanded = (path as NSString).expandingTildeInPath
            do {
                try ExportTarget.write(data, to: expanded)
            } catch {
                await session.say(.error("\(error)"))
                return false
            }
            target = ImportText.excerpt(expanded, limit: 120)
        case .standardOutput:
            if let code = OutputFailure.writeAll(1, data) {
                await session.say(.error(session.messages("boards.stdoutFailed", ["error": String(cString: strerror(code))])))
                return false
            }
            target = session.messages("boards.standardOutput")
        }
        let count =
            session.messages.language == .en
            ? "\(choice.characters) \(choice.noun)s" : BoardImport.characters(choice.characters, choice.noun, session.messages)
        await session.say(
            .info(
                session.messages(
                    "boards.exported",
                    ["name": choice.name.printable, "id": choice.id, "characters": count, "target": target])))
        return true
    }
}
