import Foundation

/// The question file formats Earshot reads (see `docs/import.md`).
public enum ImportFormat: String, CaseIterable, Sendable, Equatable {
    /// Earshot's own JSON packs (`docs/packs.md`).
    case earshot
    /// Open Trivia Database JSON: an API response or a bare `results` array.
    case opentdb
    /// Moodle GIFT.
    case gift
    /// Moodle Aiken.
    case aiken
    /// Comma-separated values with a header row.
    case csv
    /// The OpenTriviaQA text format (`#Q`, `^`, `A`–`D`).
    case opentriviaqa

    /// The format's name as a person says it.
    public var displayName: String {
        switch self {
        case .earshot: return "Earshot pack"
        case .opentdb: return "Open Trivia Database JSON"
        case .gift: return "Moodle GIFT"
        case .aiken: return "Aiken"
        case .csv: return "CSV"
        case .opentriviaqa: return "OpenTriviaQA"
        }
    }

    /// The format named by `text` (`gift`, `GIFT`, `open-tdb`, `otqa` …), if any.
    public init?(name text: String) {
        let key = text.lowercased().filter { $0.isLetter }
        switch key {
        case "earshot", "pack", "json": self = .earshot
        case "opentdb", "otdb", "opentriviadatabase": self = .opentdb
        case "gift", "moodle": self = .gift
        case "aiken": self = .aiken
        case "csv": self = .csv
        case "opentriviaqa", "otqa", "triviaqa": self = .opentriviaqa
        default: return nil
        }
    }

    /// Guesses the format of a file from its content, with its name as a hint. Returns `nil`
    /// when nothing fits.
    public static func detect(_ data: Data, fileName: String) -> ImportFormat? {
        let name = fileName.lowercased()
        let head = TextDecoding.decode([UInt8](data.prefix(64 * 1024)))
        let trimmed = head.drop { $0.isWhitespace }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            if let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
                if let object = json as? [String: Any] {
                    if object["format"] != nil, object["questions"] != nil { return .earshot }
                    if object["results"] != nil || object["response_code"] != nil { return .opentdb }
                }
                if let array = json as? [[String: Any]], array.first?["correct_answer"] != nil { return .opentdb }
            }
            if name.hasSuffix(".json") { return nil }
        }
        let lines = ImportText.lines(head).map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.contains(where: { $0.hasPrefix("#Q ") || $0 == "#Q" }), lines.contains(where: { $0.hasPrefix("^") }) {
            return .opentriviaqa
        }
        if name.hasSuffix(".gift") || name.contains(".gift.") { return .gift }
        if name.hasSuffix(".csv") || name.hasSuffix(".tsv") { return .csv }
        if lines.contains(where: { $0.range(of: #"^ANSWER:\s*[A-Za-z]"#, options: .regularExpression) != nil }) {
            return .aiken
        }
        if GIFTFormat.looksLikeGIFT(head) { return .gift }
        if let first = lines.first(where: { !$0.isEmpty }), CSVFormat.looksLikeHeader(first) { return .csv }
        return nil
    }
}
