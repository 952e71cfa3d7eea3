import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

/// A huge line, or a question that never ends, is refused where it passes the limit, naming
/// the line, without ever holding it whole (issue 20, item 14). Before, one 250 MB Aiken line
/// took 4.45 GB of memory and was stored as a 250-million-character question.
@Suite struct HugeLineTests {
    /// A file whose line `line` (1-based) is `size` bytes of `x`, between ordinary lines.
    static func file(_ format: ImportFormat, longLine size: Int) -> (text: String, line: Int) {
        let long = String(repeating: "x", count: size)
        switch format {
        case .aiken: return ("Which planet is red?\nA) Mars\nB) \(long)\nANSWER: A\n", 3)
        case .gift: return ("// a comment\n\nWhich planet is red? {=Mars ~\(long)}\n", 3)
        case .csv: return ("question,answer,wrong1\nWhich planet?,Mars,\(long)\n", 2)
        case .opentriviaqa: return ("#Q Which planet is red?\n^ Mars\nA Mars\nB \(long)\n", 4)
        default: return ("", 0)
        }
    }

    @Test(arguments: [ImportFormat.aiken, .gift, .csv, .opentriviaqa])
    func aLineOverTheLimitIsRefusedByNumber(_ format: ImportFormat) throws {
        let (text, line) = Self.file(format, longLine: 70_000)
        #expect {
            try read(text, format, fileName: "huge.txt")
        } throws: { error in
            let reason = (error as? ImportError)?.reason ?? ""
            return reason.hasPrefix("Line \(line) is longer than 64 KB") && reason.contains("Nothing was imported")
        }
    }

    @Test(arguments: [ImportFormat.aiken, .gift, .csv, .opentriviaqa])
    func aLineJustUnderTheLimitIsReadAndItsFieldSkipped(_ format: ImportFormat) throws {
        let (text, line) = Self.file(format, longLine: 60_000)
        let r = try read(text, format, fileName: "long.txt")
        #expect(r.questionCount == 0)
        #expect(r.problems.first?.reason.contains("60,000 characters long") == true, "\(r.problems)")
        #expect(r.problems.first.map { $0.place == .line(line) || $0.place == .line(1) } == true)
    }

    @Test func aHugeLineIsStoppedWithoutReadingItAll() throws {
        // 64 MB on one line: refused in well under the time it would take to keep it.
        let big = Data("Which?\nA) ".utf8) + Data(repeating: UInt8(ascii: "y"), count: 64 << 20)
        let start = ContinuousClock.now
        #expect(throws: ImportError.self) { try QuestionImporter.read(big, format: .aiken, fileName: "big.txt") }
        #expect(start.duration(to: .now) < .seconds(5))
    }

    @Test func questionsThatNeverEndAreRefusedFromTheirFirstLine() throws {
        let lines = Array(repeating: String(repeating: "w", count: 50), count: 2_000).joined(separator: "\n")
        let aiken = "Which planet is red?\n\(lines)\nA) Mars\nB) Venus\nANSWER: A\n"
        let gift = "// x\nWhich planet is red?\n\(lines)\n{=Mars ~Venus}\n"
        let otqa = "\n#Q Which planet is red?\n\(lines)\n^ Mars\nA Mars\nB Venus\n"
        let csv = "question,answer,wrong1\n\"Which planet is red?\n\(lines)\",Mars,Venus\n"
        let options = "Which planet is red?\n" + (0..<20_000).map { _ in "A) Mars" }.joined(separator: "\n") + "\nANSWER: A\n"
        let cases: [(String, ImportFormat, Int)] = [
            (aiken, .aiken, 1), (gift, .gift, 2), (otqa, .opentriviaqa, 2), (csv, .csv, 2), (options, .aiken, 1),
        ]
        for (text, format, line) in cases {
            #expect {
                try read(text, format, fileName: "endless.txt")
            } throws: { error in
                (error as? ImportError)?.reason.hasPrefix("The question that starts on line \(line) runs on for more than 64 KB") == true
            }
        }
    }

    @Test func manyBlankLinesBeforeACSVHeaderAreOnlyCounted() throws {
        let csv = String(repeating: "\n", count: 200_000) + "question,answer,wrong1\nWhich planet?,Mars,Venus\n"
        let r = try read(csv, .csv, fileName: "blank.csv")
        #expect(r.questionCount == 1)
        let bad = String(repeating: "\n", count: 10) + "question,answer,wrong1\nWhich planet?,Mars\u{7},Venus\n"
        #expect(try read(bad, .csv, fileName: "b.csv").problems.first?.place == .line(12), "line numbers count the blank lines")
    }

    @Test func aHugeJSONTextIsRefused() throws {
        let long = String(repeating: "x", count: 70_000)
        let json =
            "{\"response_code\":0,\"results\":[{\"type\":\"boolean\",\"difficulty\":\"easy\",\"category\":\"A\",\"question\":\"\(long)\",\"correct_answer\":\"True\",\"incorrect_answers\":[\"False\"]}]}"
        #expect {
            try read(json, .opentdb, fileName: "big.json")
        } throws: { ($0 as? ImportError)?.reason.contains("a text is longer than 64 KB") == true }
        let escapes = String(repeating: "\\n", count: 70_000)
        let escaped = "{\"results\":[{\"question\":\"\(escapes)\"}]}"
        #expect(throws: ImportError.self) { try read(escaped, .opentdb, fileName: "esc.json") }
        let many = "[" + Array(repeating: "\"a\"", count: 20_000).joined(separator: ",") + "]"
        let pack =
            "{\"format\":1,\"categories\":[{\"id\":\"a\",\"name\":\"A\"}],\"questions\":[{\"category\":\"a\",\"kind\":\"typed\",\"difficulty\":\"easy\",\"text\":\"Name one\",\"answers\":\(many)}]}"
        #expect {
            try read(pack, .earshot, fileName: "many.json")
        } throws: { ($0 as? ImportError)?.reason.contains("more than 10000 items") == true }
        let skipped = "{\"extra\":\(many),\"format\":1,\"categories\":[{\"id\":\"a\",\"name\":\"A\"}],\"questions\":[]}"
        #expect((try? read(skipped, .earshot, fileName: "skip.json")) != nil, "an unknown field of any length is skipped, not kept")
    }
}
