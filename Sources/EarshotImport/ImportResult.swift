import EarshotCore

/// Where in a file a problem is: a line (text formats) or a question's position (JSON formats).
public enum ImportPlace: Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number.
    case line(Int)
    /// 1-based position of the question in the file.
    case question(Int)

    public var description: String {
        switch self {
        case .line(let n): return "line \(n)"
        case .question(let n): return "question \(n)"
        }
    }
}

/// One question that was not imported, and why.
public struct ImportProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The question is malformed or incomplete: an error in the file.
        case invalid
        /// A well-formed question of a kind Earshot cannot play (matching, essay, partial
        /// credit, a description): skipped, but not an error in the file.
        case unsupported
    }

    public var place: ImportPlace
    public var reason: String
    public var kind: Kind

    public init(_ place: ImportPlace, _ reason: String, kind: Kind = .invalid) {
        self.place = place
        self.reason = reason
        self.kind = kind
    }

    /// "line 12: the question has no answer block."
    public var description: String { "\(place): \(reason)" }
}

/// What an importer read from one file: the questions it could take, their categories, and a
/// problem for each question it could not.
public struct ImportedQuestions: Sendable, Equatable {
    public var format: ImportFormat
    /// The valid questions, in file order. Their `categoryID`s are ids of ``categories``.
    public var questions: [Question]
    /// The categories the questions belong to, in order of first use.
    public var categories: [Category]
    public var problems: [ImportProblem]

    public init(format: ImportFormat, questions: [Question], categories: [Category], problems: [ImportProblem]) {
        self.format = format
        self.questions = questions
        self.categories = categories
        self.problems = problems
        questionCount = questions.count
        problemCount = problems.count
        errorCount = problems.filter { $0.kind == .invalid }.count
    }

    /// How many good questions the file has (when the import streams, ``questions`` is empty
    /// and they went to the store as they were read).
    public var questionCount: Int
    /// How many questions were skipped; ``problems`` lists at most the first 1000.
    public var problemCount: Int
    /// How many of the skipped questions are errors in the file (what `--strict` refuses).
    public var errorCount: Int

    /// The problems that are errors in the file (what `--strict` refuses).
    public var errors: [ImportProblem] { problems.filter { $0.kind == .invalid } }
}

/// A file that cannot be imported at all (not JSON, an API error code, an unknown format).
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
