/// How feedback names what was taken and what was right, so the player always hears which
/// option Earshot understood: "B, Au" for an option (its letter, then its words), the
/// accepted spelling for a typed answer, "True" alone for true or false.
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

    /// What was taken from the player's input: "C, Gd", "Doe" or "True"; `nil` when unknown.
    public func takenName(_ m: Messages) -> String? {
        guard let chosen else { return nil }
        if let chosenOption, !isTrueFalse { return m("game.optionNamed", ["letter": Self.letter(chosenOption), "option": chosen]) }
        return chosen
    }

    /// The right answer: "B, Au" for an option, otherwise the answer as shown.
    public func answerName(_ m: Messages) -> String {
        if let correctOption, !isTrueFalse {
            return m("game.optionNamed", ["letter": Self.letter(correctOption), "option": correctAnswer])
        }
        return correctAnswer
    }

    /// The feedback words without the points: "Correct: B, Au." or "Not quite: you chose C,
    /// Gd. The answer is B, Au." (for a typed answer, "you typed dog"), in the language of `m`.
    public func namedFeedback(_ m: Messages) -> String {
        if correct { return takenName(m).map { m("game.correct.named", ["taken": $0]) } ?? m("game.correct") }
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
