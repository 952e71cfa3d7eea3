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
    func boardRequest(_ argument: String) async -> (BoardRequest?, String?) {
        var r = BoardRequest()
        var words = argument.lowercased().split(separator: " ").map(String.init)
        let categories = await allCategories()
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
    func boardQuery(_ r: BoardRequest, day: String) async -> (LeaderboardQuery, String) {
        var q = LeaderboardQuery(mode: r.mode, categoryID: r.categoryID)
        let m = messages
        var words: String
        switch r.period {
        case .daily:
            (q.from, q.through) = (day, day)
            words = m("board.scope.today")
        case .weekly:
            let week = ISOWeek(containing: day)
            (q.from, q.through) = (week?.first, week?.last)
            words = m("board.scope.week")
        case .all: words = m("board.scope.all")
        }
        let mode = r.mode.map { registry.mode($0)?.descriptor.displayName(m).lowercased() ?? $0 }
        let category = await r.categoryID.asyncMap { await categoryName($0) }
        switch (mode, category) {
        case (let mode?, let category?): words = m("board.scope.modeCategory", ["scope": words, "mode": mode, "category": category])
        case (let mode?, nil): words = m("board.scope.mode", ["scope": words, "mode": mode])
        case (nil, let category?): words = m("board.scope.category", ["scope": words, "category": category])
        case (nil, nil): break
        }
        if r.friends {
            q.playerIDs = [player.id!] + ((try? await store.followingIDs(of: player.id!)) ?? [])
            words = m("board.scope.friends", ["scope": words])
        }
        return (q, words)
    }

    /// `board`.
    func board(_ argument: String) async {
        let (request, unknown) = await boardRequest(argument)
        let m = messages
        guard let request else {
            await say(.info(m("board.unknown", ["word": unknown ?? ""])))
            return
        }
        let (query, words) = await boardQuery(request, day: options.currentDay)
        guard let board = try? await store.leaderboard(query, playerID: player.id!, limit: 10) else { return }
        guard !board.top.isEmpty else {
            await say(.info(m("board.empty", ["scope": words])))
            return
        }
        var items = board.top.map { m.plural("board.item", count: $0.score, ["rank": String($0.rank), "name": $0.player]) }
        if let rank = board.mine.rank, let points = board.mine.best {
            items.append(m("board.you", ["rank": String(rank), "players": String(board.mine.players), "points": String(points)]))
        } else {
            items.append(m("board.youNone"))
        }
        await say(.list(title: m.plural("board.title", count: board.mine.players, ["scope": words]), items: items))
    }

    /// Lines for the end of a game: the weekly board of its mode and category, and a level
    /// crossed.
    func communityLines(
        _ setup: GameSetup, outcome: GameOutcome, status: ScoreStatus, player: PlayerRecord? = nil
    ) async -> [String] {
        guard outcome == .completed, let id = (player ?? self.player).id else { return [] }
        var lines: [String] = []
        // A mode with its own board (the daily, the weekly challenge) says its rank itself.
        let ownBoard = registry.mode(setup.modeID).map { !$0.hooks.reportsStanding } ?? false
        let request = BoardRequest(period: .weekly, mode: setup.modeID, categoryID: setup.categoryID)
        let (query, words) = await boardQuery(request, day: setup.date)
        let m = messages
        if !ownBoard, let board = try? await store.leaderboard(query, playerID: id, limit: 10), let rank = board.mine.rank {
            lines.append(m("board.rank", ["rank": String(rank), "players": String(board.mine.players), "scope": words]))
        }
        let total = (try? await store.totalPoints(playerID: id)) ?? 0
        let before = Self.level(points: total - status.score), after = Self.level(points: total)
        if after > before { lines.append(m("board.level", ["level": String(after), "points": String(total)])) }
        return lines
    }
}
