import EarshotCore
import EarshotStore
import Foundation

/// The question walk as a whole (`submit`, `add question`, `edit question`) and the `submit`
/// command itself. What the walk keeps follows ``ExternalText``'s rule: a step refuses text
/// that breaks it, and a draft that still holds such text (an old question being edited) is
/// not sent until that field is typed again.
extension Session {
    /// Walks through every step (keeping values on Enter when `keep`), reads the question
    /// back and asks to confirm; any step can be redone by its name. `nil` when cancelled.
    func walkQuestion(_ start: QuestionDraft?, keep: Bool, confirmWord: String) async -> QuestionDraft? {
        var d = start ?? QuestionDraft()
        let m = messages
        do {
            if start == nil || keep {
                await say(.info(m("submit.cancelHint")), remember: false)
                for step in QuestionDraft.Step.allCases { try await walkStep(step, &d, keep: keep) }
            }
            while true {
                await say(.list(title: m("submit.yours"), items: d.readBack(categoryName: categoryName(d.categoryID), m)))
                if let missing = d.missing {
                    await say(.info(m("submit.stillNeeds", ["missing": QuestionDraft.missingWords(missing, m)])), remember: false)
                }
                if let (step, problem) = d.textProblem {
                    await say(.info(m(QuestionDraft.checkKey(step), ["problem": problem.describe(m)])), remember: false)
                }
                let steps = QuestionDraft.Step.allCases.map(\.rawValue).joined(separator: ", ")
                let t = try await walkLine(m("submit.confirm", ["word": confirmWord, "steps": steps]))
                if AnswerMatcher.trueFalseValue(t) == true || t.lowercased() == confirmWord {
                    if d.missing == nil, d.textProblem == nil { return d }
                    continue
                }
                if let step = QuestionDraft.Step(rawValue: t.lowercased()) ?? (t.lowercased() == "right" ? .answer : nil) {
                    try await walkStep(step, &d, keep: true)
                    if step == .kind || step == .options {
                        try await walkStep(.options, &d, keep: true)
                        try await walkStep(.answer, &d, keep: true)
                    }
                } else {
                    await say(.info(m("submit.confirm.retry", ["steps": steps])), remember: false)
                }
            }
        } catch {
            await say(.info(m("submit.stopped")))
            return nil
        }
    }

    /// `submit`, or `submit N` to edit and resend a question sent back for changes.
    func submit(_ argument: String) async {
        guard let me = await account else { return }
        let m = messages
        if me.banned {
            await say(.error(m.banned(me)))
            return
        }
        let arg = argument.trimmingWhitespace
        if let n = Int64(arg.trimmingCharacters(in: CharacterSet(charactersIn: "#"))) {
            guard let s = (try? await store.submission(n)) ?? nil, s.authorID == me.id else {
                await say(.error(m("submit.notYours", ["number": String(n)])))
                return
            }
            guard s.state == .changes else {
                await say(.info(m("submit.notEditable", ["number": String(n), "state": m.submissionState(s.state)])))
                return
            }
            await say(.info(m("submit.sentBack", ["number": String(n), "reason": s.reason ?? m("submit.noReason")])))
            guard let d = await walkQuestion(QuestionDraft(s.question), keep: true, confirmWord: "submit") else { return }
            do {
                try await store.resubmit(n, d.question)
                await say(.info(m("submit.resubmitted", ["number": String(n)])))
            } catch { await say(.error("\(error)")) }
            return
        }
        let limit = (try? await store.dailySubmissionLimit()) ?? 10
        let today = options.currentDay
        let sent = (try? await store.submissionCount(authorID: me.id, day: today)) ?? 0
        guard sent < limit else {
            await say(.info(m("submit.limit", ["count": String(sent)])))
            return
        }
        await say(.info(m("submit.start")))
        guard let d = await walkQuestion(nil, keep: false, confirmWord: "submit") else { return }
        do {
            let n = try await store.submit(d.question, authorID: me.id, day: today)
            await say(.info(m("submit.thanks", ["number": String(n)])))
        } catch { await say(.error("\(error)")) }
    }
}
