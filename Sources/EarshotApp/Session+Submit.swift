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

    func categoryName(_ id: String) -> String {
        categoryNames()[id] ?? id
    }

    /// One step of the walk. With `keep`, Enter keeps the value the draft has.
    func walkStep(_ step: QuestionDraft.Step, _ d: inout QuestionDraft, keep: Bool) async throws {
        let enterKeeps = keep ? " Press Enter to keep it." : ""
        switch step {
        case .kind:
            while true {
                let now = keep ? " Now: \(QuestionDraft.kindWords(d.kind))." : ""
                let t = try await walkLine("What kind of question? Type choice, true or false, or typed.\(now)\(enterKeeps)")
                if t.isEmpty && keep { return }
                if let k = QuestionDraft.kind(from: t) {
                    if k != d.kind { d.options = [] }
                    d.kind = k
                    return
                }
                await say(.info("Please type choice, true or false, or typed."), remember: false)
            }
        case .text:
            while true {
                let now = keep ? " Now: \(d.text)" : ""
                let t = try await walkLine("Type the question.\(now)\(enterKeeps)")
                if t.isEmpty && keep { return }
                if t.count >= 5 {
                    d.text = t
                    return
                }
                await say(.info("A question needs at least a few words."), remember: false)
            }
        case .options:
            switch d.kind {
            case .truefalse: return
            case .choice:
                if keep, !d.options.isEmpty {
                    let t = try await walkLine(
                        "The options now: \(d.options.joined(separator: "; ")). Type new options separated by semicolons, or press Enter to keep them."
                    )
                    if t.isEmpty { return }
                    d.options = Self.splitOptions(t)
                } else {
                    d.options = []
                    while d.options.count < AnswerMatcher.letters.count {
                        let letter = String(AnswerMatcher.letters[d.options.count]).uppercased()
                        let more = d.options.count >= 2 ? " Press Enter when there are no more." : ""
                        let t = try await walkLine("Option \(letter)?\(more)")
                        if t.isEmpty {
                            if d.options.count >= 2 { break }
                            await say(.info("A choice question needs at least two options."), remember: false)
                            continue
                        }
                        d.options.append(t)
                    }
                }
                if d.right >= d.options.count { d.right = 0 }
            default:
                let now = keep && !d.options.isEmpty ? " Now: \(d.options.joined(separator: "; ")).\(enterKeeps)" : ""
                while true {
                    let t = try await walkLine("Type the answer. Other accepted answers may follow, separated by semicolons.\(now)")
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
                    let now = keep ? " Now: \(String(AnswerMatcher.letters[d.right]).uppercased())." : ""
                    let t = try await walkLine("Which option is right? Type its letter. \(list).\(now)\(enterKeeps)")
                    if t.isEmpty && keep { return }
                    if t.count == 1, let i = AnswerMatcher.letters.firstIndex(of: Character(t.lowercased())), i < d.options.count {
                        d.right = i
                        return
                    }
                    if let n = Int(t), n >= 1, n <= d.options.count {
                        d.right = n - 1
                        return
                    }
                    await say(.info("Please type the letter of one of the options."), remember: false)
                }
            case .truefalse:
                while true {
                    let now = keep ? " Now: \(d.right == 1 ? "false" : "true")." : ""
                    let t = try await walkLine("Is the statement true or false?\(now)\(enterKeeps)")
                    if t.isEmpty && keep { return }
                    if let v = AnswerMatcher.trueFalseValue(t) {
                        d.right = v ? 0 : 1
                        return
                    }
                    await say(.info("Please type true or false."), remember: false)
                }
            default: return
            }
        case .category:
            let all = allCategories().filter { registry.generator(for: $0.category.id) == nil }
            while true {
                let now = keep ? " Now: \(categoryName(d.categoryID)).\(enterKeeps)" : ""
                let t = try await walkLine(
                    "Which category? \(all.map(\.category.name).joined(separator: ", ")).\(now)")
                if t.isEmpty && keep { return }
                if let c = all.first(where: {
                    $0.category.id.lowercased() == t.lowercased() || $0.category.name.lowercased() == t.lowercased()
                }) {
                    d.categoryID = c.category.id
                    return
                }
                await say(.info("There is no category called \(t). Type one of the names read out."), remember: false)
            }
        case .difficulty:
            while true {
                let now = keep ? " Now: \(d.difficulty.rawValue).\(enterKeeps)" : ""
                let t = try await walkLine("How hard is it? Type easy, medium or hard.\(now)")
                if t.isEmpty && keep { return }
                if let v = Difficulty(rawValue: t.lowercased()) {
                    d.difficulty = v
                    return
                }
                await say(.info("Please type easy, medium or hard."), remember: false)
            }
        case .explanation:
            let now =
                keep ? " Now: \(d.explanation ?? "none"). Press Enter to keep it, or type none to remove it." : " Or press Enter for none."
            let t = try await walkLine("Type an explanation, said after the answer is revealed.\(now)")
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
        do {
            if start == nil || keep {
                await say(.info("Type cancel at any step to stop."), remember: false)
                for step in QuestionDraft.Step.allCases { try await walkStep(step, &d, keep: keep) }
            }
            while true {
                await say(.list(title: "Your question:", items: d.readBack(categoryName: categoryName(d.categoryID))))
                if let missing = d.missing { await say(.info("It still needs \(missing)."), remember: false) }
                let steps = QuestionDraft.Step.allCases.map(\.rawValue).joined(separator: ", ")
                let t = try await walkLine(
                    "Type yes to \(confirmWord) it, or the name of a step to redo it: \(steps). Or type cancel.")
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
                    await say(.info("Please type yes, cancel, or one of: \(steps)."), remember: false)
                }
            }
        } catch {
            await say(.info("Stopped. Nothing was saved."))
            return nil
        }
    }

    /// `submit`, or `submit N` to edit and resend a question sent back for changes.
    func submit(_ argument: String) async {
        guard let me = account else { return }
        if me.banned {
            await say(.error(Self.bannedMessage(me)))
            return
        }
        let arg = argument.trimmingWhitespace
        if let n = Int64(arg.trimmingCharacters(in: CharacterSet(charactersIn: "#"))) {
            guard let s = (try? store.submission(n)) ?? nil, s.authorID == me.id else {
                await say(.error("You have no submitted question number \(n). Type submit on its own to write a new one."))
                return
            }
            guard s.state == .changes else {
                await say(.info("Your question \(n) is \(s.state.words), so it cannot be edited now."))
                return
            }
            await say(.info("Question \(n) was sent back: \(s.reason ?? "no reason given"). Each step follows; Enter keeps it."))
            guard let d = await walkQuestion(QuestionDraft(s.question), keep: true, confirmWord: "submit") else { return }
            do {
                try store.resubmit(n, d.question)
                await say(.info("Question \(n) is back in the queue. You will hear what the moderators decide."))
            } catch { await say(.error("\(error)")) }
            return
        }
        let limit = (try? store.dailySubmissionLimit()) ?? 10
        let today = options.currentDay
        let sent = (try? store.submissionCount(authorID: me.id, day: today)) ?? 0
        guard sent < limit else {
            await say(.info("You have submitted \(sent) questions today, the most a player may send in a day. Try again tomorrow."))
            return
        }
        await say(.info("Let's write a question for the community, one step at a time."))
        guard let d = await walkQuestion(nil, keep: false, confirmWord: "submit") else { return }
        do {
            let n = try store.submit(d.question, authorID: me.id, day: today)
            await say(
                .info(
                    "Thank you. Your question is number \(n), waiting for a moderator. You will hear the outcome when you next start or log in."
                ))
        } catch { await say(.error("\(error)")) }
    }
}
