import EarshotCore
import Foundation

/// Reads question files of every supported format: bytes in, questions and per-question
/// problems out. Pure: no network, no store. Every format is read as a stream, within the
/// import's size limit: JSON a value at a time, the text formats a line at a time.
public enum QuestionImporter {
    /// Parses `data` as `format`, or as the detected format when `format` is `nil`.
    /// `fileName` names the file in messages and gives the category for formats that have
    /// none (`animals` → "Animals"). `openTDBEncoding` says how Open Trivia Database strings
    /// are encoded when it is known (from an API URL's `encode=`); otherwise it is detected.
    public static func read(
        _ data: Data, format: ImportFormat? = nil, fileName: String, openTDBEncoding: OpenTDBEncoding? = nil
    ) throws -> ImportedQuestions {
        try read(ByteSource(data: data), format: format, fileName: fileName, openTDBEncoding: openTDBEncoding)
    }

    /// Reads `source` (a file, a download) as `format` or the detected format. With a `sink`,
    /// each good question goes to it as soon as it is read, with its category, and the result
    /// holds only counts, categories and problems; a `sink` that throws stops the import, and
    /// so does the `deadline`.
    public static func read(
        _ source: ByteSource, format: ImportFormat? = nil, fileName: String, openTDBEncoding: OpenTDBEncoding? = nil,
        deadline: ImportDeadline? = nil, sink: ((Question, Category) throws -> Void)? = nil
    ) throws -> ImportedQuestions {
        let head = try source.head(64 * 1024)
        let text = head.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        guard !head.isEmpty else { throw ImportError("\(fileName) is empty: there is nothing to import.") }
        let looksJSON = text.first == UInt8(ascii: "{") || text.first == UInt8(ascii: "[")
        // Text that starts with "[" (a GIFT "[html]" question) is read as JSON only when its
        // markers say so, or when no text format fits either (then the JSON reader says where
        // it breaks).
        let json =
            format == .opentdb || format == .earshot
            || (format == nil && looksJSON
                && (JSONQuestionReader.sniff(head) != nil || isBinary(head) || ImportFormat.detect(text: head, fileName: fileName) == nil))
        if json {
            return try JSONQuestionReader.read(
                source, format: format, fileName: fileName, encoding: openTDBEncoding, sink: sink, deadline: deadline)
        }
        if isBinary(head) {
            throw notQuestions(fileName, detail: "it holds control codes and binary data, not text")
        }
        guard let format = format ?? ImportFormat.detect(text: head, fileName: fileName) else { throw notQuestions(fileName) }
        // The text formats read a line at a time (accents and the time limit are checked
        // line by line), so a big file never sits in memory whole.
        var lines = LineReader(source, deadline: deadline)
        let category = defaultCategoryName(for: fileName)
        let box = ErrorBox()
        let guarded: ImportBuilder.Sink? = sink.map { sink in
            { q, c in
                do {
                    box.count += 1
                    if box.count & 1023 == 0 { try deadline?.check() }
                    try sink(q, c)
                } catch {
                    if box.error == nil { box.error = error }
                    throw error
                }
            }
        }
        let result: ImportedQuestions
        switch format {
        case .gift: result = try GIFTFormat.read(&lines, defaultCategory: category, sink: guarded)
        case .aiken: result = try AikenFormat.read(&lines, defaultCategory: category, sink: guarded)
        case .csv: result = try CSVFormat.read(&lines, defaultCategory: category, sink: guarded)
        case .opentriviaqa: result = try OpenTriviaQAFormat.read(&lines, defaultCategory: category, sink: guarded)
        case .earshot, .opentdb: fatalError("JSON formats are read above")
        }
        if let error = box.error { throw error }
        try deadline?.check()
        return result
    }

    private final class ErrorBox {
        var error: (any Error)?
        var count = 0
    }

    /// The error for data that matches none of the formats.
    static func notQuestions(_ fileName: String, detail: String? = nil) -> ImportError {
        ImportError(
            "\(fileName) is not a question file Earshot knows (invalid data)\(detail.map { ": \($0)" } ?? ""). Earshot reads "
                + ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                + "; if the file is one of these, name it with --format. Nothing was imported.")
    }

    /// Whether `head` looks like binary data rather than text: a NUL byte, or more than one
    /// control code (other than tab, line breaks and form feed) in twenty bytes.
    static func isBinary(_ head: [UInt8]) -> Bool {
        var controls = 0
        for b in head {
            if b == 0 { return true }
            if (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D && b != 0x0C) || b == 0x7F { controls += 1 }
        }
        return controls * 20 > head.count
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
