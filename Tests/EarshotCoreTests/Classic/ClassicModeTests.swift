import Classic
import EarshotCore
import Testing

func sampleQuestions() -> [Question] {
    [
        Question(
            categoryID: "geo", kind: .choice, difficulty: .easy, text: "Capital of France?", answers: ["Paris"],
            wrong: ["Lyon", "Nice", "Lyons"], explanation: "Paris has been the capital for centuries.", storeID: 1),
        Question(categoryID: "geo", kind: .truefalse, difficulty: .medium, text: "The Nile flows north.", answers: ["true"], storeID: 2),
        Question(
            categoryID: "geo", kind: .typed, difficulty: .hard, text: "Largest ocean?", answers: ["Pacific", "Pacific Ocean"], storeID: 3),
    ]
}

func classic(_ questions: [Question] = sampleQuestions(), seed: UInt64 = 7) -> ClassicMode {
    let setup = GameSetup(modeID: "classic", categoryID: "geo", count: questions.count, seed: seed, date: "2026-11-22")
    return ClassicMode(context: ModeContext(setup: setup, questions: questions, categoryNames: ["geo": "Geography"]))
}

extension ModeOutput {
    var asked: AskedQuestion? {
        events.lazy.compactMap { if case .asked(let q) = $0 { return q } else { return nil } }.first
    }
    var judgement: Judgement? {
        events.lazy.compactMap { if case .judged(let j) = $0 { return j } else { return nil } }.first
    }
    var records: [AnswerRecord] {
        events.compactMap { if case .recorded(let r) = $0 { return r } else { return nil } }
    }
    var finalStatus: (GameOutcome, ScoreStatus)? {
        events.lazy.compactMap { if case .finished(let o, let s) = $0 { return (o, s) } else { return nil } }.first
    }
}

@Suite("Classic mode and scoring")
struct ClassicModeTests {
    @Test func pointsByDifficulty() {
        #expect(ClassicMode.points(for: .easy) == 100)
        #expect(ClassicMode.points(for: .medium) == 200)
        #expect(ClassicMode.points(for: .hard) == 300)
    }

    @Test func aWholeGameScoresRightAnswersOnly() throws {
        var mode = classic()
        let first = mode.start(at: .zero)
        let q1 = try #require(first.asked)
        #expect(q1.number == 1 && q1.total == 3 && q1.categoryName == "Geography")
        #expect(Set(q1.options) == ["Paris", "Lyon", "Nice", "Lyons"])
        let right = q1.options.firstIndex(of: "Paris")!
        let out1 = mode.handle(.answer(String(right + 1)), at: .seconds(4))
        #expect(out1.judgement?.correct == true)
        #expect(out1.judgement?.points == 100)
        #expect(out1.records.first?.seconds == 4)
        #expect(out1.records.first?.questionStoreID == 1)
        let q2 = try #require(out1.asked)
        #expect(q2.options == ["True", "False"])
        let out2 = mode.handle(.answer("false"), at: .seconds(6))
        #expect(out2.judgement?.correct == false)
        #expect(out2.judgement?.correctAnswer == "True")
        #expect(out2.judgement?.score == 100)
        let out3 = mode.handle(.answer("pacific ocean"), at: .seconds(9))
        #expect(out3.judgement?.points == 300)
        #expect(out3.finished)
        let (outcome, status) = try #require(out3.finalStatus)
        #expect(outcome == .completed)
        #expect(status == ScoreStatus(score: 400, correct: 2, answered: 3, total: 3))
    }

    @Test func unclearInputKeepsTheQuestionOpen() throws {
        var mode = classic()
        _ = mode.start(at: .zero)
        let out = mode.handle(.answer("Rome"), at: .seconds(1))
        #expect(out.judgement == nil)
        #expect(out.records.isEmpty)
        #expect(out.events == [.notUnderstood(input: "Rome", optionCount: 4)])
        let again = mode.handle(.answer("lyo"), at: .seconds(2))
        guard case .clarify(_, let candidates, _)? = again.events.first else {
            Issue.record("expected a clarification, got \(again.events)")
            return
        }
        #expect(candidates.count == 2)
    }

    @Test func trueOrFalseInputThatFitsNeitherSaysSo() throws {
        var mode = classic()
        let q1 = try #require(mode.start(at: .zero).asked)
        _ = mode.handle(.answer(String(q1.options.firstIndex(of: "Paris")! + 1)), at: .seconds(1))
        #expect(mode.handle(.answer("maybe"), at: .seconds(2)).events == [.notUnderstood(input: "maybe", optionCount: 2, trueFalse: true)])
    }

    @Test func skipRevealsAndScoresNothing() throws {
        var mode = classic()
        _ = mode.start(at: .zero)
        let out = mode.handle(.skip, at: .seconds(1))
        #expect(out.events.first == .skipped(correctAnswer: "Paris", explanation: "Paris has been the capital for centuries."))
        #expect(out.records.first?.status == .skipped)
        #expect(mode.handle(.score, at: .seconds(2)).events == [.score(ScoreStatus(score: 0, correct: 0, answered: 1, total: 3))])
    }

    @Test func quittingAbandonsTheRest() throws {
        var mode = classic()
        let q1 = try #require(mode.start(at: .zero).asked)
        _ = mode.handle(.answer(q1.options.firstIndex(of: "Paris").map { String($0 + 1) }!), at: .seconds(1))
        let out = mode.handle(.quit, at: .seconds(2))
        #expect(out.finished)
        #expect(out.records.map(\.status) == [.abandoned, .abandoned])
        #expect(out.finalStatus?.0 == .abandoned)
    }

    @Test func theSameSeedShufflesTheSameWay() throws {
        var a = classic(seed: 42), b = classic(seed: 42)
        #expect(a.start(at: .zero).asked == b.start(at: .zero).asked)
        let orders = Set(
            (1...20).map { seed -> [String] in
                var m = classic(seed: UInt64(seed))
                return m.start(at: .zero).asked!.options
            })
        #expect(orders.count > 1, "the correct option's position should vary")
    }

    @Test func repeatAndOptions() throws {
        var mode = classic()
        let q1 = try #require(mode.start(at: .zero).asked)
        #expect(mode.handle(.repeatQuestion, at: .seconds(1)).events == [.asked(q1)])
        #expect(mode.handle(.repeatOptions, at: .seconds(1)).events == [.options(q1)])
        #expect(mode.handle(.command("more time"), at: .seconds(1)).events.count == 1)
    }
}

@Suite("Plugin registry")
struct RegistryTests {
    enum Twice: EarshotPlugin {
        static let id = "twice"
        static func register(in registry: inout PluginRegistry) throws {
            try registry.add(mode: ClassicMode.self)
        }
    }
    enum Empty: EarshotPlugin {
        static let id = "empty"
        static func register(in registry: inout PluginRegistry) throws {}
    }

    @Test func duplicatesAndEmptyPluginsAreRefused() throws {
        #expect(throws: RegistryError.duplicateMode(id: "classic", plugin: "twice", existing: "classic")) {
            try PluginRegistry(plugins: [ClassicPlugin.self, Twice.self])
        }
        #expect(throws: RegistryError.emptyPlugin(id: "empty")) { try PluginRegistry(plugins: [Empty.self]) }
        #expect(throws: RegistryError.duplicatePlugin(id: "classic")) {
            try PluginRegistry(plugins: [ClassicPlugin.self, ClassicPlugin.self])
        }
        let message = RegistryError.duplicateMode(id: "classic", plugin: "twice", existing: "classic").description
        #expect(message.contains("already has it"))
    }
}
