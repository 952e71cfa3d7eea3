import EarshotCore
import EarshotImport
import Foundation
import Testing

/// Inputs the fuzzers (Fuzz/, docs/robustness.md) found to crash an importer; each must now be
/// read, with its problems reported, without stopping the process.
@Suite struct FuzzRegressionTests {
    /// Found by `import-aiken`: a question with more than 26 options and an answer that is not
    /// a letter indexed past the end of the letters when the problem was described.
    @Test func anAikenQuestionWithMoreOptionsThanLettersIsReported() throws {
        var lines = ["Question?"]
        for i in 0..<27 { lines.append("\(Character(Unicode.Scalar(65 + i % 26)!))) option \(i)") }
        lines.append("ANSWER: 1")
        let result = try QuestionImporter.read(Data(lines.joined(separator: "\n").utf8), format: .aiken, fileName: "many.txt")
        #expect(result.questions.isEmpty)
        #expect(result.problems.count == 1)
        #expect("\(result.problems[0])".contains("is not the letter of one of the 27 options (A to Z)"))
    }
}
