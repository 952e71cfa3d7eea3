import Testing

@testable import EarshotCore

/// `TextNormalizer.tokens` reads ASCII text byte by byte. These hold that path to the general
/// one, character by character, on the cases the rules name and on many made-up lines.
@Suite struct TextNormalizerASCIITests {
    /// Lines that exercise each rule: thousands, decimals, apostrophes, ampersands, trailing
    /// points, number words, articles, control characters and a CR LF pair.
    static let cases = [
        "1,000", "1,0000", "12,34", "1,000,000 people", "3.5", "3.", "v1.2.3", "..", "U.S.A.", "Dr. Who",
        "don't", "rock'n'roll", "R&B", "&&", "a & b", "Salt & Pepper", "twenty one", "one hundred and five",
        "A hundred", "the Beatles", "The", "an", "  spaced\tout\r\nlines  ", "line\u{7}bell", "e=mc^2",
        "#1 hit!", "(a), b; c: d?", "\"quoted\"", "", "   ", "5 thousand", "nine,999", "9,99", "1,23,456",
        "Paris.", "Paris...", "9.", "x.5", "1.5.2022", "'", ",000", "1,", "ELEVEN", "the the",
    ]

    @Test(arguments: cases) func theByteReadingGivesWhatTheCharacterReadingGives(_ line: String) {
        #expect(TextNormalizer.asciiTokens(line) == TextNormalizer.unicodeTokens(line), "\(line.debugDescription)")
    }

    @Test func madeUpLinesGiveTheSameOnBothPaths() {
        // Short lines from an alphabet rich in the characters the rules treat apart.
        let alphabet = Array("aZ09 ,.'&-\t\n!thenoaw".utf8)
        var generator = SplitMix(seed: 26)
        var differences: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 14)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let line = String(decoding: bytes, as: UTF8.self)
            if TextNormalizer.asciiTokens(line) != TextNormalizer.unicodeTokens(line) { differences.append(line) }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5).map(\.debugDescription))")
    }

    @Test func textBeyondASCIIGoesTheGeneralWay() {
        #expect(TextNormalizer.asciiTokens("café") == nil)
        #expect(TextNormalizer.tokens("Café & Crème") == ["cafe", "and", "creme"])
        #expect(TextNormalizer.tokens("北 京") == ["北京"])
    }

    /// A small seeded generator, so a failure names lines that come back on every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
