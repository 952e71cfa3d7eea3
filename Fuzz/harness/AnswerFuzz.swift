// libFuzzer harness: the answer matcher and number words (Sources/EarshotCore) in the four
// languages. The first line is what the player typed; the other lines (up to six) are the
// options.
import Foundation

/// The Chinese numerals: the only numeric characters that number words may turn into digits.
let fuzzChineseNumerals = Set("零〇一二两三四五六七八九十百千万亿".unicodeScalars)

/// Whether `text` holds a numeral other than a Chinese one (a digit of any script, a fraction,
/// a superscript), which normalisation may keep or turn into digits of its own.
func fuzzHasOtherNumerals(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.numericType != nil && !fuzzChineseNumerals.contains($0) }
}

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
    // English number words.
    for word in NumberWords.replace(in: words) {
        if let n = Int(word), words.count > 0, !words.contains(word) {
            precondition(n >= 0 && n <= NumberWords.maximum, "a number read from words is in range")
        }
    }
    // Chinese numerals and Tamil number words, word by word.
    for word in LanguageNumberWords.replace(in: words) {
        if let n = Int(word), !words.contains(word) {
            precondition(n >= 0 && n <= NumberWords.maximum, "a number read from Chinese or Tamil words is in range")
        }
    }
    // Malay number words, where the whole answer is a number.
    if let n = LanguageNumberWords.malayValue(typed) {
        precondition(n >= 0 && n <= NumberWords.maximum, "a number read from Malay words is in range")
    }
    // With no digit typed, every number in the normalised text came from words of some
    // language, so none passes the cap.
    if !fuzzHasOtherNumerals(typed) {
        for token in TextNormalizer.normalize(typed).split(separator: " ") where token.allSatisfy(\.isASCII) {
            if let n = Int(token) { precondition(n >= 0 && n <= NumberWords.maximum, "a normalised number is in range") }
        }
    }
    return 0
}
