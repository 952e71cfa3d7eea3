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
        if total > shownTo {
            let values = ["shown": String(shownTo), "total": String(total), "next": String(min(Self.pageSize, total - shownTo))]
            title = messages.joinedSentences([title, messages("moderation.page.more", values)])
        }
        await say(.list(title: title, items: items))
        community.more = total > shownTo ? next : nil
    }

    /// `more`.
    func more() async {
        guard let next = community.more else {
            await say(.info(messages("moderation.more.none")))
            return
        }
        await next()
    }

    /// `queue`: pending submissions, oldest first, ten at a time.
    func showQueue(offset: Int = 0) async {
        let m = messages
        guard await allowed(.moderator, to: m("moderation.action.queue")) else { return }
        guard let (items, total) = try? await store.queue(offset: offset, limit: Self.pageSize) else { return }
        guard total > 0 else {
            community.more = nil
            await say(.info(m("moderation.queue.empty")))
            return
        }
        let names = await categoryNames()
        let lines = items.map { s in
            m(
                "moderation.queue.item",
                [
                    "number": String(s.id), "author": s.authorName ?? m("moderation.deletedAuthor"),
                    "category": names[s.question.categoryID] ?? s.question.categoryID, "text": s.question.text,
                ])
        }
        await page(
            title: m.plural("moderation.queue.title", count: total), items: lines, shownTo: offset + items.count, total: total
        ) { [unowned self] in await self.showQueue(offset: offset + Self.pageSize) }
    }

    /// `review N`.
    func review(_ argument: String) async {
        let m = messages
        guard await allowed(.moderator, to: m("moderation.action.review")) else { return }
        guard let (n, _) = Self.number(argument), let s = (try? await store.submission(n)) ?? nil else {
            await say(.info(m("moderation.review.usage")))
            return
        }
        var items = QuestionDraft(s.question).readBack(categoryName: await categoryName(s.question.categoryID), m)
        items.insert(
            m("moderation.review.by", ["author": s.authorName ?? m("moderation.deletedAuthor"), "state": m.submissionState(s.state)]),
            at: 0)
        if let r = s.reason { items.append(m("moderation.review.reason", ["reason": r])) }
        await say(.list(title: m("moderation.review.title", ["number": String(n)]), items: items))
        if let (_, problem) = QuestionDraft(s.question).textProblem {
            await say(.info(m("moderation.review.textProblem", ["number": String(n), "problem": problem.describe(m)])), remember: false)
        } else if s.state == .pending {
            await say(.info(m("moderation.review.hint", ["number": String(n)])), remember: false)
        }
    }

    /// `approve N`.
    func approve(_ argument: String) async {
        let m = messages
        guard await allowed(.moderator, to: m("moderation.action.approve")) else { return }
        guard let (n, _) = Self.number(argument) else {
            await say(.info(m("moderation.approve.usage")))
            return
        }
        // A question sent before the text rule (or written into the store by other means) is
        // never approved as it is: it goes back to its author instead.
        if let s = (try? await store.submission(n)) ?? nil, let (_, problem) = QuestionDraft(s.question).textProblem {
            await say(.error(m("moderation.approve.refused", ["number": String(n), "problem": problem.describe(m)])))
            return
        }
        do {
            let id = try await store.approve(n, reviewerID: player.id!)
            let approved = (try? await store.submission(n)) ?? nil
            let category = await approved.asyncMap { await categoryName($0.question.categoryID) } ?? ""
            await say(.info(m("moderation.approve.done", ["number": String(n), "id": String(id), "category": category])))
        } catch { await say(.error("\(error)")) }
    }

    /// `reject N REASON` and `ask changes N REASON`.
    func decide(_ argument: String, state: SubmissionState) async {
        let verb = state == .rejected ? "reject" : "ask changes"
        let m = messages
        guard await allowed(.moderator, to: state == .rejected ? m("moderation.action.reject") : m("moderation.action.changes")) else {
            return
        }
        guard let (n, reason) = Self.number(argument), !reason.isEmpty else {
            await say(.info(m("moderation.decide.usage", ["verb": verb])))
            return
        }
        if let problem = ExternalText.problem(reason, limit: ExternalText.Limit.reason) {
            await say(.error(m("moderation.reason.refused", ["problem": problem.describe(m)])))
            return
        }
        do {
            try await store.decide(n, state: state, reason: reason, reviewerID: player.id!)
            await say(
                .info(
                    state == .rejected
                        ? m("moderation.reject.done", ["number": String(n)]) : m("moderation.changes.done", ["number": String(n)])))
        } catch { await say(.error("\(error)")) }
    }
}
