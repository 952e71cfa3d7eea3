import EarshotCore
import EarshotStore
import Foundation

/// Thrown inside the question walk when the player types cancel or input ends.
struct WalkCancelled: Error {}

extension Session {
    /// Asks one line of the walk. `cancel` (or the end of input) stops the walk.
    func walkLine(_ spoken: String) async throws -> String {
        // The step is shown and said in full (a prompt alone is only said), then read.
        await say(.info(spoken), remember: false)
        let line = await input.next(prompt: "> ")
        await speech?.interrupt()
        switch line {
        case .line(let text):
            if text.trimmingWhitespace.lowercased() == "cancel" { throw WalkCancelled() }
            return text.trimmingWhitespace
        case .eof:
            leaving = true
            throw WalkCancelled()
        case .interrupt:
            throw WalkCancelled()
        }
    }

    func categoryName(_ id: String) async -> String {
        await categoryNames()[id] ?? id
    }

    /// One step of the walk. With `keep`, Enter keeps the value the draft has.
    func walkStep(_ step: QuestionDraft.Step, _ d: inout QuestionDraft, keep: Bool) async throws {
        let m = messages
        let enterKeeps = keep ? m("submit.keep") : ""
        /// "Now: VALUE." when the step keeps a value.
        func now(_ value: String) -> String { keep ? m("submit.now", ["value": value]) : "" }
        switch step {
        case .kind:
            while true {
                let t = try await walkLine(
                    m.joinedSentences([m("submit.kind.ask"), now(QuestionDraft.kindWords(d.kind, m)), enterKeeps]))
                if t.isEmpty && keep { return }
                if let k = QuestionDraft.kind(from: t) {
                    if k != d.kind { d.options = [] }
                    d.kind = k
                    return
                }
                await say(.info(m("submit.kind.retry")), remember: false)
            }
        case .text:
            while true {
                let current = keep ? m("submit.nowText", ["text": d.text]) : ""
                let t = try await walkLine(m.joinedSentences([m("submit.text.ask"), current, enterKeeps]))
                if t.isEmpty && keep { return }
                if t.count >= 5 {
                    d.text = t
                    return
                }
                await say(.info(m("submit.text.short")), remember: false)
            }
        case .options:
            switch d.kind {
            case .truefalse: return
            case .choice:
                if keep, !d.options.isEmpty {
                    let t = try await walkLine(m("submit.options.keep", ["options": d.options.joined(separator: "; ")]))
                    if t.isEmpty { return }
                    d.options = Self.splitOptions(t)
                } else {
                    d.options = []
                    while d.options.count < AnswerMatcher.letters.count {
                        let letter = String(AnswerMatcher.letters[d.options.count]).uppercased()
                        let more = d.options.count >= 2 ? m("submit.option.more") : ""
                        let t = try await walkLine(m.joinedSentences([m("submit.option.ask", ["letter": letter]), more]))
                        if t.isEmpty {
                            if d.options.count >= 2 { break }
                            await say(.info(m("submit.option.twoNeeded")), remember: false)
                            continue
                        }
                        d.options.append(t)
                    }
                }
                if d.right >= d.options.count { d.right = 0 }
            default:
                let current = keep && !d.options.isEmpty ? [now(d.options.joined(separator: "; ")), enterKeeps] : []
                while true {
                    let t = try await walkLine(m.joinedSentences([m("submit.answers.ask")] + current))
                    if t.isEmpty && keep && !d.options.isEmpty { return }
                    let answers = Self.splitOptions(t)
                    if !answers.isEmpty {
                        d.options = answers
                        return
                    }
                }
            }
        case .answer:
            switch d.kind {
            case .choice:
                while true {
                    let list = d.options.enumerated().map { "\(String(AnswerMatcher.letters[$0.offset]).uppercased()), \($0.element)" }
                        .joined(separator: "; ")
                    let t = try await walkLine(
                        m.joinedSentences([
                            m("submit.answer.ask", ["options": list]), now(String(AnswerMatcher.letters[d.right]).uppercased()), enterKeeps,
                        ]))
                    if t.isEmpty && keep { return }
                    if t.count == 1, let i = AnswerMatcher.letters.firstIndex(of: Character(t.lowercased())), i < d.options.count {
                        d.right = i
                        return
                    }
                    if let n = Int(t), n >= 1, n <= d.options.count {
                        d.right = n - 1
                        return
                    }
                    await say(.info(m("submit.answer.retry")), remember: false)
                }
            case .truefalse:
                while true {
                    let t = try await walkLine(
                        m.joinedSentences([m("submit.truefalse.ask"), now(d.right == 1 ? "false" : "true"), enterKeeps]))
                    if t.isEmpty && keep { return }
                    if let v = AnswerMatcher.trueFalseValue(t) {
                        d.right = v ? 0 : 1
                        return
                    }
                    await say(.info(m("submit.truefalse.retry")), remember: false)
                }
            default: return
            }
        case .category:
            let all = await allCategories().filter { registry.generator(for: $0.category.id) == nil }
            while true {
                let names = all.map(\.category.name).joined(separator: m("list.separator"))
                let t = try await walkLine(
                    m.joinedSentences([m("submit.category.ask", ["names": names]), now(categoryName(d.categoryID)), enterKeeps]))
                if t.isEmpty && keep { return }
                if let c = all.first(where: {
                    $0.category.id.lowercased() == t.lowercased() || $0.category.name.lowercased() == t.lowercased()
                }) {
                    d.categoryID = c.category.id
                    return
                }
                await say(.info(m("submit.category.unknown", ["name": t])), remember: false)
            }
        case .difficulty:
            while true {
                let t = try await walkLine(m.joinedSentences([m("submit.difficulty.ask"), now(d.difficulty.rawValue), enterKeeps]))
                if t.isEmpty && keep { return }
                if let v = Difficulty(rawValue: t.lowercased()) {
                    d.difficulty = v
                    return
                }
                await say(.info(m("submit.difficulty.retry")), remember: false)
            }
        case .explanation:
            let current =
                keep ? m("submit.explanation.now", ["value": d.explanation ?? "none"]) : m("submit.explanation.orNone")
            let t = try await walkLine(m.joinedSentences([m("submit.explanation.ask"), current]))
            if t.isEmpty {
                if !keep { d.explanation = nil }
            } else {
                d.explanation = t.lowercased() == "none" ? nil : t
            }
        }
    }

    /// "a; b ;c" → ["a", "b", "c"].
    static func splitOptions(_ text: String) -> [String] {
        text.split(separator: ";").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }

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
                let steps = QuestionDraft.Step.allCases.map(\.rawValue).joined(separator: ", ")
                let t = try await walkLine(m("submit.confirm", ["word": confirmWord, "steps": steps]))
                if AnswerMatcher.trueFalseValue(t) == true || t.lowercased() == confirmWord {
                    if d.missing == nil { return d }
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
