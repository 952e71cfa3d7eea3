import EarshotCore
import Foundation

/// The question packs that ship with Earshot (`plugins/packs/questions/*.json`).
public enum BuiltinPacks {
    /// The folder holding the built-in pack files.
    public static var folder: URL? {
        Bundle.module.url(forResource: "questions", withExtension: nil)
    }

    /// The built-in pack files, sorted by name.
    public static func files() -> [URL] {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
