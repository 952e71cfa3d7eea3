import EarshotCore

/// A typed question whose answer is `answer`.
func typedQuestion(_ n: Int) -> Question {
    Question(categoryID: "t", kind: .typed, difficulty: .easy, text: "What is \(n) plus \(n)?", answers: [String(2 * n)])
}

/// A context for a mode: `count` typed questions (answer to question i is 2i) and the player's
/// time scale.
func context(mode: String, count: Int = 3, scale: Double? = 1, date: String = "2026-11-22") -> ModeContext {
    let setup = GameSetup(
        modeID: mode, categoryID: "t", count: count, seed: 1, date: date, settings: PlayerSettings(timeScale: scale))
    return ModeContext(setup: setup, questions: (1...count).map(typedQuestion), categoryNames: ["t": "Test"])
}

extension ModeOutput {
    var judgement: Judgement? {
        for case .judged(let j) in events { return j }
        return nil
    }

    var warnings: [Int] {
        events.compactMap { if case .timeLeft(let s, true) = $0 { return s } else { return nil } }
    }

    var timeLeftAnswers: [Int] {
        events.compactMap { if case .timeLeft(let s, false) = $0 { return s } else { return nil } }
    }

    var customs: [String: String] {
        var out: [String: String] = [:]
        for case .custom(let kind, let text) in events { out[kind] = text }
        return out
    }

    var timedUp: Bool { events.contains { if case .timeUp = $0 { return true } else { return false } } }

    var askedNumbers: [Int] {
        events.compactMap { if case .asked(let q) = $0 { return q.number } else { return nil } }
    }

    var records: [AnswerRecord] {
        events.compactMap { if case .recorded(let r) = $0 { return r } else { return nil } }
    }
}

extension Duration {
    static func s(_ seconds: Double) -> Duration { .milliseconds(Int((seconds * 1000).rounded())) }
}

extension PlayerAction {
    /// The timed mode's verbs, as the engine hands them over.
    static let time = PlayerAction.command("time")
    static let moreTime = PlayerAction.command("more time")
    static let pause = PlayerAction.command("pause")
    static let resume = PlayerAction.command("resume")
}
