import Arithmetic
import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import List
import Survival
import Testing

@testable import Timed

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
            "tambah", "tolak", "bahagi",
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

@Suite("The built-in modes speak the player's language")
struct ModeLanguageTests {
    static let others: [Language] = [.zh, .ms, .ta]

    /// Plays the same moves in English and in `language`, and compares what was said.
    func compare(_ language: Language, asked: Bool = false, play: (Language) -> [ModeOutput]) {
        let english = play(.en).flatMap { saidWords($0, asked: asked) }
        let other = play(language).flatMap { saidWords($0, asked: asked) }
        #expect(english.count == other.count)
        #expect(!other.isEmpty)
        for (e, o) in zip(english, other) { expectIn(language, o, english: e) }
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test("Name them all: rules, tally, repeats, misses, left, hint, the clock, restart, give up", arguments: others)
    func listMode(_ language: Language) {
        compare(language, asked: true) { l in
            var mode = ListMode(context: inLanguage(listContext(second: true), l))
            return [
                mode.start(at: .zero),
                mode.handle(.answer("neon, argon"), at: .seconds(5)),
                mode.handle(.answer("neon and gold"), at: .seconds(6)),
                mode.handle(.answer((1...5).map { "metal\($0)" }.joined(separator: ", ")), at: .seconds(7)),
                mode.handle(.command("left"), at: .seconds(8)),
                mode.handle(.command("hint"), at: .seconds(9)),
                mode.handle(.command("pause"), at: .seconds(10)),
                mode.handle(.answer("xenon"), at: .seconds(11)),
                mode.handle(.command("more time"), at: .seconds(12)),
                mode.handle(.command("left"), at: .seconds(13)),
                mode.handle(.command("resume"), at: .seconds(14)),
                mode.handle(.command("time"), at: .seconds(15)),
                mode.handle(.score, at: .seconds(16)),
                mode.handle(.repeatOptions, at: .seconds(17)),
                mode.tick(at: .seconds(300)),
                mode.handle(.command("restart"), at: .seconds(301)),
                mode.handle(.command("give up"), at: .seconds(302)),
                mode.handle(.answer("superior, michigan, huron, erie, ontario"), at: .seconds(303)),
            ]
        }
    }

    @Test("The list mode's tally in Chinese, with items split on Chinese commas")
    func chineseTally() {
        var mode = ListMode(context: inLanguage(listContext(), .zh))
        _ = mode.start(at: .zero)
        let out = mode.handle(.answer("neon，argon、xenon"), at: .seconds(1))
        #expect(out.said("list.hit") == ["Neon。已找到1个，共6个。", "Argon。已找到2个，共6个。", "Xenon。已找到3个，共6个。"])
    }

    @Test("Timed: rules, the clock's verbs, the warning hint, a late answer and the speed note", arguments: others)
    func timedMode(_ language: Language) {
        compare(language) { l in
            var mode = TimedMode(context: inLanguage(context(mode: "timed", count: 4, scale: 1.5), l))
            return [
                mode.start(at: .zero),
                mode.handle(.answer("2"), at: .seconds(1)),
                mode.handle(.answer("4"), at: .seconds(2)),
                mode.handle(.moreTime, at: .seconds(3)),
                mode.handle(.pause, at: .seconds(4)),
                mode.handle(.answer("6"), at: .seconds(5)),
                mode.handle(.moreTime, at: .seconds(6)),
                mode.handle(.pause, at: .seconds(7)),
                mode.handle(.time, at: .seconds(8)),
                mode.handle(.resume, at: .seconds(9)),
                mode.handle(.resume, at: .seconds(10)),
                mode.tick(at: .seconds(65)),
                mode.handle(.answer("6"), at: .seconds(200)),
            ]
        }
        compare(language) { l in
            var mode = TimedMode(context: inLanguage(context(mode: "timed", count: 2, scale: nil), l))
            return [mode.start(at: .zero), mode.handle(.time, at: .seconds(1))]
        }
    }

    @Test("Survival: rules, streak notes, lives, the score and the end of the run", arguments: others)
    func survivalMode(_ language: Language) {
        compare(language) { l in
            var c = inLanguage(context(mode: "survival", count: 6), l)
            c.setup.modeOptions["lives"] = "2"
            var mode = SurvivalMode(context: c)
            return [
                mode.start(at: .zero),
                mode.handle(.answer("2"), at: .zero),
                mode.handle(.answer("4"), at: .zero),
                mode.handle(.answer("7"), at: .zero),
                mode.handle(.score, at: .zero),
                mode.handle(.command("pause"), at: .zero),
                mode.handle(.skip, at: .zero),
            ]
        }
    }

    @Test("Survival's board at the end of a run, in Chinese")
    func survivalBoard() async throws {
        let store = try Store()
        var setup = GameSetup(
            modeID: "survival", categoryID: "arithmetic-easy", count: 10, seed: 11, date: "2026-11-22",
            settings: PlayerSettings(language: .zh))
        setup.modeOptions["lives"] = "1"
        var request = SurvivalMode.questionRequest(for: setup)
        request.language = .zh
        let questions = ArithmeticGenerator(level: .easy).generate(request)
        let t = try TestApp(
            lines: questions.prefix(3).map { $0.answers[0] } + ["-1"], registry: try BuiltinPlugins.registry(), store: store,
            player: "Ann")
        let summary = await GamePlay(t.app).runGame(setup)
        #expect(summary?.status.score == 3)
        #expect(summary?.extra.prefix(2) == ["生存排行榜：你在1名玩家中排第1，最好成绩是3。创下新纪录！", "生存排行榜的前几名：1. Ann，3。"])
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test("Mental arithmetic is asked in the player's language, with the numbers as digits", arguments: others)
    func arithmetic(_ language: Language) {
        var request = QuestionRequest(categoryID: "arithmetic-hard", count: 20, seed: 3, kinds: [.typed])
        let english = ArithmeticGenerator(level: .hard).generate(request)
        request.language = language
        let other = ArithmeticGenerator(level: .hard).generate(request)
        #expect(other.count == english.count)
        for (e, o) in zip(english, other) {
            expectIn(language, o.text, english: e.text)
            #expect(o.answers == e.answers)
            let digits = { (s: String) in s.split { !("0"..."9").contains($0) }.map(String.init) }
            #expect(Set(digits(o.text)) == Set(digits(e.text)), "\(o.text)")
            if let check = o.explanation, let englishCheck = e.explanation { expectIn(language, check, english: englishCheck) }
        }
        let sum = Sum(.times, 7, 8, 56)
        #expect(sum.question(.english) == "What is 7 times 8?")
        #expect(sum.question(Messages(.zh)) == "7乘以8等于多少？")
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test("modes and help words: built-in modes in the player's language, outside plugins as they are", arguments: others)
    func descriptors(_ language: Language) throws {
        let m = Messages(language)
        let registry = try BuiltinPlugins.registry()
        for id in ["classic", "timed", "daily", "weekly", "list", "survival", "review"] {
            let d = try #require(registry.mode(id)?.descriptor)
            expectIn(language, d.displaySummary(m), english: d.summary)
            #expect(d.displayName(m) != d.name)
            #expect(d.displayName(.english) == d.name)
            #expect(d.displaySummary(.english) == d.summary)
            for setting in d.settings { expectIn(language, setting.displaySummary(m), english: setting.summary) }
            for verb in d.commands {
                expectIn(language, verb.displaySummary(m), english: verb.summary)
                expectIn(language, verb.displayHelp(m), english: verb.help)
            }
        }
        let outside = ModeDescriptor(id: "classic", name: "Classic rock", summary: "Songs from the seventies.")
        #expect(outside.displayName(m) == "Classic rock")
        #expect(outside.displaySummary(m) == "Songs from the seventies.")
        let verb = CommandDescriptor("hint", scope: .game, summary: "A clue of my own.", help: "hint gives my clue.")
        #expect(verb.displaySummary(m) == "A clue of my own.")
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test("The timing kept beside a score stays English in the store and is said in the player's language")
    func timingLabels() {
        let zh = Messages(.zh)
        #expect(TimedHooks().scoreLabel(GameSetup(modeID: "timed", categoryID: nil, count: nil, seed: 0, date: "x")) == "standard")
        #expect(TimedHooks.timingText("standard", zh) == "标准")
        #expect(TimedHooks.timingText("off", zh) == "关闭")
        #expect(TimedHooks.timingText("2 times as long", zh) == "标准的2倍")
        #expect(TimedHooks.timingText("2.5 times as long", .english) == "2.5 times as long")
        #expect(TimedHooks.timingText("strange", zh) == "strange")
    }
}
