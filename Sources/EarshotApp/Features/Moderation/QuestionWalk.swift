import EarshotCore
import EarshotStore
import Foundation

/// What the walk keeps follows ``ExternalText``'s rule: a step refuses text that breaks it,
/// and a draft that still holds such text (an old question being edited) is not sent until
/// that field is typed again.
extension QuestionWalk {
    /// Walks through every step (keeping values on Enter when `keep`), reads the question
    /// back and asks to confirm; any step can be redone by its name. `nil` when cancelled.
    func walkQuestion(_ start: QuestionDraft?, keep: Bool, confirmWord: String) async -> QuestionDraft? {
        var d = start ?? QuestionDraft()
        let m = io.messages
        do {
            if start == nil || keep {
                await io.say(.info(m("submit.cancelHint")), remember: false)
                for step in QuestionDraft.Step.allCases { try await walkStep(step, &d, keep: keep) }
            }
            while true {
                await io.say(.list(title: m("submit.yours"), items: d.readBack(categoryName: categoryName(d.categoryID), m)))
                if let missing = d.missing {
                    await io.say(.info(m("submit.stillNeeds", ["missing": QuestionDraft.missingWords(missing, m)])), remember: false)
                }
                if let (step, problem) = d.textProblem {
                    await io.say(.info(m(QuestionDraft.checkKey(step), ["problem": problem.describe(m)])), remember: false)
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
                    await io.say(.info(m("submit.confirm.retry", ["steps": steps])), remember: false)
                }
            }
        } catch {
            await io.say(.info(m("submit.stopped")))
            return nil
        }
    }
}
