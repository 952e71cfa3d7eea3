import EarshotCore

/// One thing speech does for an event: say a sentence in a role's voice, or play an earcon.
public enum SpokenItem: Sendable, Equatable {
    case say(String, SpeechRole)
    case earcon(Earcon)
}

/// Renders events as speech, from ``SpeechTemplates``: the same events the console prints,
/// without the decorative lines (blank lines, indentation, colour). A question is said as
/// `Question 3 of 10. History. <text>` then `Option 1, <…>.` for each option, each option its
/// own utterance so it can have its own voice.
public struct SpeechRenderer: Sendable {
    public var templates: SpeechTemplates
    /// The language of the words around the data.
    public var messages: Messages
    /// The category the current game was started with: a question of it need not say it again.
    public var gameCategory: String?
    /// Whether the whole "not one of the options" hint was said already this session.
    public var optionsHintGiven = false

    public init(templates: SpeechTemplates = SpeechTemplates(), messages: Messages = .english) {
        self.templates = templates
        self.messages = messages
    }

    public func items(for event: Event) -> [SpokenItem] {
        items(for: event, verbosity: .normal, open: nil)
    }

    /// The items for `event` at a verbosity; `open` is the question being answered, whose
    /// options hints name by letter.
    public func items(for event: Event, verbosity: Verbosity, open: AskedQuestion?) -> [SpokenItem] {
        switch event {
        case .game(let e): return items(for: e, verbosity: verbosity, open: open)
        case .app(let e): return items(for: e, verbosity: verbosity)
        }
    }

    private func say(_ kind: String, _ role: SpeechRole, _ values: [String: String] = [:]) -> [SpokenItem] {
        templates.fill(kind, values, messages: messages).map { [.say($0, role)] } ?? []
    }

    func optionItems(_ options: [String]) -> [SpokenItem] {
        optionItems(options, verbosity: .normal)
    }

    /// The options: "Option 1, Paris." each (normal), "Option 1, A, Paris." (full), "Option
    /// A, 10." for number options, or one "1 Paris, 2 Rome." (brief).
    func optionItems(_ options: [String], verbosity: Verbosity, labels: OptionLabels? = nil) -> [SpokenItem] {
        let labels = labels ?? OptionLabels.of(options)
        let m = messages
        func name(_ i: Int) -> String {
            if labels == .letters { return labels.label(i) }
            return verbosity == .full ? m("say.option.full", ["number": "\(i + 1)", "letter": Judgement.letter(i)]) : "\(i + 1)"
        }
        if verbosity == .brief {
            let list = options.enumerated().map { m("say.options.brief.item", ["name": name($0), "option": $1]) }
                .joined(separator: m("list.separator"))
            return options.isEmpty ? [] : say("options.brief", .option, ["options": list])
        }
        return options.enumerated().flatMap { i, o in say("option", .option, ["number": name(i), "option": o]) }
    }

    func explanation(_ text: String?) -> [SpokenItem] {
        text.map { say("explanation", .feedback, ["text": $0]) } ?? []
    }

    public func items(for event: GameEvent) -> [SpokenItem] {
        items(for: event, verbosity: .normal, open: nil)
    }

    public func items(for event: GameEvent, verbosity: Verbosity, open: AskedQuestion?) -> [SpokenItem] {
        let m = messages
        switch event {
        case .started(let mode, let category, let n):
            let category = category.trimmingWhitespace.isEmpty ? m("game.allCategories") : category
            return [.earcon(.gameStart)]
                + say("started", .feedback, ["mode": mode, "category": category, "questions": m.plural("game.questions", count: n)])
        case .asked(let q):
            // The category is said when it is not the one the game was started with.
            let kind =
                verbosity == .brief
                ? "question.brief" : verbosity == .normal && q.categoryName == gameCategory ? "question.sameCategory" : "question"
            var out = say(
                kind, .question, ["number": "\(q.number)", "total": "\(q.total)", "category": q.categoryName, "text": q.spokenText])
            out += optionItems(q.spokenOptions, verbosity: verbosity, labels: OptionLabels.of(q.options))
            if q.kind == .typed && verbosity != .brief { out += say("question.typed", .question) }
            return out
        case .options(let q):
            return q.options.isEmpty
                ? say("options.none", .option) : optionItems(q.spokenOptions, verbosity: verbosity, labels: OptionLabels.of(q.options))
        case .judged(let j):
            return judged(j, verbosity: verbosity)
        case .clarify(let input, let candidates, let options):
            let labels = OptionLabels.of(options)
            let named = candidates.map { m("say.clarify.candidate", ["label": labels.label($0), "option": options[$0]]) }
            return say(
                "clarify", .feedback,
                [
                    "input": input, "candidates": named.joined(separator: m("say.clarify.separator")),
                    "labels": m.or(candidates.map { labels.label($0) }),
                ])
        case .notUnderstood(let input, let count, let trueFalse):
            if count == 0 { return say("notUnderstood.typed", .feedback) }
            let letter = Judgement.letter(min(count, AnswerMatcher.letters.count) - 1)
            var slots = ["count": "\(count)", "letter": letter, "letters": m("say.notUnderstood.letterRange", ["letter": letter])]
            if let options = open?.options, options.count == count {
                slots["letters"] = options.indices.map {
                    m("say.notUnderstood.letterFor", ["letter": Judgement.letter($0), "option": options[$0]])
                }.joined(separator: m("list.separator"))
            }
            let hintKind = trueFalse ? "notUnderstood.trueFalseHint" : "notUnderstood.hint"
            // The whole hint once a session; after that, the labels to type.
            if optionsHintGiven, !trueFalse, !input.isEmpty {
                let labels = open.map { OptionLabels.of($0.options) } ?? .numbers
                return say("notUnderstood.short", .feedback, ["input": input, "first": labels.label(0), "last": labels.label(count - 1)])
            }
            if input.isEmpty { return say(hintKind, .feedback, slots) }
            let hint = templates.fill(hintKind, slots, messages: m) ?? ""
            return say("notUnderstood", .feedback, ["input": input, "hint": hint])
        case .skipped(let answer, let text):
            return say("skipped", .feedback, ["answer": answer]) + explanation(text)
        case .timeUp(let answer, let text):
            return [.earcon(.timeUp)] + say("timeUp", .feedback, ["answer": answer]) + explanation(text)
        case .timeLeft(let seconds, let warning) where verbosity == .brief && warning:
            return say("timeLeft.brief", .feedback, ["seconds": m.plural("game.seconds", count: seconds)])
        case .timeLeft(let seconds, _):
            return say("timeLeft", .feedback, ["seconds": m.plural("game.seconds", count: seconds)])
        case .score(let s):
            return say(
                "score", .feedback,
                [
                    "score": m.plural("game.points", count: s.score), "correct": "\(s.correct)", "answered": "\(s.answered)",
                    "remaining": "\(s.total - s.answered)",
                ])
        case .custom(let kind, let text):
            return say(templates.has(kind) ? kind : "custom", .feedback, ["text": text])
        case .recorded, .finished:
            return []
        }
    }

    public func items(for event: AppEvent) -> [SpokenItem] { items(for: event, verbosity: .normal) }

    /// What is said for an app event. A menu is one line, "1 Classic, 2 Timed, 3 Daily.",
    /// quick to hear; at full verbosity each item is its own line.
    public func items(for event: AppEvent, verbosity: Verbosity) -> [SpokenItem] {
        let m = messages
        switch event {
        case .welcome(let player, let version):
            return say("welcome", .system, ["player": player, "version": version])
        case .prompt(let text): return say("prompt", .system, ["text": text])
        case .info(let text): return say("info", .system, ["text": text])
        case .error(let text): return say("error", .system, ["text": text])
        case .menu(let title, let items) where verbosity != .full && !items.isEmpty:
            let list = items.enumerated().map { m("say.options.brief.item", ["name": "\($0 + 1)", "option": $1]) }
                .joined(separator: m("list.separator"))
            return say("menu", .system, ["title": title]) + say("options.brief", .option, ["options": list])
        case .menu(let title, let items):
            return say("menu", .system, ["title": title])
                + items.enumerated().flatMap { say("menu.item", .option, ["number": "\($0 + 1)", "item": $1]) }
        case .list(let title, let items):
            return say("list", .system, ["title": title]) + items.flatMap { say("list.item", .system, ["item": $0]) }
        case .table(let table):
            return say("list", .system, ["title": table.title]) + table.items.flatMap { say("list.item", .system, ["item": $0]) }
        case .help(let title, let entries, let footer):
            return say("help", .system, ["title": title])
                + entries.flatMap { say("help.entry", .system, ["name": $0.name, "summary": $0.summary]) }
                + say("help.footer", .system, ["footer": footer])
        case .helpTopic(let name, let text):
            return say("helpTopic", .system, ["name": name, "text": text])
        case .summary(let s) where verbosity == .brief && s.outcome == .completed && s.failure == nil:
            // Brief: the score, and a level reached or a new best, nothing else.
            let score = m(
                "summary.brief",
                ["score": m.plural("game.points", count: s.status.score), "correct": "\(s.status.correct)", "total": "\(s.status.total)"])
            let news = s.levelLine ?? (s.isNewBest ? m("summary.brief.newBest") : nil)
            return ([score] + (news.map { [$0] } ?? [])).flatMap { say("summary.line", .feedback, ["text": $0]) }
        case .summary(let s):
            return s.lines(messages).flatMap { say("summary.line", .feedback, ["text": $0]) }
        case .unknownCommand(let input, let suggestion):
            if let suggestion { return say("unknownCommand.suggestion", .system, ["input": input, "suggestion": suggestion]) }
            return say("unknownCommand", .system, ["input": input])
        case .goodbye:
            return say("goodbye", .system)
        case .language, .file, .playing:
            return []
        }
    }
}

extension SpeechRenderer {
    /// Feedback that names what was taken as it was read: "Correct: 2, Au. 100 points."
    /// (normal); with the score after it (full); "Correct, 2, 100 points." or "Wrong, 3, 0
    /// points. 2, Au." (brief).
    func judged(_ j: Judgement, verbosity: Verbosity) -> [SpokenItem] {
        let earcon: [SpokenItem] = [.earcon(j.correct ? .correct : .wrong)]
        let m = messages
        let note = j.note.map { " \($0)" } ?? ""
        if verbosity == .brief {
            let kind = j.correct ? "correct.brief" : "wrong.brief"
            // The option taken, named as it was read: "Wrong, 3, 0 points."
            let taken = j.chosenOption.flatMap { j.isTrueFalse ? nil : m("say.taken", ["label": j.label($0)]) } ?? ""
            return earcon
                + say(kind, .feedback, ["points": m.plural("game.points", count: j.points), "answer": j.answerName(m), "taken": taken])
        }
        var out = earcon
        if j.correct {
            out += say(
                "correct", .feedback, ["feedback": j.namedFeedback(m), "points": m.plural("game.points", count: j.points), "note": note])
        } else {
            out += say("wrong", .feedback, ["feedback": j.namedFeedback(m), "answer": j.answerName(m)])
            // A plugin's note belongs to a wrong answer as much as to a right one.
            out += explanation(j.note)
        }
        out += explanation(j.explanation)
        if verbosity == .full { out += say("score.after", .feedback, ["score": m.plural("game.points", count: j.score)]) }
        return out
    }
}
