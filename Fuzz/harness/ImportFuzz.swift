// libFuzzer harness: the question importers through their public entry point,
// QuestionImporter.read (Sources/EarshotImport). EARSHOT_FUZZ_FORMAT picks the format
// (earshot, opentdb, gift, aiken, csv, opentriviaqa) or `detect`.
import Foundation

let fuzzFormat: ImportFormat? = {
    let name = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_FORMAT"] ?? "detect"
    return ImportFormat(rawValue: name)
}()
let fuzzFileName: String = {
    switch fuzzFormat {
    case .earshot?, .opentdb?: return "fuzz.json"
    case .csv?: return "fuzz.csv"
    case .gift?: return "fuzz.gift"
    default: return "fuzz.txt"
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let result = try? QuestionImporter.read(bytes, format: fuzzFormat, fileName: fuzzFileName) else { return 0 }
    for question in result.questions {
        _ = TextNormalizer.normalize(question.text)
        _ = SafeText.clean(question.text)
        // Every field kept follows ExternalText's rule and its limit (docs/import.md).
        precondition(ExternalText.problem(question.text, limit: ExternalText.Limit.question) == nil, "an imported question is clean")
        for option in question.answers + question.wrong {
            precondition(ExternalText.problem(option, limit: ExternalText.Limit.option) == nil, "an imported option is clean")
        }
        if let e = question.explanation {
            precondition(ExternalText.problem(e, limit: ExternalText.Limit.explanation) == nil, "an explanation is clean")
        }
    }
    for category in result.categories {
        precondition(ExternalText.problem(category.name, limit: ExternalText.Limit.categoryName) == nil, "a category name is clean")
    }
    precondition(result.questionCount == result.questions.count, "every question counted is there")
    return 0
}
