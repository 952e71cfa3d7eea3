import EarshotCore
import EarshotStore
import Foundation

extension Boards {
    /// `profile [NAME]`: a player's level, games, streak, best scores, follows and last games.
    func profile(_ target: Account, _ io: any SessionIO) async {
        let id = target.id
        let m = io.messages
        let points = (try? await boards.totalPoints(playerID: id)) ?? 0
        let stats = try? await store.stats(playerID: id)
        let days = (try? await store.daysPlayed(playerID: id)) ?? []
        let streaks = Streaks.compute(days: days, today: environment.options.currentDay)
        var items = [m("social.profile.level", ["level": String(Self.level(points: points)), "points": String(points)])]
        if let stats, stats.games > 0 {
            let accuracy = stats.answered > 0 ? Int((Double(stats.correct) / Double(stats.answered) * 100).rounded()) : 0
            items.append(m.plural("social.profile.games", count: stats.games, ["accuracy": String(accuracy)]))
        } else {
            items.append(m("social.profile.noGames"))
        }
        items.append(m.plural("social.profile.streak", count: streaks.current, ["longest": String(streaks.longest)]))
        for best in (try? await boards.bestPerMode(playerID: id)) ?? [] {
            items.append(
                m("social.profile.best", ["mode": registry.mode(best.mode)?.descriptor.name ?? best.mode, "points": String(best.best)]))
        }
        let followers = (try? await follows.followers(of: id).count) ?? 0
        let following = (try? await follows.following(of: id).count) ?? 0
        items.append(m.plural("social.profile.follows", count: followers, ["following": String(following)]))
        let recent = (try? await boards.recentGames(playerID: id, limit: 5)) ?? []
        let title = m("social.profile.title", ["name": target.name, "role": m.roleWord(target.role)])
        guard !recent.isEmpty else { return await io.say(.list(title: title, items: items)) }
        items.append(m.plural("social.profile.recent", count: recent.count))
        var lines: [String] = []
        var rows: [[String]] = []
        for g in recent {
            lines.append(await words(for: g, m))
            let category = await g.categoryID.asyncMap { await categories.name(id: $0, m) } ?? ""
            rows.append([g.day, registry.mode(g.mode)?.descriptor.name ?? g.mode, category, result(of: g, m)])
        }
        let columns = [
            "social.profile.column.day", "social.profile.column.mode", "social.profile.column.category", "social.profile.column.result",
        ]
        .map { m($0) }
        await io.say(.table(TableView(title: title, intro: items, columns: columns, rows: rows, lines: lines)))
    }

    /// "300 points, 2 of 3 right." or "left early".
    func result(of g: GameLine, _ m: Messages) -> String {
        g.outcome == "completed"
            ? m("social.game.result", ["score": String(g.score), "correct": String(g.correct), "total": String(g.total)])
            : m("social.game.left")
    }

    /// "2026-11-23, classic, Science: 300 points, 2 of 3 right." (or "left early").
    func words(for g: GameLine, _ m: Messages) async -> String {
        let mode = registry.mode(g.mode)?.descriptor.name ?? g.mode
        var values = ["day": g.day, "mode": mode, "result": result(of: g, m)]
        guard let category = g.categoryID else { return m("social.game.line", values) }
        values["category"] = await categories.name(id: category, m)
        return m("social.game.lineCategory", values)
    }

    /// `compare NAME`: this ISO week side by side.
    func compare(_ me: Account, with other: Account, _ io: any SessionIO) async {
        guard let week = ISOWeek(containing: environment.options.currentDay) else { return }
        let a = (try? await boards.totals(playerID: me.id, from: week.first, through: week.last))
        let b = (try? await boards.totals(playerID: other.id, from: week.first, through: week.last))
        guard let a, let b else { return }
        let m = io.messages
        func accuracy(_ t: PeriodTotals) -> String {
            t.answered > 0
                ? m("social.compare.percent", ["value": String(Int((Double(t.correct) / Double(t.answered) * 100).rounded()))])
                : m("social.compare.noAnswers")
        }
        func pair(_ mine: String, _ theirs: String) -> [String: String] { ["mine": mine, "name": other.name, "theirs": theirs] }
        let none = m("social.compare.none")
        let items = [
            m("social.compare.games", pair(String(a.games), String(b.games))),
            m("social.compare.points", pair(String(a.points), String(b.points))),
            m("social.compare.accuracy", pair(accuracy(a), accuracy(b))),
            m("social.compare.bestDaily", pair(a.bestDaily.map { "\($0)" } ?? none, b.bestDaily.map { "\($0)" } ?? none)),
            a.points == b.points
                ? m("social.compare.level")
                : a.points > b.points
                    ? m("social.compare.lead", ["count": String(a.points - b.points)])
                    : m("social.compare.behind", ["name": other.name, "count": String(b.points - a.points)]),
        ]
        await io.say(.list(title: m("social.compare.title", ["from": week.first, "through": week.last, "name": other.name]), items: items))
    }
}

extension Optional {
    /// `map` for an async transform.
    func asyncMap<T>(_ transform: (Wrapped) async -> T) async -> T? {
        guard let self else { return nil }
        return await transform(self)
    }
}
