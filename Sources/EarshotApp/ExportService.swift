import EarshotConsole
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

/// `earshot export`: writes the bank's questions (all, or one category's) in a format, and
/// says what it did through the ``Presenter``.
public struct ExportService: Sendable {
    public let store: Store
    public let presenter: Presenter

    public init(store: Store, presenter: Presenter) {
        self.store = store
        self.presenter = presenter
    }

    func say(_ event: AppEvent) async { await presenter.say(event) }

    /// Writes the export. Returns `false` when nothing was written.
    public func run(format formatName: String = "earshot", category: String? = nil, to destination: ExportDestination) async -> Bool {
        guard let format = ExportFormat(rawValue: formatName.lowercased()) else {
            await say(
                .error(
                    "\"\(ImportText.excerpt(formatName))\" is not a format Earshot writes. Use one of: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
                ))
            return false
        }
        let summaries = (try? store.categories()) ?? []
        var categoryID: String?
        if let category {
            guard let found = Self.findCategory(category, in: summaries) else {
                await say(
                    .error(
                        "There is no category called \"\(ImportText.excerpt(category))\". The categories are: \(summaries.map(\.category.id).joined(separator: ", "))."
                    ))
                return false
            }
            categoryID = found
        }
        let questions: [Question]
        do {
            questions = try store.questions(in: categoryID)
        } catch {
            await say(.error("The questions could not be read: \(error)"))
            return false
        }
        let categories = summaries.map(\.category)
        let where_ = categoryID.flatMap { id in categories.first { $0.id == id }?.name } ?? "the bank"
        guard !questions.isEmpty else {
            await say(.error("There are no questions to export in \(where_)."))
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
            if let code = OutputFailure.writeAll(1, file.data) {
                await say(.error("The export could not be written to standard output: \(String(cString: strerror(code)))."))
                return false
            }
            target = "standard output"
        }
        let cats = Set(questions.filter { format.kinds.contains($0.kind) }.map(\.categoryID)).count
        await say(
            .info(
                "Exported \(file.count) question\(file.count == 1 ? "" : "s") from \(where_) (\(cats) categor\(cats == 1 ? "y" : "ies")) to \(target) as \(format.displayName)."
            ))
        let left = file.leftOut.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
        if !left.isEmpty {
            await say(
                .info(
                    "Left out \(left.joined(separator: " and ")) question\(file.leftOut.values.reduce(0, +) == 1 ? "" : "s"): \(format.displayName) has no form for them. Use --format earshot to keep every kind."
                ))
        }
        return file.count > 0
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
