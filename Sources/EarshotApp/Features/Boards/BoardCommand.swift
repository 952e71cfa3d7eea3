import EarshotCore

/// `board`: The top ten and your rank: board daily, weekly or all, a mode, a category, friends.
public enum BoardCommand: SessionCommand {
    public static let text: CommandText? = CommandText(summary: "command.board.summary", help: "command.board.help")
    public static let descriptor = CommandDescriptor(
        "board", ["leaderboard", "top"], scope: .main, text: text)

    public static func run(_ argument: String, in context: Context<Boards>) async {
        let (io, m, boards) = (context.io, context.messages, context.needs)
        let (request, unknown) = await boards.request(argument, m)
        let me = io.player.id
        guard let request else {
            await io.say(.info(m("board.unknown", ["word": unknown ?? ""])))
            return
        }
        let (query, words) = await boards.query(request, day: io.options.currentDay, player: me, m)
        guard let board = try? await boards.boards.leaderboard(query, playerID: me, limit: 10) else { return }
        guard !board.top.isEmpty else {
            await io.say(.info(m("board.empty", ["scope": words])))
            return
        }
        let lines = board.top.map { m.plural("board.item", count: $0.score, ["rank": String($0.rank), "name": $0.player]) }
        let rows = board.top.map { [String($0.rank), $0.player, String($0.score)] }
        let you: String
        if let rank = board.mine.rank, let points = board.mine.best {
            you = m("board.you", ["rank": String(rank), "players": String(board.mine.players), "points": String(points)])
        } else {
            you = m("board.youNone")
        }
        let columns = [m("board.column.rank"), m("board.column.player"), m("board.column.points")]
        let title = m.plural("board.title", count: board.mine.players, ["scope": words])
        await io.say(.table(TableView(title: title, columns: columns, rows: rows, lines: lines, notes: [you], rowHeader: 1)))
    }
}
