import EarshotCore
import EarshotStore
import Foundation

/// What moderators do with reports and feedback: list the open ones, fix a reported question
/// with the `edit question` walk, dismiss one, or mark one done.
extension ReportDesk {
    /// `reports`: open reports and feedback, oldest first, ten at a time.
    func list(offset: Int = 0) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("reports.action.list")) else { return }
        guard let (items, total) = try? await store.openReports(offset: offset, limit: Paging.size) else { return }
        guard total > 0 else {
            io.state[Paging.self] = nil
            await io.say(.info(m("reports.empty")))
            return
        }
        await Paging.show(
            io, title: m.plural("reports.title", count: total), items: items.map { line($0, m) }, shownTo: offset + items.count,
            total: total
        ) { await self.list(offset: offset + Paging.size) }
        if offset == 0 { await io.say(.info(m("reports.hint")), remember: false) }
    }

    /// One report as the list says it: its number, when, who, the question and their words.
    func line(_ r: Report, _ m: Messages) -> String {
        let values = [
            "number": String(r.id), "when": Self.when(r.sentAt), "reporter": r.reporterName, "words": r.words,
            "text": r.questionText ?? "", "question": r.questionID.map(String.init) ?? "",
        ]
        switch r.kind {
        case .feedback: return m("reports.item.feedback", values)
        case .question: return r.questionID == nil ? m("reports.item.notInBank", values) : m("reports.item.question", values)
        }
    }

    /// A moment as the list says it: the date and the time of day, on this computer's clock.
    static func when(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = .current
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: date)
    }

    /// The open report numbered at the start of `argument` and the words after it, or `nil`
    /// after saying how to name one, that there is none, or that it is closed.
    func openReport(_ argument: String, verb: String) async -> (Report, String)? {
        let m = io.messages
        guard let (n, rest) = ModerationDesk.number(argument) else {
            await io.say(.info(m("reports.usage", ["verb": verb])))
            return nil
        }
        guard let r = (try? await store.report(n)) ?? nil else {
            await io.say(.error(m("reports.unknown", ["number": String(n)])))
            return nil
        }
        guard r.state == .open else {
            await io.say(.info(m("reports.closed", ["number": String(n)])))
            return nil
        }
        return (r, rest)
    }

    /// `fix N`: the `edit question` walk on the question report N is about; once it is saved,
    /// every open report on that question is done, and each sender will hear.
    func fix(_ argument: String) async {
        let m = io.messages
        guard await directory.allows(.moderator, io, to: m("reports.action.fix")) else { return }
        guard let (r, _) = await openReport(argument, verb: "fix") else { return }
        let number = String(r.id)
        guard r.kind == .question else {
            await io.say(.info(m("reports.fix.feedback", ["number": number])))
            return
        }
        guard let questionID = r.questionID else {
            await io.say(.info(m("reports.fix.notInBank", ["number": number])))
            return
        }
        guard await bank.desk(io).editQuestion(String(questionID)) else {
            await io.say(.info(m("reports.fix.kept", ["number": number])))
            return
        }
        do {
            let closed = try await store.closeReports(questionID: questionID, moderatorID: io.player.id)
            switch closed.count {
            case 0: await io.say(.info(m("reports.closed", ["number": number])))
            case 1: await io.say(.info(m("reports.fix.done", ["number": number])))
            default: await io.say(.info(m("reports.fix.doneAll", ["number": number, "count": String(closed.count)])))
            }
        } catch { await io.say(.error(m("reports.notKept", ["error": "\(error)"]))) }
    }

    /// `dismiss N [REASON]` (closed without a change) and `resolve N [NOTE]` (dealt with).
    func close(_ argument: String, as state: ReportState) async {
        let m = io.messages
        let dismissing = state == .dismissed
        guard await directory.allows(.moderator, io, to: dismissing ? m("reports.action.dismiss") : m("reports.action.resolve"))
        else { return }
        guard let (r, reason) = await openReport(argument, verb: dismissing ? "dismiss" : "resolve") else { return }
        if let problem = ExternalText.problem(reason, limit: ExternalText.Limit.reason) {
            await io.say(.error(m("moderation.reason.refused", ["problem": problem.describe(m)])))
            return
        }
        let kept = ExternalText.clean(reason).trimmingWhitespace
        let number = String(r.id)
        do {
            guard try await store.closeReport(r.id, state: state, reason: kept.isEmpty ? nil : kept, moderatorID: io.player.id) else {
                await io.say(.info(m("reports.closed", ["number": number])))
                return
            }
            await io.say(.info(dismissing ? m("reports.dismiss.done", ["number": number]) : m("reports.resolve.done", ["number": number])))
        } catch { await io.say(.error(m("reports.notKept", ["error": "\(error)"]))) }
    }
}
