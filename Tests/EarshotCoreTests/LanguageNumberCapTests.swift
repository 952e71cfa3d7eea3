import EarshotCore
import Testing

/// Number words in Chinese, Malay and Tamil are held to ``NumberWords/maximum`` like English
/// ones (issue 20, item 15): `九` eighteen times was read as 999,999,999,999,999,999.
@Suite struct LanguageNumberCapTests {
    static func nines(_ count: Int) -> String { String(repeating: "九", count: count) }

    @Test func chineseDigitsByDigitStopAtTheCap() {
        #expect(LanguageNumberWords.replace(in: [Self.nines(15)]) == ["999999999999999"], "the cap itself is read")
        #expect(LanguageNumberWords.replace(in: [Self.nines(16)]) == [Self.nines(16)], "one digit more stays as typed")
        #expect(LanguageNumberWords.replace(in: [Self.nines(18)]) == [Self.nines(18)])
        #expect(TextNormalizer.normalize(Self.nines(18)) == Self.nines(18))
        #expect(LanguageNumberWords.replace(in: ["二零二四"]) == ["2024"], "years digit by digit still read")
    }

    @Test func aNumeralOverTheCapMatchesNoNumber() {
        #expect(!AnswerMatcher.accepts(Self.nines(18), answers: ["999999999999999999"], tolerance: nil))
        #expect(AnswerMatcher.accepts(Self.nines(15), answers: ["999999999999999"], tolerance: nil))
        #expect(AnswerMatcher.accepts("二十一", answers: ["21"], tolerance: nil))
    }

    @Test func chineseWithUnitsIsStillRead() {
        #expect(LanguageNumberWords.replace(in: ["三百零五"]) == ["305"])
        #expect(LanguageNumberWords.replace(in: ["一万"]) == ["10000"])
        #expect(LanguageNumberWords.replace(in: ["九千九百九十九亿"]) == ["999900000000"])
    }

    /// Every word of Chinese numerals up to 24 characters, built at random, reads as a value
    /// within the cap or stays as typed.
    @Test func noChineseNumeralPassesTheCap() {
        let alphabet = Array("零〇一二两三四五六七八九十百千万亿")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<20_000 {
            let word = String((0..<(1 + next(24))).map { _ in alphabet[next(alphabet.count)] })
            let out = LanguageNumberWords.replace(in: [word])
            if let value = Int(out[0]) { #expect(value >= 0 && value <= NumberWords.maximum, "\(word) read as \(value)") }
        }
    }

    @Test func malayRunsStopAtTheCapWithoutOverflowing() {
        let big = "sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu"
        #expect(LanguageNumberWords.malayValue(big) == 999_999_000)
        let huge = Array(repeating: "sembilan ratus juta", count: 2_000).joined(separator: " ")
        #expect(LanguageNumberWords.malayValue(huge) == nil, "worth more than the cap: not a number")
        let long = Array(repeating: "sembilan ratus", count: 5_000).joined(separator: " ") + " juta"
        #expect(LanguageNumberWords.malayValue(long) == nil)
        #expect(LanguageNumberWords.malayValue("dua puluh satu") == 21)
    }

    @Test func tamilWordsAreEachWithinTheCap() {
        let words = Array(repeating: "ஆயிரம்", count: 30)
        #expect(LanguageNumberWords.replace(in: words) == Array(repeating: "1000", count: 30), "each word alone, never multiplied")
        #expect(
            TextNormalizer.normalize("ஆயிரம் million million million").split(separator: " ").allSatisfy { word in
                Int(word).map { $0 <= NumberWords.maximum } ?? true
            })
    }
}
