import EarshotCore
import EarshotStore
import Foundation

/// The question walk, step by step (`submit`, `add question`, `edit question`), for one
/// player: what each step asks, the rule for the text kept, and reading the question back.
struct QuestionWalk {
    let io: any SessionIO
    let categories: CategoryDirectory
    let registry: PluginRegistry
}

/// Thrown inside the question walk when the player types cancel or input ends.
struct WalkCancelled: Error {}

extension QuestionWalk {
    /// Asks one line of the walk. `cancel` (or the end of input) stops the walk.
    func walkLine(_ spoken: String) async throws -> String {
        // The step is shown and said in full (a prompt alone is only said), then read.
        await io.say(.info(spoken), remember: false)
        let line = await io.readLine(prompt: "> ", spoken: "")
        switch line {
        case .line(let text):
            if text.trimmingWhitespace.lowercased() == "cancel" { throw WalkCancelled() }
            return text.trimmingWhitespace
        case .eof:
            io.leave()
            throw WalkCancelled()
        case .interrupt:
            throw WalkCancelled()
        }
    }

    func categoryName(_ id: String) async -> String { await categories.name(id: id, io.messages) }

    /// One step of the walk. With `keep`, Enter keeps the value the draft has.
    func walkStep(_ step: QuestionDraft.Step, _ d: inout QuestionDraft, keep: Bool) async throws {
        let m = io.messages
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
                await io.say(.info(m("submit.kind.retry")), remember: false)
            }
        case .text:
            while true {
                let current = keep ? m("submit.nowText", ["text": d.text]) : ""
                let t = try await walkLine(m.joinedSentences([m("submit.text.ask"), current, enterKeeps]))
                if t.isEmpty && keep { return }
                if t.count >= 5 {
                    guard let accepted = await acceptedText(t, limit: ExternalText.Limit.question) else { continue }
                    if accepted.count >= 5 {
                        d.text = accepted
                        return
                    }
                }
                await io.say(.info(m("submit.text.short")), remember: false)
            }
        case .options:
            switch d.kind {
            case .truefalse: return
            case .choice:
                if keep, !d.options.isEmpty {
                    while true {
                        let t = try await walkLine(m("submit.options.keep", ["options": d.options.joined(separator: "; ")]))
                        if t.isEmpty { return }
                        guard let accepted = await acceptedOptions(Self.splitOptions(t)) else { continue }
                        d.options = accepted
                        break
                    }
                } else {
                    d.options = []
                    while d.options.count < AnswerMatcher.letters.count {
                        let letter = String(AnswerMatcher.letters[d.options.count]).uppercased()
                        let more = d.options.count >= 2 ? m("submit.option.more") : ""
                        let t = try await walkLine(m.joinedSentences([m("submit.option.ask", ["letter": letter]), more]))
                        if t.isEmpty {
                            if d.options.count >= 2 { break }
                            await io.say(.info(m("submit.option.twoNeeded")), remember: false)
                            continue
                        }
                        guard let accepted = await acceptedText(t, limit: ExternalText.Limit.option) else { continue }
                        d.options.append(accepted)
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
                        guard let accepted = await acceptedOptions(answers) else { continue }
                        d.options = accepted
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
                    await io.say(.info(m("submit.answer.retry")), remember: false)
                }
            case .truefalse:
                while true {
                    let t = try await walkLine(
                        m.joinedSentences([
                            m("submit.truefalse.ask"), now(d.right == 1 ? m("game.option.false") : m("game.option.true")), enterKeeps,
                        ]))
                    if t.isEmpty && keep { return }
                    if let v = AnswerMatcher.trueFalseValue(t) {
                        d.right = v ? 0 : 1
                        return
                    }
                    await io.say(.info(m("submit.truefalse.retry")), remember: false)
                }
            default: return
            }
        case .category:
            let all = await categories.all(io.messages.language).filter { registry.generator(for: $0.category.id) == nil }
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
                await io.say(.info(m("submit.category.unknown", ["name": t])), remember: false)
            }
        case .difficulty:
            while true {
                let t = try await walkLine(m.joinedSentences([m("submit.difficulty.ask"), now(d.difficulty.rawValue), enterKeeps]))
                if t.isEmpty && keep { return }
                if let v = Difficulty(rawValue: t.lowercased()) {
                    d.difficulty = v
                    return
                }
                await io.say(.info(m("submit.difficulty.retry")), remember: false)
            }
        case .explanation:
            let current =
                keep ? m("submit.explanation.now", ["value": d.explanation ?? "none"]) : m("submit.explanation.orNone")
            while true {
                let t = try await walkLine(m.joinedSentences([m("submit.explanation.ask"), current]))
                if t.isEmpty {
                    if !keep { d.explanation = nil }
                } else if t.lowercased() == "none" {
                    d.explanation = nil
                } else {
                    guard let accepted = await acceptedText(t, limit: ExternalText.Limit.explanation) else { continue }
                    d.explanation = accepted
                }
                return
            }
        }
    }

    /// "a; b ;c" → ["a", "b", "c"].
    static func splitOptions(_ text: String) -> [String] {
        text.split(separator: ";").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
