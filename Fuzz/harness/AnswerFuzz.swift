// libFuzzer harness: the answer matcher and number words (Sources/EarshotCore). The first line
// is what the player typed; the other lines (up to six) are the options.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let typed = lines.first ?? ""
    let options = Array(lines.dropFirst().prefix(6))
    switch AnswerMatcher.match(typed, options: options, isTrueFalse: size % 3 == 0) {
    case .option(let i): precondition(options.indices.contains(i), "a matched option exists")
    case .ambiguous(let all): precondition(all.count > 1 && all.allSatisfy { options.indices.contains($0) })
    case .noMatch: break
    }
    _ = AnswerMatcher.accepts(typed, answers: options, tolerance: size % 2 == 0 ? 0.5 : nil)
    _ = AnswerMatcher.trueFalseValue(typed)
    let normalized = TextNormalizer.normalize(text)
    precondition(TextNormalizer.normalize(normalized).count <= normalized.count + 32)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    for word in NumberWords.replace(in: words) {
        if let n = Int(word), words.count > 0, !words.contains(word) {
            precondition(n >= 0 && n <= NumberWords.maximum, "a number read from words is in range")
        }
    }
    return 0
}
