import EarshotCore
import Foundation
import Testing

@testable import EarshotImport

/// The text formats are read a line at a time from the byte source, with the same results as
/// reading the whole text: line breaks split across two chunks, the byte-order mark, mixed
/// encodings, and big files whose questions go to the sink as they are read.
@Suite struct StreamingTextTests {
    static func lines(_ bytes: [UInt8]) throws -> [(String, String)] {
        var reader = LineReader(ByteSource(data: Data(bytes)))
        var out: [(String, String)] = []
        while let line = try reader.next() { out.append(line) }
        return out
    }

    @Test func splitsLinesAsTheWholeTextSplits() throws {
        let text = "\u{FEFF}one\ntwo\r\nthree\rfour\u{85}five\n\n\u{FEFF}six"
        let got = try Self.lines(Array(text.utf8))
        #expect(got.map(\.0) == ImportText.lines(TextDecoding.decode(Array(text.utf8))))
        #expect(got.map(\.1) == ["\n", "\r\n", "\r", "\n", "\n", ""])
        #expect(got.last?.0 == "\u{FEFF}six", "a byte-order mark is dropped from the first line only")
        #expect(try Self.lines(Array("a\n".utf8)).map(\.0) == ["a", ""])
        #expect(try Self.lines([]).map(\.0) == [""])
    }

    @Test func aLineBreakSplitAcrossTwoChunksIsOneBreak() throws {
        // ByteSource(data:) reads 64 KB at a time: put CR at the end of the first chunk and LF
        // at the start of the next.
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 65535)
        bytes += Array("\r\nnext\r".utf8)
        bytes += [0x93, 0xE9] + Array("t\u{E9}".utf8)  // Windows-1252 and UTF-8 on one line
        let got = try Self.lines(bytes)
        #expect(got.count == 3)
        #expect(got[0].0.count == 65535 && got[0].1 == "\r\n")
        #expect(got[1].0 == "next" && got[1].1 == "\r")
        #expect(got[2].0 == "\u{201C}\u{E9}t\u{E9}")
    }

    @Test func stackedAccentsAreFoundOnTheirLine() throws {
        let text = "Question,Answer\nA?,B\nC?,D" + String(repeating: "\u{301}", count: 100) + "\n"
        #expect {
            try QuestionImporter.read(Data(text.utf8), fileName: "marks.csv")
        } throws: { error in
            (error as? ImportError)?.reason.contains("Line 3 has 100 accents stacked on one letter") == true
        }
    }

    /// A file of `n` questions in `format`, over several of the byte source's chunks.
    static func bigFile(_ format: ImportFormat, _ n: Int) -> String {
        (format == .csv ? "question,answer,wrong1,wrong2\r\n" : "")
            + (0..<n).map { i in
                switch format {
                case .gift: return "::Q\(i):: What is \(i) plus one? {=\(i + 1) ~\(i + 2) ~\(i + 3)}\r\n\r\n"
                case .aiken: return "What is \(i) plus one?\nA) \(i + 1)\nB) \(i + 2)\nANSWER: A\n\n"
                case .csv: return "\"What is \(i)\r\nplus one?\",\(i + 1),\(i + 2),\(i + 3)\r\n"
                case .opentriviaqa: return "#Q What is \(i) plus one?\n^ \(i + 1)\nA \(i + 1)\nB \(i + 2)\n\n"
                default: return ""
                }
            }.joined()
    }

    @Test(arguments: [ImportFormat.gift, .aiken, .csv, .opentriviaqa])
    func bigFilesStreamToTheSink(_ format: ImportFormat) throws {
        let n = 6000
        let text = Self.bigFile(format, n)
        #expect(text.utf8.count > 3 * 65536, "the file spans several chunks")
        var seen: [String] = []
        let result = try QuestionImporter.read(
            ByteSource(data: Data(text.utf8)), format: format, fileName: "big.\(format.rawValue)"
        ) { q, _ in seen.append(q.text) }
        #expect(result.problems.isEmpty, "\(result.problems.prefix(3))")
        #expect(result.questionCount == n)
        #expect(result.questions.isEmpty, "a sink gets the questions; none are kept")
        #expect(seen.count == n)
        #expect(seen.last == "What is \(n - 1) plus one?")
        // The same as the whole text read without a sink.
        let whole = try QuestionImporter.read(Data(text.utf8), format: format, fileName: "big.\(format.rawValue)")
        #expect(whole.questions.map(\.text) == seen)
    }

    @Test func csvLineNumbersCountQuotedLineBreaks() throws {
        let text = "\n\nquestion,answer\n\"Two\nlines?\",yes\nOne line?,\nThird?,\"open\n"
        let result = try QuestionImporter.read(Data(text.utf8), format: .csv, fileName: "q.csv")
        #expect(result.questionCount == 1)
        let places = result.problems.map { "\($0.place)" }
        #expect(places.count == 2, "\(result.problems)")
        #expect(result.problems.first?.reason.contains("answer cell is empty") == true)
        #expect(places.first?.contains("6") == true, "\(places)")
        #expect(result.problems.last?.reason.contains("closing quote is missing") == true)
        #expect(places.last?.contains("7") == true, "\(places)")
    }
}
