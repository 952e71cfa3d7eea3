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
        var items = board.top.map { m.plural("board.item", count: $0.score, ["rank": String($0.rank), "name": $0.player]) }
        if let rank = board.mine.rank, let points = board.mine.best {
            items.append(m("board.you", ["rank": String(rank), "players": String(board.mine.players), "points": String(points)]))
        } else {
            items.append(m("board.youNone"))
        }
        await io.say(.list(title: m.plural("board.title", count: board.mine.players, ["scope": words]), items: items))
    }
}
