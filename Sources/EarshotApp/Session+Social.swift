import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// The level for a number of total points: 1 + points ÷ 100.
    static func level(points: Int) -> Int { 1 + max(points, 0) / 100 }

    /// `profile [NAME]`.
    func profile(_ argument: String) async {
        let target: Account
        if argument.trimmingWhitespace.isEmpty {
            guard let me = await account else { return }
            target = me
        } else {
            guard let other = await namedAccount(argument) else { return }
            target = other
        }
        let id = target.id
        let points = (try? await store.totalPoints(playerID: id)) ?? 0
        let stats = try? await store.stats(playerID: id)
        let days = (try? await store.daysPlayed(playerID: id)) ?? []
        let streaks = Streaks.compute(days: days, today: options.currentDay)
        let m = messages
        var items = [m("social.profile.level", ["level": String(Self.level(points: points)), "points": String(points)])]
        if let stats, stats.games > 0 {
            let accuracy = stats.answered > 0 ? Int((Double(stats.correct) / Double(stats.answered) * 100).rounded()) : 0
            items.append(m.plural("social.profile.games", count: stats.games, ["accuracy": String(accuracy)]))
        } else {
            items.append(m("social.profile.noGames"))
        }
        items.append(m.plural("social.profile.streak", count: streaks.current, ["longest": String(streaks.longest)]))
        for best in (try? await store.bestPerMode(playerID: id)) ?? [] {
            items.append(
                m("social.profile.best", ["mode": registry.mode(best.mode)?.descriptor.name ?? best.mode, "points": String(best.best)]))
        }
        let followers = (try? await store.followers(of: id).count) ?? 0
        let following = (try? await store.following(of: id).count) ?? 0
        items.append(m.plural("social.profile.follows", count: followers, ["following": String(following)]))
        let recent = (try? await store.recentGames(playerID: id, limit: 5)) ?? []
        if !recent.isEmpty {
            items.append(m.plural("social.profile.recent", count: recent.count))
            for g in recent { items.append(await gameWords(g)) }
        }
        await say(.list(title: m("social.profile.title", ["name": target.name, "role": m.roleWord(target.role)]), items: items))
    }

    /// "2026-11-23, classic, Science: 300 points, 2 of 3 right." (or "left early").
    func gameWords(_ g: GameLine) async -> String {
        let m = messages
        let mode = registry.mode(g.mode)?.descriptor.name ?? g.mode
        let result =
            g.outcome == "completed"
            ? m("social.game.result", ["score": String(g.score), "correct": String(g.correct), "total": String(g.total)])
            : m("social.game.left")
        var values = ["day": g.day, "mode": mode, "result": result]
        guard let category = g.categoryID else { return m("social.game.line", values) }
        values["category"] = await categoryName(category)
        return m("social.game.lineCategory", values)
    }

    /// `compare NAME`: this ISO week side by side.
    func compare(_ argument: String) async {
        guard let other = await namedAccount(argument), let me = await account else { return }
        guard let week = ISOWeek(containing: options.currentDay) else { return }
        let a = (try? await store.totals(playerID: me.id, from: week.first, through: week.last))
        let b = (try? await store.totals(playerID: other.id, from: week.first, through: week.last))
        guard let a, let b else { return }
        let m = messages
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
        await say(.list(title: m("social.compare.title", ["from": week.first, "through": week.last, "name": other.name]), items: items))
    }
}
