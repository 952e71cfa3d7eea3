import EarshotCore
import Foundation

/// Guess-who board packs as files (docs/boards.md): `import FILE` keeps one as a board that
/// every player of the store can play, and `earshot export --board NAME` writes one back. A
/// pack is recognised by its content, read within ``BoardPack/maxBytes``, checked with the
/// board rules and kept in the plugin's shared space (``ImportedBoards``). The same board again
/// changes nothing; a changed board with the same id replaces the kept one, and says so. A
/// board that fails a check is refused with the problem named, and the kept boards stay.
public struct BoardFiles: PluginFiles {
    public init() {}

    public var exportOption: String { "board" }
    public var maxBytes: Int { BoardPack.maxBytes }

    public func claims(_ head: String) -> Bool { BoardPack.looksLikeBoard(head) }

    public func importFile(_ bytes: [UInt8], name: String, _ context: FileContext) async -> Bool {
        let w = GuessWhoPlugin.strings.words(context.language)
        guard bytes.count <= maxBytes else {
            return await refuse(name, w("boards.tooLarge", ["megabytes": "\(maxBytes >> 20)"]), context, w)
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            return await refuse(name, w("boards.notUTF8"), context, w)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        do {
            return await keep(try BoardPack.read(text), from: name, context, w)
        } catch {
            return await refuse(name, "\(error)", context, w)
        }
    }

    /// Keeps a checked board and says what happened.
    func keep(_ read: BoardPack.Read, from name: String, _ context: FileContext, _ w: PluginWords) async -> Bool {
        let board = read.board
        let shownName = board.name.printable
        let what = w(
            "boards.what",
            [
                "characters": BoardChoice.characters(board.characters.count, board.noun, w),
                "attributes": w.plural("boards.attributes", count: board.attributes.count),
            ])
        if GuessWhoBoards.ids.contains(board.id) {
            let builtIn = (try? GuessWhoBoards.json(board.id)).flatMap { try? BoardPack.read($0).canonical }
            if builtIn == read.canonical {
                await context.say(.info(w("boards.builtInAlready", ["file": name, "name": shownName])))
                return true
            }
            return await refuse(name, w("boards.builtInID", ["id": board.id]), context, w)
        }
        let result: BoardSave
        do {
            result = try await ImportedBoards(context.data.shared).save(
                id: board.id, name: board.name, characters: board.characters.count, json: read.canonical, at: Date())
        } catch {
            await context.say(.error(w("boards.keepFailed", ["name": shownName, "error": "\(error)"])))
            return false
        }
        let play = w("boards.playIt", ["id": board.id])
        switch result {
        case .added:
            await context.say(.info(w("boards.added", ["name": shownName, "id": board.id, "file": name, "what": what, "play": play])))
        case .unchanged:
            await context.say(.info(w("boards.unchanged", ["name": shownName, "id": board.id])))
        case .replaced(let previous):
            let values = [
                "id": board.id, "previous": previous.name.printable, "characters": "\(previous.characters)", "file": name,
                "name": shownName, "what": what, "play": play,
            ]
            await context.say(.info(w("boards.replaced", values)))
        }
        return true
    }

    func refuse(_ name: String, _ problem: String, _ context: FileContext, _ w: PluginWords) async -> Bool {
        var reason = problem
        if let last = reason.last, !".!?".contains(last) { reason += "." }
        await context.say(.error(w("boards.refused", ["file": name, "reason": reason])))
        return false
    }

    /// `earshot export --board NAME`: a board (shipped or imported, by id, number or name) as
    /// a board pack that imports again.
    public func export(_ name: String, _ context: FileContext) async -> PluginExport {
        let w = GuessWhoPlugin.strings.words(context.language)
        let choices: [BoardChoice]
        do {
            choices = try await BoardChoice.all(ImportedBoards(context.data.shared))
        } catch {
            return .refused(w("boards.unreadable", ["id": ExternalText.excerpt(name), "error": "\(error)"]))
        }
        guard let i = BoardChoice.find(name, in: choices) else {
            let boards = choices.map(\.id).joined(separator: w.messages("list.separator"))
            return .refused(w("boards.noSuchBoard.list", ["name": ExternalText.excerpt(name), "boards": boards]))
        }
        let choice = choices[i]
        let canonical: String
        do {
            canonical = try choice.json ?? BoardPack.read(GuessWhoBoards.json(choice.id)).canonical
        } catch {
            return .refused(w("boards.unreadable", ["id": choice.id, "error": "\(error)"]))
        }
        let count =
            w.language == .en ? "\(choice.characters) \(choice.noun)s" : BoardChoice.characters(choice.characters, choice.noun, w)
        let done = w("boards.exported", ["name": choice.name.printable, "id": choice.id, "characters": count])
        return .file(Array(BoardPack.pretty(canonical).utf8), done: done)
    }
}
