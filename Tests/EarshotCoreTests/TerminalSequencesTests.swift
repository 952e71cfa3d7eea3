import EarshotCore
import Testing

/// Escape sequences from data are removed whole, the same way for every source of text
/// (issue 25: "Rules ]0;pwned of the game 31m end" was spoken from a plugin's rules).
@Suite struct TerminalSequencesTests {
    static let plugin = "Rules \u{1B}]0;pwned\u{07}of the game \u{1B}[31mend."

    @Test func theReportedTextLosesEveryPieceOfItsSequences() {
        for cleaned in [
            ExternalText.clean(Self.plugin), Self.plugin.printable,
            TerminalSequences.removing(from: Self.plugin),
        ] {
            #expect(cleaned == "Rules of the game end.", "\(cleaned.debugDescription)")
        }
        #expect(SafeText.forSpeech(Self.plugin) == "Rules  of the game  end.")
        #expect(SafeText.clean(Self.plugin) == "Rules \u{FFFD}of the game \u{FFFD}end.")
    }

    @Test(arguments: [
        ("a\u{1B}[1;31mb", "ab"),  // CSI with parameters
        ("a\u{1B}[?25lb", "ab"),  // private CSI
        ("a\u{1B}[ qb", "ab"),  // CSI with an intermediate byte
        ("a\u{9B}2Jb", "ab"),  // one-character CSI
        ("a\u{1B}]0;title\u{07}b", "ab"),  // OSC ended by BEL
        ("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b", "alinkb"),  // hyperlink, ended by ST
        ("a\u{9D}52;c;aGk=\u{9C}b", "ab"),  // C1 OSC and ST
        ("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),  // DCS (sixel)
        ("a\u{90}1$r\u{9C}b", "ab"),  // C1 DCS
        ("a\u{1B}_APC text\u{1B}\\b", "ab"),  // APC
        ("a\u{1B}^PM\u{1B}\\b", "ab"),  // PM
        ("a\u{1B}Xsos\u{1B}\\b", "ab"),  // SOS
        ("a\u{1B}(Bb", "ab"),  // character set
        ("a\u{1B}cb", "ab"),  // reset
        ("a\u{1B}7b\u{1B}8", "ab"),  // save and restore the cursor
        ("a\u{1B}", "a"),  // a lone escape at the end
        ("a\u{1B}]0;never ended", "a"),  // an unterminated string runs to the end
        ("a\u{1B}[31", "a"),  // a CSI cut short
        ("a\u{1B}[3\u{1B}[0mb", "ab"),  // a CSI broken by a new one
        ("a\u{1B}]0;x\u{1B}[1mb", "ab"),  // an OSC ended by a new sequence
        ("日本\u{1B}[0m語", "日本語"),
    ])
    func eachKindIsRemovedWhole(input: String, expected: String) {
        #expect(TerminalSequences.removing(from: input) == expected)
        #expect(ExternalText.clean(input) == expected)
    }

    @Test func textWithoutSequencesIsReturnedAsItIs() {
        for text in ["plain", "Zürich [1] ]x[ ^_^ P.S.", "日本語の質問", ""] {
            #expect(!TerminalSequences.mayContain(text))
            #expect(TerminalSequences.removing(from: text) == text)
        }
    }
}
