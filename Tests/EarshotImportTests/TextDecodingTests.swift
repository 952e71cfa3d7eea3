import Foundation
import Testing

@testable import EarshotImport

@Suite struct TextDecodingTests {
    @Test func readsUTF8AsUTF8() {
        #expect(TextDecoding.decode(Data("Gdańsk ♡ 翟".utf8)) == "Gdańsk ♡ 翟")
    }

    @Test func readsStrayBytesAsWindows1252EvenInsideAUTF8Line() {
        // UTF-8 "é", then cp1252 curly quotes, an ellipsis and "é" in one line.
        let bytes: [UInt8] = Array("caf".utf8) + [0xC3, 0xA9, 0x20, 0x93] + Array("hi".utf8) + [0x94, 0x85, 0x20, 0xE9]
        #expect(TextDecoding.decode(bytes) == "café \u{201C}hi\u{201D}\u{2026} é")
    }

    @Test func repairsTheBrokenRightQuote() {
        #expect(TextDecoding.decode(Array("say ".utf8) + [0xE2, 0x80, 0x3F]) == "say \u{201D}")
    }

    @Test func rejectsOverlongAndSurrogateSequences() {
        #expect(TextDecoding.decode([0xC0, 0x80]) == "À\u{20AC}")
        #expect(TextDecoding.decode([0xED, 0xA0, 0x80]) == "í\u{A0}\u{20AC}")
    }

    @Test func dropsAByteOrderMark() {
        #expect(TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array("Q".utf8)) == "Q")
    }

    @Test func splitsLinesAtLFCRLFAndCROnly() {
        #expect(ImportText.lines("a\nb\r\nc\rd\u{85}e") == ["a", "b", "c", "d\u{85}e"])
    }

    @Test func cleansWhiteSpaceAndInvisibleMarks() {
        #expect(ImportText.clean("  Culture Club\t") == "Culture Club")
        #expect(ImportText.clean("by \tJ. R. R.  Tolkien") == "by J. R. R. Tolkien")
        #expect(ImportText.clean("Super\u{AD}cali\u{200E}") == "Supercali")
        #expect(ImportText.clean("a\u{A0}b") == "a b")
    }
}
