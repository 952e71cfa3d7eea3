import EarshotCore
import Testing

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

/// The words a mode said: its own lines, the notes beside its verdicts, and with `asked` the
/// questions it put (the list mode words them).
func saidWords(_ out: ModeOutput, asked: Bool = false) -> [String] {
    out.events.compactMap { event in
        switch event {
        case .custom(_, let text): text
        case .asked(let q): asked ? q.text : nil
        case .judged(let j): j.note
        default: nil
        }
    }
}

/// Checks that `text` is in `language`: Chinese and Tamil in their own script, Malay with
/// Malay words; and that it is not the English `english`.
func expectIn(_ language: Language, _ text: String, english: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(text != english, "\(language.rawValue) says English: \(text)", sourceLocation: sourceLocation)
    switch language {
    case .zh:
        #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text)", sourceLocation: sourceLocation)
    case .ta:
        #expect(text.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) }, "\(text)", sourceLocation: sourceLocation)
    case .ms:
        let malay: Set<String> = [
            "anda", "tinggal", "daripada", "soalan", "masa", "jam", "mata", "nyawa", "betul", "bukan", "sudah", "taip",
            "senarai", "ada", "lagi", "dijeda", "minit", "saat", "kesemua", "syabas", "petunjuk", "berturut", "untuk",
            "setiap", "tiada", "sebut", "berapa", "pusingan", "semula", "jeda", "permainan", "bertahan", "cuba", "berapakah", "darab",
            "tambah", "tolak", "bahagi", "watak", "pemain", "masih", "dengar", "sendiri", "jatuhkan", "bergilir", "seorang",
        ]
        let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
        #expect(!words.isDisjoint(with: malay), "not Malay: \(text)", sourceLocation: sourceLocation)
    case .en:
        break
    }
}

/// A setup's context in `language`.
func inLanguage(_ context: ModeContext, _ language: Language) -> ModeContext {
    var c = context
    c.setup.settings.language = language
    return c
}

/// Plays the same moves in English and in `language`, and checks that everything said in
/// `language` is said in it (and that no key was missing).
func compareSaid(_ language: Language, asked: Bool = false, play: (Language) -> [ModeOutput]) {
    let english = play(.en).flatMap { saidWords($0, asked: asked) }
    let other = play(language).flatMap { saidWords($0, asked: asked) }
    #expect(english.count == other.count)
    #expect(!other.isEmpty)
    for (e, o) in zip(english, other) { expectIn(language, o, english: e) }
    #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
}

/// The languages other than English.
let otherLanguages: [Language] = [.zh, .ms, .ta]
