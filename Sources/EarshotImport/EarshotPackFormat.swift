import EarshotCore
import Foundation

/// Reads Earshot's own JSON packs (`docs/packs.md`) through ``PackLoader``, keeping the pack's
/// category ids.
public enum EarshotPackFormat {
    static func read(_ data: Data, fileName: String) throws -> ImportedQuestions {
        let loaded: (pack: Pack, problems: [PackProblem])
        do {
            loaded = try PackLoader.load(data, file: fileName)
        } catch let error as PackError {
            throw ImportError("This Earshot pack cannot be read: \(error.description)")
        }
        var builder = ImportBuilder(format: .earshot, defaultCategory: loaded.pack.name)
        for c in loaded.pack.categories { builder.addCategory(c) }
        for p in loaded.problems { builder.problem(.question(p.question), p.reason) }
        var position = 0
        let failed = Set(loaded.problems.map(\.question))
        for q in loaded.pack.questions {
            position += 1
            while failed.contains(position) { position += 1 }
            builder.add(q, at: .question(position))
        }
        var result = builder.result
        result.problems.sort { lhs, rhs in
            if case .question(let a) = lhs.place, case .question(let b) = rhs.place { return a < b }
            return false
        }
        return result
    }
}
