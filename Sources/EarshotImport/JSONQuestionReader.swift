import EarshotCore
import Foundation

/// Reads the two JSON formats from a ``ByteSource`` as a stream: the top-level object field
/// by field, and the questions (an Open Trivia Database `results` list, a bare list of its
/// questions, or a pack's `questions`) one at a time. Which format it is comes from explicit
/// markers: `results` or `response_code` for the Open Trivia Database, `format`, `categories`
/// or `questions` for a pack; JSON with neither is not a question file.
enum JSONQuestionReader {
    static func read(
        _ source: ByteSource, format forced: ImportFormat?, fileName: String, encoding: OpenTDBEncoding?,
        sink: ImportBuilder.Sink?, deadline: ImportDeadline?
    ) throws -> ImportedQuestions {
        var stream = JSONStream(source)
        let category = QuestionImporter.defaultCategoryName(for: fileName)
        var format = forced
        var tdb = OpenTDBFormat.Reader(defaultCategory: category, encoding: encoding, sink: sink)
        var pack = EarshotPackFormat.Reader(fileName: fileName, sink: sink)
        var responseCode: Int?
        var sawList = false
        func check(_ builder: ImportBuilder) throws {
            if let error = builder.sinkError { throw error }
        }
        var count = 0
        func tick() throws {
            count += 1
            if count & 1023 == 0 { try deadline?.check() }
        }
        do {
            let first = try stream.skipSpace()
            if first == UInt8(ascii: "[") {
                guard format == nil || format == .opentdb else {
                    throw ImportError(
                        "This JSON is a list, so it is not an Earshot pack (a pack is an object with \"format\", \"categories\" and \"questions\")."
                    )
                }
                sawList = true
                try stream.forEachElement { s, i in
                    let record = try OpenTDBFormat.Record.read(from: &s)
                    if i == 0, format == nil, !OpenTDBFormat.looksLikeQuestion(record) { throw QuestionImporter.notQuestions(fileName) }
                    format = .opentdb
                    tdb.record(record, index: i)
                    try check(tdb.builder)
                    try tick()
                }
            } else if first == UInt8(ascii: "{") {
                try stream.forEachField { s, key in
                    switch key {
                    case "results" where format == nil || format == .opentdb:
                        format = .opentdb
                        sawList = true
                        guard try s.skipSpace() == UInt8(ascii: "[") else {
                            throw ImportError("Its \"results\" is not a list, so it is not Open Trivia Database questions.")
                        }
                        try s.forEachElement { s, i in
                            tdb.record(try OpenTDBFormat.Record.read(from: &s), index: i)
                            try check(tdb.builder)
                            try tick()
                        }
                    case "response_code" where format == nil || format == .opentdb:
                        format = .opentdb
                        if case .number(let n) = try s.readValue(), n == n.rounded(), abs(n) < 1e6 { responseCode = Int(n) }
                        if let code = responseCode, code != 0 { throw ImportError(OpenTDBAPI.explain(responseCode: code)) }
                    case "questions" where format == nil || format == .earshot:
                        format = .earshot
                        sawList = true
                        guard try s.skipSpace() == UInt8(ascii: "[") else {
                            throw ImportError("Its \"questions\" is not a list, so it is not an Earshot pack.")
                        }
                        try s.forEachElement { s, i in
                            pack.question(try s.readValue(), index: i)
                            try check(pack.builder)
                            try tick()
                        }
                    case "format" where format == nil || format == .earshot:
                        format = .earshot
                        pack.format = try s.readValue()
                    case "language" where format == nil || format == .earshot:
                        format = .earshot
                        try pack.language(try s.readValue())
                    case "categories" where format == nil || format == .earshot:
                        format = .earshot
                        try pack.categories(try s.readValue())
                        try check(pack.builder)
                    default:
                        try s.skipValue()
                    }
                }
                try stream.expectEnd()
            } else if first == nil {
                throw ImportError("\(fileName) is empty: there is nothing to import.")
            } else {
                throw ImportError(
                    "This is not valid JSON (it does not start with { or [), so it cannot be \((forced ?? .opentdb).displayName) questions."
                )
            }
        } catch let error as JSONSyntaxError {
            throw ImportError("This is broken JSON: at line \(error.line), \(error.reason). Nothing was imported.")
        }
        switch format {
        case .opentdb? where !sawList:
            throw ImportError("This JSON has no \"results\" list, so it is not Open Trivia Database questions.")
        case .opentdb?:
            let r = tdb.result()
            try check(tdb.builder)
            return r
        case .earshot?:
            let r = try pack.result()
            try check(pack.builder)
            return r
        default:
            if let forced { throw ImportError("This JSON has none of the fields of \(forced.displayName) questions.") }
            throw QuestionImporter.notQuestions(
                fileName, detail: "it is JSON, but has neither an Open Trivia Database \"results\" list nor an Earshot pack's \"questions\""
            )
        }
    }

    /// The JSON format `head` shows by its markers, without reading it all: `nil` when the
    /// start is not JSON or shows neither format.
    static func sniff(_ head: [UInt8]) -> ImportFormat? {
        var stream = JSONStream(ByteSource(data: Data(head)))
        var found: ImportFormat?
        struct Found: Error {}
        do {
            let first = try stream.skipSpace()
            if first == UInt8(ascii: "[") {
                try stream.forEachElement { s, _ in
                    if OpenTDBFormat.looksLikeQuestion(try OpenTDBFormat.Record.read(from: &s)) { found = .opentdb }
                    throw Found()
                }
            } else if first == UInt8(ascii: "{") {
                try stream.forEachField { s, key in
                    switch key {
                    case "results", "response_code": found = .opentdb
                    case "format", "questions", "categories": found = .earshot
                    default: try s.skipValue()
                    }
                    if found != nil { throw Found() }
                }
            }
        } catch {}
        return found
    }
}
