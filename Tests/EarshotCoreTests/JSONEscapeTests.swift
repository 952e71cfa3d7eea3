import EarshotCore
import Foundation
import Testing

/// The one hand-written JSON string writer (the bulk import's lists, the exports' JSON) writes
/// what a JSON reader reads back as the same text, with the escapes JSON's grammar names.
@Suite struct JSONEscapeTests {
    @Test func controlQuotesAndBackslashesAreEscaped() {
        #expect(JSONEscape.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONEscape.quoted("line\none\r\ttab") == #""line\none\r\ttab""#)
        #expect(JSONEscape.quoted("\u{0}\u{1B}[31m\u{1F}") == #""\u0000\u001b[31m\u001f""#)
        #expect(JSONEscape.quoted("") == #""""#)
        #expect(JSONEscape.array([]) == "[]")
        #expect(JSONEscape.array(["x", "y\"z"]) == #"["x","y\"z"]"#)
    }

    @Test func anyTextReadsBackAsItself() throws {
        var generator = SeededGenerator(seed: 21)
        let pieces = [
            "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{7}", "\u{7F}", "/", "é", "e\u{301}", "中文", "தமிழ்",
            "\u{202E}", "\u{2028}", "\u{FEFF}", "👩🏽‍🔬", "a", " ", "{", "]",
        ]
        for _ in 0..<500 {
            let count = Int.random(in: 0...4, using: &generator)
            let list = (0..<count).map { _ in
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined()
            }
            let text = JSONEscape.array(list)
            #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == list)
            for item in list {
                #expect(try JSONDecoder().decode(String.self, from: Data(JSONEscape.quoted(item).utf8)) == item)
            }
        }
    }
}
