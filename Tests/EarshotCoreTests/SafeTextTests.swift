import EarshotCore
import Testing

/// Control characters and text-reordering marks from data never reach the terminal or speech.
@Suite struct SafeTextTests {
    static let hostile =
        "Cat\u{1B}]52;c;ZWNobyBwd25lZA==\u{07} \u{1B}[6n \u{202E}reversed \u{07}bell \u{9B}31m \u{7F}del \u{2066}iso\u{2069} \u{200F}mark"

    @Test func everyControlAndReorderingMarkIsReplaced() {
        let cleaned = SafeText.clean(Self.hostile)
        #expect(SafeText.isClean(cleaned))
        for scalar in cleaned.unicodeScalars {
            #expect(!SafeText.isUnsafe(scalar), "U+\(String(scalar.value, radix: 16)) left in")
        }
        #expect(!cleaned.contains("\u{1B}"))
        #expect(
            cleaned == "Cat\u{FFFD} \u{FFFD} \u{FFFD}reversed \u{FFFD}bell \u{FFFD} \u{FFFD}del \u{FFFD}iso\u{FFFD} \u{FFFD}mark",
            "one placeholder for each whole escape sequence and each other character: \(cleaned)")
        #expect(!cleaned.contains("52;c") && !cleaned.contains("6n") && !cleaned.contains("31m"), "no piece of a sequence is left")
    }

    @Test func everyC0AndC1ControlIsUnsafe() {
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) {
            #expect(SafeText.isUnsafe(Unicode.Scalar(UInt32(value))!))
        }
        for value in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C] {
            #expect(SafeText.isUnsafe(Unicode.Scalar(UInt32(value))!))
        }
    }

    @Test func ordinaryTextIsLeftAlone() {
        let texts = ["Zürich, København, Ørsted", "日本語の質問", "🇬🇧 👩‍👩‍👧 flags and families", "Café — “quotes” ½"]
        for text in texts {
            #expect(SafeText.clean(text) == text)
            #expect(SafeText.isClean(text))
        }
    }

    @Test func whiteSpaceControlsBecomeSpaces() {
        #expect(SafeText.clean("one\ttwo\nthree\rfour") == "one two three four")
    }

    @Test func speechGetsSpacesNotPlaceholders() {
        let spoken = SafeText.forSpeech("Hello\u{1B}[6n world\u{07}")
        #expect(spoken == "Hello  world ")
        #expect(SafeText.isClean(spoken))
    }

    @Test func onlyColourSequencesSurviveInStyledLines() {
        let styled = "\u{1B}[1mQuestion\u{1B}[0m \u{1B}[6n \u{1B}]52;c;aGk=\u{07} \u{1B}[0;31mred\u{1B}[0m"
        let cleaned = SafeText.cleanKeepingStyles(styled)
        #expect(cleaned == "\u{1B}[1mQuestion\u{1B}[0m \u{FFFD} \u{FFFD} \u{1B}[0;31mred\u{1B}[0m")
    }
}
