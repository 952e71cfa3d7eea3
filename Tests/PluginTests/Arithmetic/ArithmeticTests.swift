// Plugins this file needs: Classic

import Arithmetic
import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotTesting
import Testing

/// Works a problem out from its words, independently of the generator.
func work(_ words: String) -> Int? {
    let w = words.split(separator: " ").map(String.init)
    if w.count == 2, w[1] == "squared", let a = Int(w[0]) { return a * a }
    guard w.count >= 3, let a = Int(w[0]), let b = Int(w.last!) else { return nil }
    switch w[1...].dropLast().joined(separator: " ") {
    case "plus": return a + b
    case "minus": return a - b
    case "times": return a * b
    case "divided by": return b == 0 || a % b != 0 ? nil : a / b
    case "percent of": return a * b % 100 == 0 ? a * b / 100 : nil
    default: return nil
    }
}

/// A number in English words, as a player might type it (`one hundred and twenty`).
func spelled(_ n: Int) -> String {
    let units = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20 { return units[n] }
    if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + units[n % 10]) }
    if n < 1000 { return units[n / 100] + " hundred" + (n % 100 == 0 ? "" : " and " + spelled(n % 100)) }
    return spelled(n / 1000) + " thousand" + (n % 1000 == 0 ? "" : " " + spelled(n % 1000))
}

@Suite("Mental arithmetic category plugin")
struct ArithmeticTests {
    @Test("The plugin registers its three categories, named in its own words")
    func registers() throws {
        let registry = try BuiltinPlugins.registry()
        #expect(registry.generators.map(\.category.id) == ["arithmetic-easy", "arithmetic-medium", "arithmetic-hard"])
        #expect(registry.generators.allSatisfy { $0.plugin == "arithmetic" && $0.category.nameKey != nil })
        #expect(Messages(.zh)(registry.generator(for: "arithmetic-hard")!.category.nameKey!) == "心算，困难")
    }

    @Test("Every level makes distinct, correct problems of its own difficulty", arguments: Difficulty.allCases)
    func problems(level: Difficulty) {
        let generator = ArithmeticGenerator(level: level)
        #expect(generator.category.id == "arithmetic-\(level.rawValue)")
        for seed: UInt64 in [1, 2, 99] {
            let qs = generator.generate(QuestionRequest(categoryID: generator.category.id, count: 20, seed: seed))
            #expect(qs.count == 20)
            #expect(Set(qs.map(\.text)).count == 20)
            for q in qs {
                #expect(q.kind == .typed)
                #expect(q.difficulty == level)
                #expect(q.categoryID == generator.category.id)
                let words = String(q.text.dropFirst("What is ".count).dropLast())
                #expect(work(words).map(String.init) == q.answers.first, "\(q.text)")
                #expect((Int(q.answers[0]) ?? -1) >= 0)
            }
        }
    }

    @Test("Easy stays small; hard goes beyond the times tables")
    func levelsDiffer() {
        let easy = ArithmeticGenerator(level: .easy).generate(QuestionRequest(categoryID: nil, count: 40, seed: 4))
        let hard = ArithmeticGenerator(level: .hard).generate(QuestionRequest(categoryID: nil, count: 40, seed: 4))
        #expect(easy.allSatisfy { Int($0.answers[0])! <= 50 })
        #expect(hard.contains { Int($0.answers[0])! > 144 })
    }

    @Test("The same seed gives the same problems; another seed gives others")
    func deterministic() {
        let g = ArithmeticGenerator(level: .medium)
        let request = QuestionRequest(categoryID: nil, count: 10, seed: 7)
        #expect(g.generate(request) == g.generate(request))
        #expect(g.generate(request) != g.generate(QuestionRequest(categoryID: nil, count: 10, seed: 8)))
    }

    @Test("A mode that plays only options gets three close wrong options")
    func choiceFallback() {
        let qs = ArithmeticGenerator(level: .easy).generate(QuestionRequest(categoryID: nil, count: 30, seed: 1, kinds: [.choice]))
        for q in qs {
            #expect(q.kind == .choice)
            #expect(q.wrong.count == 3)
            #expect(!q.wrong.contains(q.answers[0]))
            #expect(Set(q.wrong).count == 3)
            #expect(q.wrong.allSatisfy { (Int($0) ?? -1) >= 0 })
        }
    }

    @Test(
        "Numeric answers match as digits or words",
        arguments: [
            ("12", "12", true), ("twelve", "12", true), (" Twelve. ", "12", true), ("13", "12", false),
            ("thirteen", "12", false), ("one hundred and twenty", "120", true), ("a hundred and twenty", "120", true),
            ("one hundred twenty", "120", true), ("hundred", "100", true), ("seventy-five", "75", true),
            ("1,000", "1000", true), ("one thousand", "1000", true), ("six hundred and twenty five", "625", true),
            ("zero", "0", true), ("1,00", "100", false),
        ])
    func matching(typed: String, answer: String, accepted: Bool) {
        #expect(AnswerMatcher.accepts(typed, answers: [answer]) == accepted)
    }

    @Test("The spelled form of every answer up to 1000 is accepted")
    func spelledNumbers() {
        for n in 0...1000 {
            #expect(AnswerMatcher.accepts(spelled(n), answers: [String(n)]), "\(spelled(n))")
        }
    }

    @Test("A classic game of generated questions, answered in words, through the runner")
    func playedInWords() async throws {
        let request = QuestionRequest(categoryID: "arithmetic-hard", count: 5, seed: 11)
        let lines = ArithmeticGenerator(level: .hard).generate(request).map { spelled(Int($0.answers[0])!) }
        let t = try await TestApp(lines: lines, registry: try BuiltinPlugins.registry())
        #expect(await GamePlay(t.app).runScripted(mode: "classic", category: "arithmetic-hard", count: 5, seed: 11))
        let finished = t.events.gameEvents.compactMap { if case .finished(_, let s) = $0 { s } else { nil } }
        #expect(finished.first?.correct == 5)
        #expect(t.output.text.contains("Classic game: 5 questions, Mental arithmetic, hard."))
    }
}
