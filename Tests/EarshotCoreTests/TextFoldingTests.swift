import Foundation
import Testing

@testable import EarshotCore

/// `TextNormalizer.folded` skips Foundation's Unicode folding for ASCII text. These check that
/// the shortcut gives what the full folding gives, and that text beyond ASCII still gets it.
@Suite struct TextFoldingTests {
    /// What `folded` did for every text before the ASCII shortcut.
    static func fullFolding(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
            .folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }

    @Test func everyPrintableASCIICharacterFoldsAsBefore() {
        let all = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(TextNormalizer.folded(all) == Self.fullFolding(all))
        for scalar in 0x20...0x7E {
            let one = String(Character(Unicode.Scalar(UInt8(scalar))))
            #expect(TextNormalizer.folded(one) == Self.fullFolding(one), "\(one)")
        }
    }

    @Test(arguments: ["Georg Simon Ohm", "THE VOLTA ONE", "Rock & Roll", "pH 10", "1,000.5", "Don't Stop", "  Tabs\tand\nlines "])
    func asciiAnswersFoldAsBefore(_ text: String) {
        #expect(TextNormalizer.folded(text) == Self.fullFolding(text))
    }

    @Test func textBeyondASCIIIsStillFolded() {
        #expect(TextNormalizer.folded("André-Marie Ampère") == "andre-marie ampere")
        #expect(TextNormalizer.folded("ＡＢＣ１２") == "abc12")  // full-width forms
        #expect(TextNormalizer.folded("Cafe\u{301}") == "cafe")  // a combining accent
        #expect(TextNormalizer.normalize("Ampère") == TextNormalizer.normalize("ampere"))
    }
}
