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
    /// when nothing fits: every format must show its own markers (a name alone is not enough).
    public static func detect(_ data: Data, fileName: String) -> ImportFormat? {
        let head = [UInt8](data.prefix(64 * 1024))
        if let json = JSONQuestionReader.sniff(head) { return json }
        let trimmed = head.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if trimmed.first == UInt8(ascii: "{") || trimmed.first == UInt8(ascii: "[") { return nil }
        if QuestionImporter.isBinary(head) { return nil }
        return detect(text: head, fileName: fileName)
    }

    /// The text format whose markers `head` (the first bytes of a file) shows: `#Q` and `^`
    /// lines for OpenTriviaQA, `ANSWER:` and lettered options for Aiken, GIFT answer blocks or
    /// `$CATEGORY:`/`::title::` for GIFT, a header naming question and answer columns for CSV.
    static func detect(text head: [UInt8], fileName: String) -> ImportFormat? {
        let name = fileName.lowercased()
        let text = TextDecoding.decode(head)
        let lines = ImportText.lines(text).map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.contains(where: { $0.hasPrefix("#Q ") || $0 == "#Q" }), lines.contains(where: { $0.hasPrefix("^") }) {
            return .opentriviaqa
        }
        let gift = GIFTFormat.looksLikeGIFT(text)
        let giftName = name.hasSuffix(".gift") || name.contains(".gift.")
        if giftName,
            gift || text.range(of: #"\{[^{}]*\}"#, options: .regularExpression) != nil
                || lines.contains(where: { l in ["[html]", "[markdown]", "[plain]", "[moodle]"].contains { l.hasPrefix($0) } })
        {
            return .gift
        }
        let header = lines.first(where: { !$0.isEmpty }).map(CSVFormat.looksLikeHeader) ?? false
        if header { return .csv }
        if lines.contains(where: { $0.range(of: #"^ANSWER:\s*[A-Za-z]\s*$"#, options: .regularExpression) != nil }),
            lines.contains(where: { $0.range(of: #"^[A-Z][.)]\s"#, options: .regularExpression) != nil })
        {
            return .aiken
        }
        if gift { return .gift }
        return nil
    }
}
