import EarshotCore
import EarshotImport
import EarshotStore
import Foundation

/// Where an export goes.
public enum ExportDestination: Sendable, Equatable {
    /// A file: a new one, or a regular file that is replaced (never a device, FIFO or link).
    case file(String)
    /// Standard output (the messages then go to standard error, so the file stays clean).
    case standardOutput
}

/// Writes an export's bytes to standard output, and gives the `errno` of a failure or `nil`.
/// The app's also marks standard output failed, so that the command ends with status 74.
public typealias StandardOutputWriter = @Sendable (Data) -> Int32?

/// `earshot export`: writes the bank's questions (all, or one category's) in a format, and
/// says what it did through `say`.
public struct ExportService {
    /// The bank the questions come from.
    public let store: any EngineStore
    /// How the export says what it did.
    public let say: Announce
    /// What the player hears, in their language.
    public let messages: Messages
    /// Where ``ExportDestination/standardOutput`` goes.
    public let standardOutput: StandardOutputWriter

    /// An export from `store` that speaks through `say` and writes standard output through
    /// `standardOutput`.
    public init(
        store: any EngineStore, say: @escaping Announce, messages: Messages = .english,
        standardOutput: @escaping StandardOutputWriter
    ) {
        self.store = store
        self.say = say
        self.messages = messages
        self.standardOutput = standardOutput
    }

    /// Writes the export. Returns `false` when nothing was written.
    public func run(format formatName: String = "earshot", category: String? = nil, to destination: ExportDestination) async -> Bool {
        let m = messages
        guard let format = ExportFormat(rawValue: formatName.lowercased()) else {
            let formats = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            await say(.error(m("export.format.unknown", ["format": ImportText.excerpt(formatName), "formats": formats])))
            return false
        }
        let summaries = (try? await store.categories()) ?? []
        var categoryID: String?
        if let category {
            guard let found = Self.findCategory(category, in: summaries) else {
                let ids = summaries.map(\.category.id).joined(separator: ", ")
                await say(.error(m("export.category.unknown", ["category": ImportText.excerpt(category), "categories": ids])))
                return false
            }
            categoryID = found
        }
        let questions: [Question]
        do {
            questions = try await store.questions(in: categoryID)
        } catch {
            await say(.error(m("export.readFailed", ["error": "\(error)"])))
            return false
        }
        let categories = summaries.map(\.category)
        let categoryName = categoryID.flatMap { id in categories.first { $0.id == id }?.name }
        guard !questions.isEmpty else {
            await say(
                .error(categoryName.map { m("export.empty.category", ["category": $0]) } ?? m("export.empty.bank")))
            return false
        }
        let file = QuestionExporter.export(questions, categories: categories, format: format)
        let target: String
        switch destination {
        case .file(let path):
            let expanded = (path as NSString).expandingTildeInPath
            do {
                try ExportTarget.write(file.data, to: expanded)
            } catch {
                await say(.error("\(error)"))
                return false
            }
            target = ImportText.excerpt(expanded, limit: 120)
        case .standardOutput:
            if let code = standardOutput(file.data) {
                // Standard output failed: the command ends with status 74, like every other.
                await say(.error(m("export.standardOutput.failed", ["reason": String(cString: strerror(code))])))
                return false
            }
            target = m("export.standardOutput")
        }
        let cats = Set(questions.filter { format.kinds.contains($0.kind) }.map(\.categoryID)).count
        var done: [String: String] = [
            "questions": m.plural("export.questions", count: file.count),
            "categories": m.plural("export.categories", count: cats), "target": target, "format": format.displayName,
        ]
        if let categoryName {
            done["category"] = categoryName
            await say(.info(m("export.done.category", done)))
        } else {
            await say(.info(m("export.done.bank", done)))
        }
        let left = file.leftOut.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            m("export.leftOut.kind", ["count": String($0.value), "kind": Self.kindName($0.key, m)])
        }
        if !left.isEmpty {
            await say(
                .info(
                    m.plural(
                        "export.leftOut", count: file.leftOut.values.reduce(0, +),
                        ["kinds": left.joined(separator: m("export.leftOut.join")), "format": format.displayName])))
        }
        return file.count > 0
    }

    /// A question kind as a player of `m`'s language reads it in "left out 1 list question".
    static func kindName(_ kind: QuestionKind, _ m: Messages) -> String {
        switch kind {
        case .choice: m("export.kind.choice")
        case .truefalse: m("export.kind.truefalse")
        case .typed: m("export.kind.typed")
        case .list: m("export.kind.list")
        }
    }

    /// The id of the category `text` names (by id or name, forgiving typos), if exactly one.
    static func findCategory(_ text: String, in categories: [CategorySummary]) -> String? {
        if let c = categories.first(where: { $0.category.id == text.lowercased() }) { return c.category.id }
        if case .option(let i) = AnswerMatcher.match(text, options: categories.map(\.category.name)), Int(text) == nil {
            return categories[i].category.id
        }
        return nil
    }
}
