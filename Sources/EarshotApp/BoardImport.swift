import EarshotCore
import EarshotImport
import EarshotStore
import EarshotTransfer
import Foundation
import GuessWho

/// `earshot import` of a guess-who board pack (docs/boards.md): recognised by its content,
/// read within ``BoardPack/maxBytes``, checked with the board rules, and kept in the store's
/// `guessWhoBoard` table. The same board again changes nothing; a changed board with the same
/// id replaces the kept one, and says so. A board that fails a check is refused with the
/// problem named, and the boards kept are left as they were.
struct BoardImport {
    let store: any GameStore
    let say: Announce
    /// The language the messages are said in.
    var messages: Messages = .english

    /// How much of a file is looked at to tell a board pack from a question file.
    static let sniffBytes = 64 * 1024

    /// Imports `loaded` when it is a board pack. `nil` when it is not one (the question import
    /// goes on); otherwise whether the board was imported (or already there).
    func run(_ loaded: LoadedSource) async -> Bool? {
        // A board is small; a bigger file is a question file, or a board too large, told apart
        // by its first bytes.
        guard let data = loaded.head(upTo: BoardPack.maxBytes + 1) else { return nil }
        let head = String(decoding: data.prefix(Self.sniffBytes), as: UTF8.self)
        guard BoardPack.looksLikeBoard(head) else { return nil }
        let name = loaded.name
        guard data.count <= BoardPack.maxBytes else {
            return await refuse(name, messages("boards.tooLarge", ["megabytes": "\(BoardPack.maxBytes >> 20)"]))
        }
        guard var text = String(data: data, encoding: .utf8) else {
            return await refuse(name, messages("boards.notUTF8"))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let read: BoardPack.Read
        do {
            read = try BoardPack.read(text)
        } catch {
            return await refuse(name, "\(error)")
        }
        return await keep(read, from: name)
    }

    /// Saves a checked board and says what happened.
    func keep(_ read: BoardPack.Read, from name: String) async -> Bool {
        let board = read.board
        let shownName = board.name.printable
        let m = messages
        let what = m(
            "boards.what",
            [
                "characters": Self.characters(board.characters.count, board.noun, m),
                "attributes": m.plural("boards.attributes", count: board.attributes.count),
            ])
        if GuessWhoBoards.ids.contains(board.id) {
            let builtIn = (try? GuessWhoBoards.json(board.id)).flatMap { try? BoardPack.read($0).canonical }
            if builtIn == read.canonical {
                await say(.info(m("boards.builtInAlready", ["file": name, "name": shownName])))
                return true
            }
            return await refuse(name, m("boards.builtInID", ["id": board.id]))
        }
        let result: GuessWhoBoardSave
        do {
            result = try await store.saveGuessWhoBoard(
                id: board.id, name: board.name, characters: board.characters.count, json: read.canonical, at: Date())
        } catch {
            await say(.error(m("boards.keepFailed", ["name": shownName, "error": "\(error)"])))
            return false
        }
        let play = m("boards.playIt", ["id": board.id])
        switch result {
        case .added:
            await say(.info(m("boards.added", ["name": shownName, "id": board.id, "file": name, "what": what, "play": play])))
        case .unchanged:
            await say(.info(m("boards.unchanged", ["name": shownName, "id": board.id])))
        case .replaced(let previous):
            await say(
                .info(
                    m(
                        "boards.replaced",
                        [
                            "id": board.id, "previous": previous.name.printable, "characters": "\(previous.characters)",
                            "file": name, "name": shownName, "what": what, "play": play,
                        ])))
        }
        return true
    }

    func refuse(_ name: String, _ problem: String) async -> Bool {
        var reason = problem
        if let last = reason.last, !".!?".contains(last) { reason += "." }
        await say(.error(messages("boards.refused", ["file": name, "reason": reason])))
        return false
    }

    /// "20 animals": in English with the board's own noun (board data); in another language
    /// with the catalogue's word for characters, since the noun is English data.
    static func characters(_ n: Int, _ noun: String, _ m: Messages) -> String {
        m.plural("boards.count", count: n, ["noun": m.language == .en ? noun : m("boards.characters")])
    }
}

extension BoardImport {
    /// The text of a board file on this computer (at most ``BoardPack/maxBytes``, UTF-8, a
    /// regular file), for `play guess-who --board FILE.json`; `nil` when it cannot be read.
    static func readBoardFile(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            (attributes[.size] as? Int ?? .max) <= BoardPack.maxBytes,
            var text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return nil }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }
}
