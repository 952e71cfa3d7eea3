import EarshotCore
import Foundation

/// The boards shipped with the plugin, as JSON resources in `plugins/GuessWho/boards`.
public enum GuessWhoBoards {
    /// The ids of the shipped boards; the first is the default.
    public static let ids = ["scientists", "animals"]

    /// The JSON of a shipped board.
    public static func json(_ id: String) throws -> String {
        guard ids.contains(id), let url = Bundle.module.url(forResource: id, withExtension: "json", subdirectory: "boards") else {
            throw Board.Problem("There is no board called \(id). The boards are \(ids.joined(separator: " and ")).")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The mode option that carries an imported board's JSON, put there by the mode's hooks
    /// when the setting `board` names an imported board or a file (a player cannot type it).
    public static let jsonOption = "board-json"

    /// The board a game's options name: the JSON the hooks put there (an imported board, or a
    /// board file the host read on this computer), else the setting `board` (a shipped id),
    /// else the first shipped board. The plugin reads no file itself.
    public static func board(options: [String: String]) throws -> Board {
        if let json = options[jsonOption] { return try Board.load(json: json) }
        return try board(options["board"] ?? ids[0])
    }

    /// A shipped board by id, read and checked.
    public static func board(_ id: String) throws -> Board {
        try Board.load(json: json(id))
    }
}
