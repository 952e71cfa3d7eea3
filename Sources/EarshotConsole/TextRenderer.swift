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

    static func optionLines(_ options: [String]) -> [String] {
        options.enumerated().map { i, o in "  \(i + 1). \(o)" }
    }

    public func lines(for event: GameEvent) -> [String] {
        switch event {
        case .started(let mode, let category, let n):
            return ["", paint("\(mode) game: \(n) question\(n == 1 ? "" : "s"), \(category).", "1")]
        case .asked(let q):
            var out = ["", paint("Question \(q.number) of \(q.total), \(q.categoryName)", "1"), q.text]
            out += Self.optionLines(q.options)
            if q.kind == .typed { out.append("  (Type your answer.)") }
            return out
        case .options(let q):
            return q.options.isEmpty ? ["Type your answer; there are no options for this question."] : Self.optionLines(q.options)
        case .judged(let j):
            var out: [String]
            // The feedback names what was taken ("Correct: B, Au.") so the player knows what Earshot understood.
            let words = j.namedFeedback
            if j.correct {
                out = [paint(words, "32") + " +\(j.points) points." + (j.note.map { " \($0)" } ?? "")]
            } else {
                out = [paint(words, "31")]
            }
            if let e = j.explanation { out.append(e) }
            return out
        case .clarify(let input, let candidates, let options):
            let named = candidates.map { "\(Judgement.letter($0)), \(options[$0]) (option \($0 + 1))" }
            let letters = candidates.map { Judgement.letter($0) }
            return [
                "\"\(input)\" fits more than one option: \(named.joined(separator: "; ")). Which one did you mean? Type \(ListFormat.or(letters))."
            ]
        case .notUnderstood(let input, let count, let trueFalse):
            if count == 0 { return ["Please type an answer, or \"skip\"."] }
            let hint =
                trueFalse
                ? "Type true or false (yes or no also work), or 1 or 2."
                : "Type a number from 1 to \(count), a letter from a to \(AnswerMatcher.letters[count - 1]), or the option's words."
            return input.isEmpty ? [hint] : ["\"\(input)\" is not one of the options. \(hint)"]
        case .skipped(let answer, let explanation):
            return ["Skipped. The answer was \(answer)."] + (explanation.map { [$0] } ?? [])
        case .timeUp(let answer, let explanation):
            return [paint("Time is up.", "33") + " The answer was \(answer)."] + (explanation.map { [$0] } ?? [])
        case .timeLeft(let s, _):
            return ["\(s) second\(s == 1 ? "" : "s") left."]
        case .score(let s):
            return ["Score: \(s.score) points. \(s.correct) correct out of \(s.answered) answered, \(s.total - s.answered) to go."]
        case .custom(_, let text):
            return [text]
        case .recorded:
            return []
        case .finished:
            return []
        }
    }

    public func lines(for event: AppEvent) -> [String] {
        switch event {
        case .welcome(let player, let version):
            return [
                "Earshot \(version), the quiz you can play by ear.",
                "Hello, \(player). Type \"play\" to start a game, or \"help\" for the commands.",
            ]
        case .prompt: return []
        case .info(let s): return [s]
        case .error(let s): return [paint("Error:", "31") + " \(s)"]
        case .menu(let title, let items):
            return [title] + items.enumerated().map { "  \($0 + 1). \($1)" }
        case .list(let title, let items):
            return [title] + items.map { "  \($0)" }
        case .help(let title, let entries, let footer):
            let width = (entries.map(\.name.count).max() ?? 0) + 2
            return [title] + entries.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary } + [footer]
        case .helpTopic(let name, let text):
            return ["\(name): \(text)"]
        case .summary(let s):
            return Self.summaryLines(s)
        case .unknownCommand(let input, let suggestion):
            if let suggestion { return ["Unknown command \"\(input)\". Did you mean \"\(suggestion)\"?"] }
            return ["Unknown command \"\(input)\". Type \"help\" to hear the commands."]
        case .goodbye:
            return ["Goodbye."]
        case .language:
            return []
        }
    }

    /// The end-of-game lines.
    public static func summaryLines(_ s: GameSummary) -> [String] { s.lines }

    /// "1 minute 5 seconds".
    public static func duration(_ seconds: Double) -> String { GameSummary.duration(seconds) }
}
