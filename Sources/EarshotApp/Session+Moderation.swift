import EarshotCore
import EarshotStore
import Foundation

/// Per-session state of the community commands.
struct CommunityState {
    /// What `more` shows next, if a list has more pages.
    var more: (() async -> Void)?
}

extension Session {
    static let pageSize = 10

    /// Reads "N" or "#N" at the start of an argument; the rest follows.
    static func number(_ argument: String) -> (Int64, String)? {
        let words = argument.trimmingWhitespace.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first, let n = Int64(first.trimmingCharacters(in: CharacterSet(charactersIn: "#"))) else {
            return nil
        }
        return (n, words.count > 1 ? words[1].trimmingWhitespace : "")
    }

    /// Says one page of a list and remembers how to go on with `more`.
    func page(title: String, items: [String], shownTo: Int, total: Int, next: @escaping () async -> Void) async {
        var title = title
        if total > shownTo { title += " \(shownTo) of \(total) shown; type more for the next \(min(Self.pageSize, total - shownTo))." }
        await say(.list(title: title, items: items))
        community.more = total > shownTo ? next : nil
    }

    /// `more`.
    func more() async {
        guard let next = community.more else {
            await say(.info("There is nothing more to list."))
            return
        }
        await next()
    }

    /// `queue`: pending submissions, oldest first, ten at a time.
    func showQueue(offset: Int = 0) async {
        guard await allowed(.moderator, to: "see the moderation queue") else { return }
        guard let (items, total) = try? store.queue(offset: offset, limit: Self.pageSize) else { return }
        guard total > 0 else {
            community.more = nil
            await say(.info("The queue is empty: no questions are waiting for review."))
            return
        }
        let lines = items.map { s in
            "Number \(s.id), by \(s.authorName ?? "a deleted player"), \(categoryName(s.question.categoryID)): \(s.question.text)"
        }
        await page(
            title: "\(total) question\(total == 1 ? "" : "s") waiting, oldest first:", items: lines, shownTo: offset + items.count,
            total: total
        ) { [unowned self] in await self.showQueue(offset: offset + Self.pageSize) }
    }

    /// `review N`.
    func review(_ argument: String) async {
        guard await allowed(.moderator, to: "review submitted questions") else { return }
        guard let (n, _) = Self.number(argument), let s = (try? store.submission(n)) ?? nil else {
            await say(.info("Type review and the number of a question in the queue, for example review 3."))
            return
        }
        var items = QuestionDraft(s.question).readBack(categoryName: categoryName(s.question.categoryID))
        items.insert("By \(s.authorName ?? "a deleted player"), \(s.state.words).", at: 0)
        if let r = s.reason { items.append("Reason given: \(r).") }
        await say(.list(title: "Submitted question \(n):", items: items))
        if s.state == .pending {
            await say(.info("Type approve \(n), reject \(n) and a reason, or ask changes \(n) and what to change."), remember: false)
        }
    }

    /// `approve N`.
    func approve(_ argument: String) async {
        guard await allowed(.moderator, to: "approve questions") else { return }
        guard let (n, _) = Self.number(argument) else {
            await say(.info("Type approve and the question's number, for example approve 3."))
            return
        }
        do {
            let id = try store.approve(n, reviewerID: player.id!)
            let category = (try? store.submission(n))?.map { categoryName($0.question.categoryID) } ?? ""
            await say(
                .info("Question \(n) is approved: it is question \(id) in \(category) now, and games will draw it. Its author will hear."))
        } catch { await say(.error("\(error)")) }
    }

    /// `reject N REASON` and `ask changes N REASON`.
    func decide(_ argument: String, state: SubmissionState) async {
        let verb = state == .rejected ? "reject" : "ask changes"
        guard await allowed(.moderator, to: state == .rejected ? "reject questions" : "ask for changes") else { return }
        guard let (n, reason) = Self.number(argument), !reason.isEmpty else {
            await say(
                .info("Type \(verb), the question's number and a reason the author will hear, for example \(verb) 3 the answer is wrong."))
            return
        }
        do {
            try store.decide(n, state: state, reason: reason, reviewerID: player.id!)
            await say(
                .info(
                    state == .rejected
                        ? "Question \(n) is rejected. Its author will hear why."
                        : "Question \(n) goes back to its author with your note. It returns to the queue when they send it again."))
        } catch { await say(.error("\(error)")) }
    }
}
