import EarshotCore
import Foundation

/// Registers the guess-who mode, its words and its board packs (import and export).
public enum GuessWhoPlugin: EarshotPlugin {
    public static let id = "guess-who"
    /// The plugin's own words, `plugins/GuessWho/<language>.lproj/GuessWho.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: GuessWhoMode.self)
        try registry.add(files: BoardFiles())
    }
}

/// Guess who settles its board before a game (the board named after `play guess-who`, a menu
/// of the shipped and imported boards, or a board file on this computer), keeps no best or
/// rank (a game is won or lost), and refuses to start on a board that cannot be loaded.
public struct GuessWhoHooks: ModeHooks {
    public init() {}
    public var reportsStanding: Bool { false }

    public func prepare(_ options: inout [String: String], _ context: PrepareContext) async throws -> Preparation {
        guard options[GuessWhoBoards.jsonOption] == nil else { return .ready }
        let w = GuessWhoPlugin.strings.words(context.hook.language)
        let choices = try await BoardChoice.all(ImportedBoards(context.hook.data.shared))
        if let words = context.words, !context.given.contains("board") {
            let rest = words.joined(separator: " ")
            if !rest.isEmpty, let i = BoardChoice.find(rest, in: choices) {
                options["board"] = choices[i].id
            } else {
                if !rest.isEmpty { await context.host.say(.error(w("boards.noSuchBoard", ["name": ExternalText.excerpt(rest)]))) }
                guard choices.count > 1 else {
                    options["board"] = choices.first?.id
                    return try await resolve(&options, choices, context, w)
                }
                let items = choices.map { $0.menuItem(w) }
                guard let i = await context.host.choose(title: w("boards.menu.title"), items: items, keys: choices.map(\.id)) else {
                    return .cancelled
                }
                options["board"] = choices[i].id
            }
        }
        return try await resolve(&options, choices, context, w)
    }

    /// Puts the board the setting names into the options: an imported board's JSON, or a board
    /// file's on this computer, goes in ``GuessWhoBoards/jsonOption``; a shipped id is left to
    /// the mode. A club server reads no file: boards come from the store there.
    func resolve(
        _ options: inout [String: String], _ choices: [BoardChoice], _ context: PrepareContext, _ w: PluginWords
    ) async throws -> Preparation {
        guard let wanted = options["board"], !GuessWhoBoards.ids.contains(wanted) else { return .ready }
        if wanted.lowercased().hasSuffix(".json") || wanted.contains("/") {
            switch await context.host.readLocalFile(wanted, maxBytes: BoardPack.maxBytes) {
            case .text(let json):
                options[GuessWhoBoards.jsonOption] = json
                return .ready
            case .notAllowed:
                return .refused(w("boards.file.club"))
            case .unreadable(let path):
                return .refused(w("boards.file.unreadable", ["path": ExternalText.excerpt(path, limit: 120)]))
            }
        }
        guard let i = BoardChoice.find(wanted, in: choices) else {
            let boards = choices.map(\.id).joined(separator: w.messages("list.separator"))
            return .refused(w("boards.noSuchBoard.import", ["name": ExternalText.excerpt(wanted), "boards": boards]))
        }
        options["board"] = choices[i].id
        if let json = choices[i].json { options[GuessWhoBoards.jsonOption] = json }
        return .ready
    }

    public func refusal(_ context: HookContext) throws -> String? {
        do {
            _ = try GuessWhoBoards.board(options: context.setup.modeOptions)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
