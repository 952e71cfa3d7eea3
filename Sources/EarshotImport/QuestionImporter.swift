import EarshotCore
import Foundation

/// Reads question files of every supported format: bytes in, questions and per-question
/// problems out. Pure: no files, no network, no store.
public enum QuestionImporter {
    /// Parses `data` as `format`, or as the detected format when `format` is `nil`.
    /// `fileName` names the file in messages and gives the category for formats that have
    /// none (`animals` → "Animals"). `openTDBEncoding` says how Open Trivia Database strings
    /// are encoded when it is known (from an API URL's `encode=`); otherwise it is detected.
    public static func read(
        _ data: Data, format: ImportFormat? = nil, fileName: String, openTDBEncoding: OpenTDBEncoding? = nil
    ) throws -> ImportedQuestions {
        guard let format = format ?? ImportFormat.detect(data, fileName: fileName) else {
            throw ImportError(
                "Earshot cannot tell which format \(fileName) is in. Name it with --format: "
                    + ImportFormat.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        let category = defaultCategoryName(for: fileName)
        switch format {
        case .earshot: return try EarshotPackFormat.read(data, fileName: fileName)
        case .opentdb: return try OpenTDBFormat.read(data, defaultCategory: category, encoding: openTDBEncoding)
        case .gift: return GIFTFormat.read(TextDecoding.decode(data), defaultCategory: category)
        case .aiken: return AikenFormat.read(TextDecoding.decode(data), defaultCategory: category)
        case .csv: return try CSVFormat.read(TextDecoding.decode(data), defaultCategory: category)
        case .opentriviaqa: return OpenTriviaQAFormat.read(TextDecoding.decode(data), defaultCategory: category)
        }
    }

    /// The id Earshot gives a new category called `name`: lower-case ASCII letters, digits and
    /// dashes ("Science & Nature" → "science-nature").
    public static func categoryID(for name: String) -> String {
        ImportBuilder.slug(ImportText.clean(name))
    }

    /// A category name from a file name: extensions dropped, dashes and underscores as spaces,
    /// the first letter upper case (`brain-teasers` → "Brain teasers",
    /// `questions.gift.txt` → "Questions").
    public static func defaultCategoryName(for fileName: String) -> String {
        var base = (fileName as NSString).lastPathComponent
        if let dot = base.firstIndex(of: "."), dot != base.startIndex { base = String(base[..<dot]) }
        let words = base.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        let clean = ImportText.clean(words)
        guard let first = clean.first else { return "Imported" }
        return first.uppercased() + clean.dropFirst()
    }
}
