import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// What a `board` command asked for.
    struct BoardRequest: Equatable {
        enum Period: String { case daily, weekly, all }
        var period: Period = .weekly
        var mode: String?
        var categoryID: String?
        var friends = false
    }

    /// Reads `board [daily|weekly|all] [MODE] [CATEGORY] [friends]`; `nil` with the word not
    /// understood.
    func boardRequest(_ argument: String) -> (BoardRequest?, String?) {
        var r = BoardRequest()
        var words = argument.lowercased().split(separator: " ").map(String.init)
        let categories = allCategories()
        while let w = words.first {
            words.removeFirst()
            switch w {
            case "daily", "day", "today": r.period = .daily
            case "weekly", "week": r.period = .weekly
            case "all", "ever", "alltime": r.period = .all
            case "friends", "friend": r.friends = true
            default:
                if registry.mode(w) != nil, r.mode == nil {
                    r.mode = w
                    continue
                }
                // The longest run of words that names a category.
                let all = [w] + words
                var found = false
                for n in stride(from: all.count, through: 1, by: -1) {
                    let name = all.prefix(n).joined(separator: " ")
                    if let c = categories.first(where: { $0.category.id.lowercased() == name || $0.category.name.lowercased() == name }) {
                        r.categoryID = c.category.id
                        words.removeFirst(n - 1)
                        found = true
                        break
                    }
                }
                if !found { return (nil, w) }
            }
        }
        return (r, nil)
    }

    /// The query and words for a board request on `day`.
    func boardQuery(_ r: BoardRequest, day: String) -> (LeaderboardQuery, String) {
        var q = LeaderboardQuery(mode: r.mode, categoryID: r.categoryID)
        var words: String
        switch r.period {
        case .daily:
            (q.from, q.through) = (day, day)
            words = "today"
        case .weekly:
            let week = ISOWeek(containing: day)
            (q.from, q.through) = (week?.first, week?.last)
            words = "this week"
        case .all: words = "of all time"
        }
        if let mode = r.mode { words += " in \(registry.mode(mode)?.descriptor.name.lowercased() ?? mode)" }
        if let c = r.categoryID { words += r.mode == nil ? " in \(categoryName(c))" : " \(categoryName(c))" }
        if r.friends {
            q.playerIDs = [player.id!] + ((try? store.followingIDs(of: player.id!)) ?? [])
            words += ", you and the players you follow"
        }
        return (q, words)
    }

    /// `board`.
    func board(_ argument: String) async {
        let (request, unknown) = boardRequest(argument)
        guard let request else {
            await say(
                .info(
                    "\"\(unknown ?? "")\" is not a period, mode or category. Type board, then any of: daily, weekly or all; a mode; a category; friends."
                ))
            return
        }
        let (query, words) = boardQuery(request, day: options.currentDay)
        guard let board = try? store.leaderboard(query, playerID: player.id!) else { return }
        guard !board.top.isEmpty else {
            await say(.info("Nobody has points on the board \(words) yet."))
            return
        }
        var items = board.top.map { "\($0.rank). \($0.player), \($0.score) point\($0.score == 1 ? "" : "s")." }
        if let rank = board.mine.rank, let points = board.mine.best {
            items.append("You: rank \(rank) of \(board.mine.players), \(points) points.")
        } else {
            items.append("You have no points on this board yet.")
        }
        await say(.list(title: "The board \(words): \(board.mine.players) player\(board.mine.players == 1 ? "" : "s").", items: items))
    }

    /// Lines for the end of a game: the weekly board of its mode and category, and a level
    /// crossed.
    func communityLines(
        _ setup: GameSetup, outcome: GameOutcome, status: ScoreStatus, player: PlayerRecord? = nil
    ) -> [String] {
        guard outcome == .completed, let id = (player ?? self.player).id else { return [] }
        var lines: [String] = []
        // A mode with its own board (the daily, the weekly challenge) says its rank itself.
        let ownBoard = registry.mode(setup.modeID).map { !$0.hooks.reportsStanding } ?? false
        let request = BoardRequest(period: .weekly, mode: setup.modeID, categoryID: setup.categoryID)
        let (query, words) = boardQuery(request, day: setup.date)
        if !ownBoard, let board = try? store.leaderboard(query, playerID: id), let rank = board.mine.rank {
            lines.append("Rank \(rank) of \(board.mine.players) \(words).")
        }
        let total = (try? store.totalPoints(playerID: id)) ?? 0
        let before = Self.level(points: total - status.score), after = Self.level(points: total)
        if after > before { lines.append("You reached level \(after)! \(total) points in all.") }
        return lines
    }
}
