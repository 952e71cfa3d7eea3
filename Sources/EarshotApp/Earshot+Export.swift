import EarshotCore
import EarshotImport
import EarshotStore
import Foundation

/// Where an export goes.
public enum ExportDestination: Sendable, Equatable {
    /// A file, replaced if it exists.
    case file(String)
    /// Standard output (the messages then go to standard error, so the file stays clean).
    case standardOutput
}

extension Session {
    /// `earshot export`: writes the bank's questions (all, or one category's) in `format`.
    /// Returns `false` when nothing was written.
    public func exportQuestions(format formatName: String = "earshot", category: String? = nil, to destination: ExportDestination) async
        -> Bool
    {
        guard let format = ExportFormat(rawValue: formatName.lowercased()) else {
            await say(
                .error(
                    "\"\(formatName)\" is not a format Earshot writes. Use one of: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
                ))
            return false
        }
        let summaries = (try? store.categories()) ?? []
        var categoryID: String?
        if let category {
            guard let found = findCategory(category, in: summaries) else {
                await say(
                    .error(
                        "There is no category called \"\(category)\". The categories are: \(summaries.map(\.category.id).joined(separator: ", "))."
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
                try file.data.write(to: URL(fileURLWithPath: expanded), options: .atomic)
            } catch {
                await say(
                    .error(
                        "\(expanded) could not be written: \(error.localizedDescription) Check the folder exists and that you may write there."
                    ))
                return false
            }
            target = expanded
        case .standardOutput:
            FileHandle.standardOutput.write(file.data)
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
}
