import EarshotCore
import Foundation
import Testing

/// Number words never overflow (which would stop the process) and are read in linear time.
@Suite struct NumberWordsOverflowTests {
    @Test func repeatedScalesStayAsWordsInsteadOfOverflowing() {
        let words = Array(repeating: "hundred", count: 40)
        let out = NumberWords.replace(in: words)
        #expect(out.allSatisfy { Int($0).map { $0 <= NumberWords.maximum } ?? true })
        #expect(TextNormalizer.normalize(words.joined(separator: " ")).contains("hundred"))
    }

    @Test func hugeDigitsTimesAScaleAreKeptAsTyped() {
        #expect(TextNormalizer.normalize("99999999999999 million") == "99999999999999 million")
        #expect(TextNormalizer.normalize("9223372036854775807 thousand") == "9223372036854775807 thousand")
        #expect(TextNormalizer.normalize("classic 99999999999999 million") == "classic 99999999999999 million")
    }

    @Test func mixedRunsThatOverflowKeepTheirWords() {
        let text = "nine hundred thousand " + Array(repeating: "hundred", count: 9).joined(separator: " ") + " and five"
        let normalized = TextNormalizer.normalize(text)
        #expect(!normalized.isEmpty)
        #expect(normalized.contains("hundred and five"))
        // Ordinary numbers still read as before.
        #expect(TextNormalizer.normalize("one hundred and five") == "105")
        #expect(TextNormalizer.normalize("five thousand") == "5000")
        #expect(TextNormalizer.normalize("hundred hundred") == "10000")
        #expect(TextNormalizer.normalize("nine hundred ninety nine trillion") == "999 trillion")
    }

    @Test func largestValueIsReadExactly() {
        #expect(TextNormalizer.normalize("999 million million") == "999000000000000")
        #expect(TextNormalizer.normalize("1000 million million") == "1000000000 million")
    }

    @Test func anOptionMadeOfNumberWordsCanBeMatched() {
        let option = Array(repeating: "hundred", count: 30).joined(separator: " ")
        let options = [option, "seven", "million million million million"]
        #expect(AnswerMatcher.match("2", options: options) == .option(1))
        #expect(AnswerMatcher.match("seven", options: options) == .option(1))
        #expect(!AnswerMatcher.accepts("hundred hundred hundred", answers: [option]))
    }

    @Test func longInputIsReadInLinearTime() {
        let words = Array(repeating: "hundred", count: 200_000).joined(separator: " ")
        let start = ContinuousClock.now
        let normalized = TextNormalizer.normalize(words)
        #expect(normalized.hasPrefix("hundred"))
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
