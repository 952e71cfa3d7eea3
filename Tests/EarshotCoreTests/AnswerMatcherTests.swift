import EarshotCore
import Testing

/// One row of the matching table: input, options, and what it should mean.
struct MatchCase: CustomTestStringConvertible, Sendable {
    let input: String
    let options: [String]
    let expected: OptionMatch
    var isTrueFalse = false
    var testDescription: String { "\"\(input)\" among \(options)" }
}

let capitals = ["Paris", "London", "Berlin", "Madrid"]
let painters = ["Leonardo da Vinci", "Michelangelo", "Raphael", "Donatello"]
let planets = ["Mars", "Mercury", "Jupiter", "Saturn"]
let numbers = ["7", "1", "10", "14"]
let trueFalse = ["True", "False"]
let astronauts = ["Neil Armstrong", "Buzz Aldrin", "Yuri Gagarin", "John Glenn"]

let matchTable: [MatchCase] = [
    // Numbers and letters.
    MatchCase(input: "1", options: capitals, expected: .option(0)),
    MatchCase(input: "4", options: capitals, expected: .option(3)),
    MatchCase(input: " 2 ", options: capitals, expected: .option(1)),
    MatchCase(input: "5", options: capitals, expected: .noMatch),
    MatchCase(input: "0", options: capitals, expected: .noMatch),
    MatchCase(input: "a", options: capitals, expected: .option(0)),
    MatchCase(input: "D", options: capitals, expected: .option(3)),
    MatchCase(input: "c)", options: capitals, expected: .option(2)),
    MatchCase(input: "b.", options: capitals, expected: .option(1)),
    MatchCase(input: "e", options: capitals, expected: .noMatch),
    // Exact words, case, accents, punctuation, articles.
    MatchCase(input: "paris", options: capitals, expected: .option(0)),
    MatchCase(input: "MADRID", options: capitals, expected: .option(3)),
    MatchCase(input: "Madrid!", options: capitals, expected: .option(3)),
    MatchCase(input: "the Berlin", options: capitals, expected: .option(2)),
    MatchCase(input: "Raphel", options: painters, expected: .option(2)),
    MatchCase(input: "leonardo da vinci", options: painters, expected: .option(0)),
    MatchCase(input: "Leonardo da Vinci.", options: painters, expected: .option(0)),
    MatchCase(input: "Bronte", options: ["Brontë", "Austen", "Eliot", "Shelley"], expected: .option(0)),
    MatchCase(input: "sao paulo", options: ["São Paulo", "Rio de Janeiro", "Brasília", "Salvador"], expected: .option(0)),
    MatchCase(input: "brasilia", options: ["São Paulo", "Rio de Janeiro", "Brasília", "Salvador"], expected: .option(2)),
    MatchCase(input: "a tale of two cities", options: ["A Tale of Two Cities", "Bleak House", "Hard Times", "Emma"], expected: .option(0)),
    MatchCase(input: "tale of two cities", options: ["A Tale of Two Cities", "Bleak House", "Hard Times", "Emma"], expected: .option(0)),
    MatchCase(input: "rock and roll", options: ["Rock & Roll", "Jazz", "Blues", "Soul"], expected: .option(0)),
    // Prefixes and words.
    MatchCase(input: "lon", options: capitals, expected: .option(1)),
    MatchCase(input: "jup", options: planets, expected: .option(2)),
    MatchCase(input: "me", options: planets, expected: .option(1)),
    MatchCase(input: "ma", options: planets, expected: .option(0)),
    MatchCase(input: "m", options: ["Mars", "Mercury", "Moon", "Mimas"], expected: .noMatch),
    MatchCase(input: "da vinci", options: painters, expected: .option(0)),
    MatchCase(input: "vinci", options: painters, expected: .option(0)),
    // Typos: one in short answers, two in long ones.
    MatchCase(input: "pars", options: capitals, expected: .option(0)),
    MatchCase(input: "Lodnon", options: capitals, expected: .option(1)),
    MatchCase(input: "Berlni", options: capitals, expected: .option(2)),
    MatchCase(input: "Michaelangelo", options: painters, expected: .option(1)),
    MatchCase(input: "Michalengelo", options: painters, expected: .option(1)),
    MatchCase(input: "Donatelo", options: painters, expected: .option(3)),
    MatchCase(input: "Brlnn", options: capitals, expected: .noMatch),
    MatchCase(input: "Rome", options: capitals, expected: .noMatch),
    MatchCase(input: "xyz", options: capitals, expected: .noMatch),
    // Ambiguity is never resolved silently.
    MatchCase(input: "m", options: ["Mars", "Venus", "Earth", "Moon"], expected: .noMatch),
    MatchCase(input: "mo", options: ["Moon", "Mole", "Mars", "Venus"], expected: .ambiguous([0, 1])),
    MatchCase(input: "new", options: ["New York", "New Delhi", "Newcastle", "Boston"], expected: .ambiguous([0, 1, 2])),
    MatchCase(input: "new york", options: ["New York", "New Delhi", "Newcastle", "Boston"], expected: .option(0)),
    MatchCase(input: "cat", options: ["Bat", "Rat", "Dog", "Cow"], expected: .ambiguous([0, 1])),
    MatchCase(input: "Bart", options: ["Bat", "Cart", "Dog", "Cow"], expected: .ambiguous([0, 1])),
    // Number options: position and value.
    MatchCase(input: "seven", options: numbers, expected: .option(0)),
    MatchCase(input: "fourteen", options: numbers, expected: .option(3)),
    MatchCase(input: "14", options: numbers, expected: .option(3)),
    MatchCase(input: "4", options: numbers, expected: .option(3)),
    MatchCase(input: "1", options: numbers, expected: .ambiguous([0, 1])),
    MatchCase(input: "10", options: numbers, expected: .option(2)),
    // A number that is no position begins an option's words: 1949 for 1949年, 1990 for 1990s.
    MatchCase(input: "1949", options: ["1911年", "1945年", "1937年", "1949年"], expected: .option(3)),
    MatchCase(input: "1990", options: ["1980s", "1990s", "2000s", "2010s"], expected: .option(1)),
    MatchCase(input: "19", options: ["1911年", "1945年", "1937年", "1949年"], expected: .ambiguous([0, 1, 2, 3])),
    MatchCase(input: "2", options: ["1911年", "1945年", "1937年", "1949年"], expected: .option(1)),
    // A number in words is a number: "one" may be option 1 or the option 1.
    MatchCase(input: "one", options: numbers, expected: .ambiguous([0, 1])),
    MatchCase(input: "ten", options: numbers, expected: .option(2)),
    // Ordinals, as people say them.
    MatchCase(input: "the second one", options: capitals, expected: .option(1)),
    MatchCase(input: "second one", options: capitals, expected: .option(1)),
    MatchCase(input: "the second", options: capitals, expected: .option(1)),
    MatchCase(input: "2nd", options: capitals, expected: .option(1)),
    MatchCase(input: "the 3rd one", options: capitals, expected: .option(2)),
    MatchCase(input: "4th", options: capitals, expected: .option(3)),
    MatchCase(input: "5th", options: capitals, expected: .noMatch),
    MatchCase(input: "yang kedua", options: capitals, expected: .option(1)),
    // A typo in one word of a longer option; a real word is still not a typo.
    MatchCase(input: "armstrog", options: astronauts, expected: .option(0)),
    MatchCase(input: "aldrn", options: astronauts, expected: .option(1)),
    MatchCase(input: "strong", options: astronauts, expected: .noMatch),
    // True or false.
    MatchCase(input: "true", options: trueFalse, expected: .option(0), isTrueFalse: true),
    MatchCase(input: "F", options: trueFalse, expected: .option(1), isTrueFalse: true),
    MatchCase(input: "t", options: trueFalse, expected: .option(0), isTrueFalse: true),
    MatchCase(input: "yes", options: trueFalse, expected: .option(0), isTrueFalse: true),
    MatchCase(input: "No", options: trueFalse, expected: .option(1), isTrueFalse: true),
    MatchCase(input: "2", options: trueFalse, expected: .option(1), isTrueFalse: true),
    MatchCase(input: "b", options: trueFalse, expected: .option(1), isTrueFalse: true),
    MatchCase(input: "maybe", options: trueFalse, expected: .noMatch, isTrueFalse: true),
    // Empty input.
    MatchCase(input: "", options: capitals, expected: .noMatch),
    MatchCase(input: "   ", options: capitals, expected: .noMatch),
    MatchCase(input: "?!", options: capitals, expected: .noMatch),
]

@Suite("Answer matching")
struct AnswerMatcherTests {
    @Test("The matching table", arguments: matchTable)
    func table(_ c: MatchCase) {
        #expect(AnswerMatcher.match(c.input, options: c.options, isTrueFalse: c.isTrueFalse) == c.expected)
    }

    @Test func theTableIsLargeEnough() {
        #expect(matchTable.count >= 40)
    }

    @Test(
        "Typed answers",
        arguments: [
            ("Jupiter", ["Jupiter"], true),
            ("jupiter ", ["Jupiter"], true),
            ("Jupitre", ["Jupiter"], true),
            ("Jptr", ["Jupiter"], false),
            ("Jup", ["Jupiter"], false),
            ("shakespeare", ["William Shakespeare", "Shakespeare"], true),
            ("Wiliam Shakespere", ["William Shakespeare", "Shakespeare"], true),
            ("the beatles", ["The Beatles"], true),
            ("beatles", ["The Beatles"], true),
            ("12", ["12"], true),
            ("twelve", ["12"], true),
            ("13", ["12"], false),
            ("twenty one", ["21"], true),
            ("one hundred and five", ["105"], true),
            ("1066", ["1066"], true),
            ("1067", ["1066"], false),
            ("neel armstorng", ["Neil Armstrong"], true),
            ("neil strong", ["Neil Armstrong"], false),
            ("H", ["Hydrogen", "H"], true),
            ("He", ["Hydrogen", "H"], false),
            ("", ["Anything"], false),
        ])
    func typed(_ input: String, _ answers: [String], _ expected: Bool) {
        #expect(AnswerMatcher.accepts(input, answers: answers) == expected)
    }

    @Test func anAnswerTypedExactlyIsNamedAsTyped() {
        #expect(AnswerMatcher.acceptedAnswer("tokio", answers: ["Tokyo", "Tokio"]) == "Tokio")
        #expect(AnswerMatcher.acceptedAnswer("tokyp", answers: ["Tokyo", "Tokio"]) == "Tokyo")
    }

    @Test func numericTolerance() {
        #expect(AnswerMatcher.accepts("1820", answers: ["1822"], tolerance: 5))
        #expect(!AnswerMatcher.accepts("1810", answers: ["1822"], tolerance: 5))
        #expect(AnswerMatcher.accepts("3.14", answers: ["3.1416"], tolerance: 0.01))
    }
}

@Suite("Text normalisation")
struct TextNormalizerTests {
    @Test func foldsCaseAccentsAndPunctuation() {
        #expect(TextNormalizer.normalize("  Émile   Zola! ") == "emile zola")
        #expect(TextNormalizer.normalize("Don't Stop") == "dont stop")
        #expect(TextNormalizer.normalize("The Who") == "who")
        #expect(TextNormalizer.normalize("The") == "the")
        #expect(TextNormalizer.normalize("3.5 metres") == "3.5 metres")
    }

    @Test func numberWords() {
        #expect(TextNormalizer.normalize("twenty-one") == "21")
        #expect(TextNormalizer.normalize("two thousand and twenty") == "2020")
        #expect(TextNormalizer.normalize("5 thousand") == "5000")
        #expect(TextNormalizer.normalize("The Hundred Years' War") == TextNormalizer.normalize("hundred years war"))
        #expect(TextNormalizer.normalize("one million") == "1000000")
    }

    @Test func editDistance() {
        #expect(EditDistance.distance("paris", "paris") == 0)
        #expect(EditDistance.distance("paris", "pairs") == 1)
        #expect(EditDistance.distance("kitten", "sitting") == 3)
        #expect(EditDistance.distance("", "abc") == 3)
        #expect(EditDistance.distance("abcdef", "zzzzzz", limit: 2) == 3)
        #expect(EditDistance.allowedTypos(forLength: 2) == 0)
        #expect(EditDistance.allowedTypos(forLength: 5) == 1)
        #expect(EditDistance.allowedTypos(forLength: 12) == 2)
    }
}
