import EarshotCore
import EarshotStore
import Foundation

/// The moderation feature for one player: `submit`, `queue`, `review`, `approve`,
/// `reject` and `ask changes`.
struct ModerationDesk {
    let io: any SessionIO
    let store: any ModerationStore
    let directory: AccountDirectory
    let categories: CategoryDirectory
    let walk: QuestionWalk

    /// Reads "N" or "#N" at the start of an argument; the rest follows.
    static func number(_ argument: String) -> (Int64, String)? {
        let words = argument.trimmingWhitespace.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first, let n = Int64(first.trimmingCharacters(in: CharacterSet(charactersIn: "#"))) else {
            return nil
        }
        return (n, words.count > 1 ? words[1].trimmingWhitespace : "")
    }
}

extension ModerationDesk {
    /// `queue`: pending submissions, oldest first, ten at a time.
    func showQueue(offset: Int = 0) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("moderation.action.queue")) else { return }
        guard let (items, total) = try? await store.queue(offset: offset, limit: Paging.size) else { return }
        guard total > 0 else {
            io.state[Paging.self] = nil
            await io.say(.info(m("moderation.queue.empty")))
            return
        }
        let names = await categories.names(io.messages)
        let lines = items.map { s in
            m(
                "moderation.queue.item",
                [
                    "number": String(s.id), "author": s.authorName ?? m("moderation.deletedAuthor"),
                    "category": names[s.question.categoryID] ?? s.question.categoryID, "text": s.question.text,
                ])
        }
        await Paging.show(
            io,
            title: m.plural("moderation.queue.title", count: total), items: lines, shownTo: offset + items.count, total: total
        ) { await self.showQueue(offset: offset + Paging.size) }
    }

    /// `review N`.
    func review(_ argument: String) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("moderation.action.review")) else { return }
        guard let (n, _) = Self.number(argument), let s = (try? await store.submission(n)) ?? nil else {
            await io.say(.info(m("moderation.review.usage")))
            return
        }
        var items = QuestionDraft(s.question).readBack(categoryName: await categories.name(id: s.question.categoryID, io.messages), m)
        items.insert(
            m("moderation.review.by", ["author": s.authorName ?? m("moderation.deletedAuthor"), "state": m.submissionState(s.state)]),
            at: 0)
        if let r = s.reason { items.append(m("moderation.review.reason", ["reason": r])) }
        await io.say(.list(title: m("moderation.review.title", ["number": String(n)]), items: items))
        if let (_, problem) = QuestionDraft(s.question).textProblem {
            await io.say(.info(m("moderation.review.textProblem", ["number": String(n), "problem": problem.describe(m)])), remember: false)
        } else if s.state == .pending {
            await io.say(.info(m("moderation.review.hint", ["number": String(n)])), remember: false)
        }
    }

    /// `approve N`.
    func approve(_ argument: String) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("moderation.action.approve")) else { return }
        guard let (n, _) = Self.number(argument) else {
            await io.say(.info(m("moderation.approve.usage")))
            return
        }
        // A question sent before the text rule (or written into the store by other means) is
        // never approved as it is: it goes back to its author instead.
        if let s = (try? await store.submission(n)) ?? nil, let (_, problem) = QuestionDraft(s.question).textProblem {
            await io.say(.error(m("moderation.approve.refused", ["number": String(n), "problem": problem.describe(m)])))
            return
        }
        do {
            let id = try await store.approve(n, reviewerID: io.player.id)
            let approved = (try? await store.submission(n)) ?? nil
            let category = await approved.asyncMap { await categories.name(id: $0.question.categoryID, io.messages) } ?? ""
            await io.say(.info(m("moderation.approve.done", ["number": String(n), "id": String(id), "category": category])))
        } catch { await io.say(.error("\(error)")) }
    }

    /// `reject N REASON` and `ask changes N REASON`.
    func decide(_ argument: String, state: SubmissionState) async {
        let verb = state == .rejected ? "reject" : "ask changes"
        let m = io.messages
        guard
            await directory.allows(.moderator, io, to: state == .rejected ? m("moderation.action.reject") : m("moderation.action.changes"))
        else {
            return
        }
        guard let (n, reason) = Self.number(argument), !reason.isEmpty else {
            await io.say(.info(m("moderation.decide.usage", ["verb": verb])))
            return
        }
        if let problem = ExternalText.problem(reason, limit: ExternalText.Limit.reason) {
            await io.say(.error(m("moderation.reason.refused", ["problem": problem.describe(m)])))
            return
        }
        do {
            try await store.decide(n, state: state, reason: reason, reviewerID: io.player.id)
            await io.say(
                .info(
                    state == .rejected
                        ? m("moderation.reject.done", ["number": String(n)]) : m("moderation.changes.done", ["number": String(n)])))
        } catch { await io.say(.error("\(error)")) }
    }
}

extension ModerationDesk {
    /// `submit`, or `submit N` to edit and resend a question sent back for changes.
    func submit(_ argument: String) async {
        guard let me = await directory.current(io) else { return }
        let m = io.messages
        if me.banned {
            await io.say(.error(m.banned(me)))
            return
        }
        let arg = argument.trimmingWhitespace
        if let n = Int64(arg.trimmingCharacters(in: CharacterSet(charactersIn: "#"))) {
            guard let s = (try? await store.submission(n)) ?? nil, s.authorID == me.id else {
                await io.say(.error(m("submit.notYours", ["number": String(n)])))
                return
            }
            guard s.state == .changes else {
                await io.say(.info(m("submit.notEditable", ["number": String(n), "state": m.submissionState(s.state)])))
                return
            }
            await io.say(.info(m("submit.sentBack", ["number": String(n), "reason": s.reason ?? m("submit.noReason")])))
            guard let d = await walk.walkQuestion(QuestionDraft(s.question), keep: true, confirmWord: "submit") else { return }
            do {
                try await store.resubmit(n, d.question)
                await io.say(.info(m("submit.resubmitted", ["number": String(n)])))
            } catch { await io.say(.error("\(error)")) }
            return
        }
        let limit = (try? await store.dailySubmissionLimit()) ?? 10
        let today = io.options.currentDay
        let sent = (try? await store.submissionCount(authorID: me.id, day: today)) ?? 0
        guard sent < limit else {
            await io.say(.info(m("submit.limit", ["count": String(sent)])))
            return
        }
        await io.say(.info(m("submit.start")))
        guard let d = await walk.walkQuestion(nil, keep: false, confirmWord: "submit") else { return }
        do {
            let n = try await store.submit(d.question, authorID: me.id, day: today)
            await io.say(.info(m("submit.thanks", ["number": String(n)])))
        } catch { await io.say(.error("\(error)")) }
    }
}
