import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// The level for a number of total points: 1 + points ÷ 100.
    static func level(points: Int) -> Int { 1 + max(points, 0) / 100 }

    /// `follow NAME`.
    func follow(_ argument: String) async {
        guard let target = await namedAccount(argument), let me = player.id else { return }
        guard target.id != me else {
            await say(.info("You cannot follow yourself."))
            return
        }
        if (try? store.follow(me, target.id)) == true {
            await say(.info("You follow \(target.name) now. Their scores show on your friends board: board friends."))
        } else {
            await say(.info("You already follow \(target.name)."))
        }
    }

    /// `unfollow NAME`.
    func unfollow(_ argument: String) async {
        guard let target = await namedAccount(argument), let me = player.id else { return }
        if (try? store.unfollow(me, target.id)) == true {
            await say(.info("You no longer follow \(target.name)."))
        } else {
            await say(.info("You do not follow \(target.name)."))
        }
    }

    /// `followers` and `following`.
    func listFollows(followers: Bool) async {
        guard let me = player.id else { return }
        let names = (try? followers ? store.followers(of: me) : store.following(of: me)) ?? []
        if names.isEmpty {
            await say(.info(followers ? "Nobody follows you yet." : "You follow nobody yet. Type follow and a name."))
        } else {
            let title =
                followers ? "\(names.count) \(names.count == 1 ? "player follows" : "players follow") you:" : "You follow \(names.count):"
            await say(.list(title: title, items: names))
        }
    }

    /// `profile [NAME]`.
    func profile(_ argument: String) async {
        let target: Account
        if argument.trimmingWhitespace.isEmpty {
            guard let me = account else { return }
            target = me
        } else {
            guard let other = await namedAccount(argument) else { return }
            target = other
        }
        let id = target.id
        let points = (try? store.totalPoints(playerID: id)) ?? 0
        let stats = try? store.stats(playerID: id)
        let days = (try? store.daysPlayed(playerID: id)) ?? []
        let streaks = Streaks.compute(days: days, today: options.currentDay)
        var items = ["Level \(Self.level(points: points)), \(points) points in all."]
        if let stats, stats.games > 0 {
            let accuracy = stats.answered > 0 ? Int((Double(stats.correct) / Double(stats.answered) * 100).rounded()) : 0
            items.append("\(stats.games) game\(stats.games == 1 ? "" : "s"), \(accuracy) percent of answers right.")
        } else {
            items.append("No games yet.")
        }
        items.append("Streak: \(streaks.current) day\(streaks.current == 1 ? "" : "s") now, longest \(streaks.longest).")
        for best in (try? store.bestPerMode(playerID: id)) ?? [] {
            items.append("Best in \(registry.mode(best.mode)?.descriptor.name ?? best.mode): \(best.best) points.")
        }
        let followers = (try? store.followers(of: id).count) ?? 0
        let following = (try? store.following(of: id).count) ?? 0
        items.append("\(followers) follower\(followers == 1 ? "" : "s"), following \(following).")
        let recent = (try? store.recentGames(playerID: id, limit: 5)) ?? []
        if !recent.isEmpty {
            items.append("Last \(recent.count == 1 ? "game" : "\(recent.count) games"):")
            items += recent.map(gameWords)
        }
        await say(.list(title: "\(target.name), \(target.role == .player ? "player" : target.role.rawValue):", items: items))
    }

    /// "2026-11-23, classic, Science: 300 points, 2 of 3 right." (or "left early").
    func gameWords(_ g: GameLine) -> String {
        let mode = registry.mode(g.mode)?.descriptor.name ?? g.mode
        let category = g.categoryID.map { ", \(categoryName($0))" } ?? ""
        let result = g.outcome == "completed" ? "\(g.score) points, \(g.correct) of \(g.total) right" : "left early"
        return "\(g.day), \(mode)\(category): \(result)."
    }

    /// `compare NAME`: this ISO week side by side.
    func compare(_ argument: String) async {
        guard let other = await namedAccount(argument), let me = account else { return }
        guard let week = ISOWeek(containing: options.currentDay) else { return }
        let a = (try? store.totals(playerID: me.id, from: week.first, through: week.last))
        let b = (try? store.totals(playerID: other.id, from: week.first, through: week.last))
        guard let a, let b else { return }
        func accuracy(_ t: PeriodTotals) -> String {
            t.answered > 0 ? "\(Int((Double(t.correct) / Double(t.answered) * 100).rounded())) percent" : "no answers"
        }
        let items = [
            "Games: you \(a.games), \(other.name) \(b.games).",
            "Points: you \(a.points), \(other.name) \(b.points).",
            "Accuracy: you \(accuracy(a)), \(other.name) \(accuracy(b)).",
            "Best daily: you \(a.bestDaily.map { "\($0)" } ?? "none"), \(other.name) \(b.bestDaily.map { "\($0)" } ?? "none").",
            a.points == b.points
                ? "You are level on points this week."
                : a.points > b.points
                    ? "You lead by \(a.points - b.points) points." : "\(other.name) leads by \(b.points - a.points) points.",
        ]
        await say(.list(title: "This week, \(week.first) to \(week.last): you and \(other.name).", items: items))
    }
}
