import EarshotCore

/// Renders events as lines of plain text. Colour, when enabled, only ever adds to words that
/// already carry the meaning.
public struct TextRenderer: Sendable {
    public var color: Bool
    /// The language of the words around the data.
    public var messages: Messages

    public init(color: Bool = false, messages: Messages = .english) {
        self.color = color
        self.messages = messages
    }

    private func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    /// The lines to print for `event` (none for events that are not shown, such as prompts).
    public func lines(for event: Event) -> [String] {
        switch event {
        case .game(let e): return lines(for: e)
        case .app(let e): return lines(for: e)
        }
    }

    /// The options with the labels they are read with: "  2. Paris", or "  B. 10" when an
    /// option is a number.
    static func optionLines(_ options: [String]) -> [String] {
        let labels = OptionLabels.of(options)
        return options.enumerated().map { i, o in "  \(labels.label(i)). \(o)" }
    }

    public func lines(for event: GameEvent) -> [String] {
        let m = messages
        switch event {
        case .started(let mode, let category, let n):
            let questions = m.plural("game.questions", count: n)
            // A plugin that names no category plays all of them: Earshot words that itself.
            let category = category.trimmingWhitespace.isEmpty ? m("game.allCategories") : category
            return ["", paint(m("game.started", ["mode": mode, "questions": questions, "category": category]), "1")]
        case .asked(let q):
            let heading = m("game.question", ["number": "\(q.number)", "total": "\(q.total)", "category": q.categoryName])
            var out = ["", paint(heading, "1"), q.text]
            out += Self.optionLines(q.options)
            if q.kind == .typed { out.append("  " + m("game.typeYourAnswer")) }
            return out
        case .options(let q):
            return q.options.isEmpty ? [m("game.noOptions")] : Self.optionLines(q.options)
        case .judged(let j):
            var out: [String]
            // The feedback names what was taken ("Correct: 2, Au.") so the player knows what Earshot understood.
            let words = j.namedFeedback(m)
            if j.correct {
                out = [
                    paint(words, "32") + " " + m("game.gained", ["points": m.plural("game.points", count: j.points)])
                        + (j.note.map { " \($0)" } ?? "")
                ]
            } else {
                out = [paint(words, "31") + (j.note.map { " \($0)" } ?? "")]
            }
            if let e = j.explanation { out.append(e) }
            return out
        case .clarify(let input, let candidates, let options):
            let labels = OptionLabels.of(options)
            let named = candidates.map { m("game.clarify.candidate", ["label": labels.label($0), "option": options[$0]]) }
            return [
                m(
                    "game.clarify",
                    [
                        "input": input, "candidates": named.joined(separator: m("game.clarify.separator")),
                        "labels": m.or(candidates.map { labels.label($0) }),
                    ])
            ]
        case .notUnderstood(let input, let count, let trueFalse):
            if count == 0 { return [m("game.typeAnAnswer")] }
            let hint =
                trueFalse
                ? m("game.hint.trueFalse")
                : m("game.hint.options", ["count": "\(count)", "letter": String(AnswerMatcher.letters[count - 1])])
            return input.isEmpty ? [hint] : [m("game.notAnOption", ["input": input, "hint": hint])]
        case .skipped(let answer, let explanation):
            return [m("game.skipped", ["answer": answer])] + (explanation.map { [$0] } ?? [])
        case .timeUp(let answer, let explanation):
            let line = m("game.timeUp.answer", ["timeUp": paint(m("game.timeUp"), "33"), "answer": answer])
            return [line] + (explanation.map { [$0] } ?? [])
        case .timeLeft(let s, _):
            return [m("game.timeLeft", ["seconds": m.plural("game.seconds", count: s)])]
        case .score(let s):
            return [
                m(
                    "game.score",
                    [
                        "score": m.plural("game.points", count: s.score), "correct": "\(s.correct)", "answered": "\(s.answered)",
                        "remaining": "\(s.total - s.answered)",
                    ])
            ]
        case .custom(_, let text):
            return [text]
        case .recorded:
            return []
        case .finished:
            return []
        }
    }

    public func lines(for event: AppEvent) -> [String] {
        let m = messages
        switch event {
        case .welcome(let player, let version):
            return [m("welcome.title", ["version": version]), m("welcome.hello", ["player": player])]
        case .prompt: return []
        case .info(let s): return [s]
        case .error(let s): return [m("game.error", ["label": paint(m("game.errorLabel"), "31"), "text": s])]
        case .menu(let title, let items):
            return [title] + items.enumerated().map { "  \($0 + 1). \($1)" }
        case .list(let title, let items):
            return [title] + items.map { "  \($0)" }
        case .table(let table):
            return [table.title] + table.items.map { "  \($0)" }
        case .help(let title, let entries, let footer):
            // Lined up by terminal columns: padding by characters or UTF-16 units cut Tamil
            // group names short and ran them into their commands.
            let width = (entries.map { TextColumns.width(of: $0.name) }.max() ?? 0) + 2
            return [title] + entries.map { "  " + TextColumns.padded($0.name, to: width) + $0.summary } + [footer]
        case .helpTopic(let name, let text):
            return [m("game.helpTopic", ["name": name, "text": text])]
        case .summary(let s):
            return s.lines(m)
        case .unknownCommand(let input, let suggestion):
            if let suggestion { return [m("game.unknownCommand.suggestion", ["input": input, "suggestion": suggestion])] }
            return [m("game.unknownCommand", ["input": input])]
        case .goodbye:
            return [m("game.goodbye")]
        case .language, .file, .playing:
            return []
        }
    }

    /// The end-of-game lines.
    public static func summaryLines(_ s: GameSummary, _ messages: Messages) -> [String] { s.lines(messages) }

    /// "1 minute 5 seconds".
    public static func duration(_ seconds: Double, _ messages: Messages = .english) -> String {
        GameSummary.duration(seconds, messages)
    }
}
