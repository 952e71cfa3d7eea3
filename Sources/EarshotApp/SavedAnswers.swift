import EarshotCore

/// The running total of a game's saved answers.
struct SavedAnswers {
    private(set) var score = 0
    private(set) var correct = 0
    private(set) var answered = 0

    mutating func add(_ record: AnswerRecord) {
        score += record.points
        if record.correct { correct += 1 }
        if record.status != .abandoned { answered += 1 }
    }
}
