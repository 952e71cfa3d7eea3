import Arithmetic
import EarshotCore
import Testing

/// Mental arithmetic speaks the player's language.
@Suite("Mental arithmetic in the player's language")
struct ArithmeticLanguageTests {
    @Test("Mental arithmetic is asked in the player's language, with the numbers as digits", arguments: otherLanguages)
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
        #expect(sum.question(ArithmeticPlugin.strings.words(.en)) == "What is 7 times 8?")
        #expect(sum.question(ArithmeticPlugin.strings.words(.zh)) == "7乘以8等于多少？")
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }
}
