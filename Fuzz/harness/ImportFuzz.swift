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
    }
    return 0
}
