/// How feedback names what was taken and what was right, so the player always hears which
/// option Earshot understood: "2, Au" for an option (its label as it was read, then its
/// words), the accepted spelling for a typed answer, "True" alone for true or false.
extension Judgement {
    /// Whether the options were True and False (no letters are named for those).
    public var isTrueFalse: Bool {
        correctOption != nil && AnswerMatcher.trueFalseWord(correctAnswer)
            && (chosen.map { AnswerMatcher.trueFalseWord($0) } ?? true)
    }

    /// The letter that names option `index` (0-based), in capitals: "B".
    public static func letter(_ index: Int) -> String {
        index < AnswerMatcher.letters.count ? String(AnswerMatcher.letters[index]).uppercased() : "\(index + 1)"
    }

    /// How the options were named: as the mode said, else guessed from the two option texts
    /// the judgement holds (letters when one of them is a whole number).
    public var labels: OptionLabels {
        optionLabels ?? OptionLabels.of([correctAnswer] + (chosenOption == nil ? [] : chosen.map { [$0] } ?? []))
    }

    /// The label of option `index` as it was read: "2", or "B" for options that are numbers.
    public func label(_ index: Int) -> String { labels.label(index) }

    /// What was taken from the player's input: "3, Gd", "Doe" or "True"; `nil` when unknown.
    public func takenName(_ m: Messages) -> String? {
        guard let chosen else { return nil }
        if let chosenOption, !isTrueFalse { return m("game.optionNamed", ["label": label(chosenOption), "option": chosen]) }
        return chosen
    }

    /// The right answer: "2, Au" for an option, otherwise the answer as shown.
    public func answerName(_ m: Messages) -> String {
        if let correctOption, !isTrueFalse {
            return m("game.optionNamed", ["label": label(correctOption), "option": correctAnswer])
        }
        return correctAnswer
    }

    /// The feedback words without the points: "Correct: 2, Au." or "Not quite: you chose 3,
    /// Gd. The answer is 2, Au." (for a typed answer, "you typed dog"), in the language of `m`.
    /// A right True or False has words of its own, since in Malay the verdict and the option
    /// are the same word ("Betul. Jawapannya: Betul.", not "Betul: Betul.").
    public func namedFeedback(_ m: Messages) -> String {
        if correct {
            guard let taken = takenName(m) else { return m("game.correct") }
            return isTrueFalse ? m("game.correct.trueFalse", ["taken": taken]) : m("game.correct.named", ["taken": taken])
        }
        let answer = answerName(m)
        guard let taken = takenName(m) else { return m("game.wrong", ["answer": answer]) }
        let key = chosenOption == nil ? "game.wrong.typed" : "game.wrong.chose"
        return m(key, ["taken": taken, "answer": answer])
    }
}

/// Lists in plain words.
public enum ListFormat {
    /// "A", "A or B", "A, B or C".
    public static func or(_ items: [String]) -> String { join(items, "or") }
    /// "A", "A and B", "A, B and C".
    public static func and(_ items: [String]) -> String { join(items, "and") }

    static func join(_ items: [String], _ word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items.last!
    }
}
