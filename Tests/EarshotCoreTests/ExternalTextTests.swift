import EarshotCore
import Testing

/// The one rule for text from outside (issue 20, item 13): what it refuses, what it cleans,
/// how it counts length, and that the terminal's sanitizer agrees with it.
@Suite struct ExternalTextTests {
    static let hostile = [
        "Cat\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}", "bell\u{07}", "csi\u{9B}31m", "nul\u{0}", "del\u{7F}", "nel\u{85}",
        "annotation\u{FFF9}x\u{FFFB}",
    ]
    static let reordering = ["\u{202E}reversed", "iso\u{2066}late\u{2069}", "mark\u{200F}", "arabic\u{061C}letter"]

    @Test func controlCharactersAreRefusedFirst() {
        for text in Self.hostile {
            #expect(ExternalText.problem(text) == .controlCharacter, "\(text.unicodeScalars.map { $0.value })")
        }
        #expect(ExternalText.problem("\u{202E}and\u{1B}") == .controlCharacter, "a control is named before a direction mark")
    }

    @Test func directionMarksAndDamageAreRefused() {
        for text in Self.reordering { #expect(ExternalText.problem(text) == .directionControl) }
        #expect(ExternalText.problem("caf\u{FFFD}") == .damaged)
        #expect(ExternalText.problem("x\u{FFFE}") == .damaged)
        #expect(ExternalText.problem("x\u{10FFFF}") == .damaged)
        #expect(ExternalText.problem("x" + String(Character(Unicode.Scalar(0xFDD0)!))) == .damaged)
    }

    @Test func ordinaryTextWhiteSpaceAndInvisiblesPass() {
        let fine = [
            "Zürich, København, Ørsted", "日本語の質問", "இருபது கேள்விகள்", "dua puluh satu", "👩‍👩‍👧 families", "tab\there",
            "two\nlines", "soft\u{AD}hyphen", "zero\u{200B}width", "line\u{2028}separator",
        ]
        for text in fine { #expect(ExternalText.problem(text) == nil, "\(text)") }
    }

    @Test func lengthIsCountedInCharacters() {
        #expect(ExternalText.problem(String(repeating: "é", count: 1_000), limit: 1_000) == nil, "2,000 bytes, 1,000 characters")
        #expect(ExternalText.problem(String(repeating: "九", count: 1_001), limit: 1_000) == .tooLong(limit: 1_000))
        #expect(ExternalText.problem(String(repeating: "a", count: 501), limit: 500) == .tooLong(limit: 500))
        #expect(!ExternalText.isLonger("e\u{301}e\u{301}", than: 2), "an accent is part of its letter")
        #expect(ExternalText.problem("\u{1B}" + String(repeating: "a", count: 600), limit: 500) == .controlCharacter)
    }

    @Test func cleanDropsWhatIsRefusedAndKeepsTheRest() {
        #expect(ExternalText.clean("Cat\u{1B}[31mred\u{07}") == "Catred")
        #expect(ExternalText.clean("\u{202E}desrever\u{202C}") == "desrever")
        #expect(ExternalText.clean("one\ttwo\nthree\u{2029}four") == "one two three four")
        #expect(ExternalText.clean("zero\u{200B}width\u{FEFF}") == "zerowidth")
        #expect(ExternalText.clean("👩‍👩‍👧") == "👩‍👩‍👧", "the zero-width joiner of emoji stays")
        #expect(ExternalText.clean("caf\u{FFFD}") == "caf\u{FFFD}", "damage is harmless on a terminal and stays")
        #expect(ExternalText.clean("plain text") == "plain text")
    }

    @Test func cleanedTextIsCleanAndCleaningTwiceChangesNothing() {
        for text in Self.hostile + Self.reordering + ["mixed \u{1B}\u{202E}\u{200B}\u{9B}\t\u{2028} text"] {
            let once = ExternalText.clean(text)
            #expect(ExternalText.clean(once) == once)
            #expect(ExternalText.problem(once) == nil, "\(once.unicodeScalars.map { $0.value })")
            #expect(SafeText.isClean(once))
        }
    }

    @Test func cleanWithALimitCutsWithAnEllipsis() {
        let cut = ExternalText.clean(String(repeating: "ab", count: 100) + "\u{1B}", limit: 50)
        #expect(cut.count == 50 && cut.hasSuffix("…"))
        #expect(ExternalText.clean(cut, limit: 50) == cut)
        #expect(ExternalText.clean("short", limit: 50) == "short")
    }

    @Test func theTerminalSanitizerFollowsTheSameRule() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let kind = ExternalText.kind(of: scalar)
            #expect(SafeText.isUnsafe(scalar) == (kind == .whiteSpace || kind == .control || kind == .direction), "U+\(value)")
        }
        for value: UInt32 in [0x202E, 0x2066, 0x2069, 0xFFF9, 0xFFFB, 0xFEFF, 0xFFFD] {
            let scalar = Unicode.Scalar(value)!
            let kind = ExternalText.kind(of: scalar)
            #expect(SafeText.isUnsafe(scalar) == (kind == .whiteSpace || kind == .control || kind == .direction))
        }
    }

    @Test func everyProblemIsSaidInEveryLanguage() {
        let problems: [ExternalText.Problem] = [.controlCharacter, .directionControl, .damaged, .tooLong(limit: 1_000)]
        for language in Language.allCases {
            let m = Messages(language)
            for problem in problems {
                let said = problem.describe(m)
                #expect(m.has(problem.messageKey) && !said.isEmpty && !said.contains("{"), "\(language) \(problem)")
            }
            #expect(ExternalText.Problem.tooLong(limit: 1_000).describe(m).contains("1000"))
        }
    }
}
