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

    /// A shipped board, read and checked.
    public static func board(_ id: String) throws -> Board {
        try Board.load(json: json(id))
    }
}

/// Registers the guess-who mode.
public enum GuessWhoPlugin: EarshotPlugin {
    public static let id = "guess-who"

    public static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: GuessWhoMode.self)
    }
}

/// Guess who keeps no best or rank: a game is won or lost.
public struct GuessWhoHooks: ModeHooks {
    public init() {}
    public var reportsStanding: Bool { false }
}
