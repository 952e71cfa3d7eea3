import EarshotCore

/// One board a guess-who game can be played on: shipped with the plugin, or imported.
public struct BoardChoice: Sendable, Equatable {
    public var id: String
    public var name: String
    public var characters: Int
    public var noun: String
    /// The canonical JSON of an imported board; `nil` for a shipped one.
    public var json: String?

    /// The shipped boards, then the imported ones by name (an imported board never shadows a
    /// shipped id).
    public static func all(_ boards: ImportedBoards) async throws -> [BoardChoice] {
        var choices: [BoardChoice] = GuessWhoBoards.ids.compactMap { id in
            guard let b = try? GuessWhoBoards.board(id) else { return nil }
            return BoardChoice(id: id, name: b.name, characters: b.characters.count, noun: b.noun, json: nil)
        }
        for board in try await boards.all() where !GuessWhoBoards.ids.contains(board.id) {
            let noun = (try? Board.load(json: board.json))?.noun ?? "character"
            choices.append(BoardChoice(id: board.id, name: board.name, characters: board.characters, noun: noun, json: board.json))
        }
        return choices
    }

    /// The board `text` names among `choices`: its id, its number in the menu, or its name
    /// (forgiving typos).
    public static func find(_ text: String, in choices: [BoardChoice]) -> Int? {
        let word = text.trimmingWhitespace.lowercased()
        if let i = choices.firstIndex(where: { $0.id == word }) { return i }
        if let n = Int(word), (1...choices.count).contains(n) { return n - 1 }
        if case .option(let i) = AnswerMatcher.match(text, options: choices.map(\.name)) { return i }
        return nil
    }

    /// "Animals: 20 animals" or "Rivers: 18 rivers, imported", for the menu.
    func menuItem(_ w: PluginWords) -> String {
        let count = Self.characters(characters, noun, w)
        return json == nil
            ? w("boards.menu.item", ["name": name.printable, "characters": count])
            : w("boards.menu.item.imported", ["name": name.printable, "characters": count])
    }

    /// "20 animals": in English with the board's own noun (board data); in another language
    /// with the plugin's word for characters, since the noun is English data.
    static func characters(_ n: Int, _ noun: String, _ w: PluginWords) -> String {
        w.plural("boards.count", count: n, ["noun": w.language == .en ? noun : w("boards.characters")])
    }
}
