import Foundation
import Synchronization

/// The message catalogue as loaded from this target's `Catalog/<language>.lproj/*.strings`
/// files: every table of a language merged into one dictionary. Loaded once, on first use.
public final class MessageTables: Sendable {
    /// The catalogue bundled with Earshot.
    public static let shared = MessageTables(folder: Bundle.module.resourceURL?.appendingPathComponent("Catalog"))

    private let tables: [String: [String: String]]
    /// Problems found while loading (a file that does not parse), for the catalogue's tests.
    public let problems: [String]
    private let missingKeys = Mutex<Set<String>>([])

    /// Loads every `<language>.lproj` folder under `folder`.
    public init(folder: URL?) {
        var tables: [String: [String: String]] = [:]
        var problems: [String] = []
        let fm = FileManager.default
        if let folder, let languages = try? fm.contentsOfDirectory(atPath: folder.path) {
            for entry in languages.sorted() where entry.hasSuffix(".lproj") {
                let code = String(entry.dropLast(".lproj".count))
                let dir = folder.appendingPathComponent(entry)
                var merged: [String: String] = [:]
                for file in ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).sorted() where file.hasSuffix(".strings") {
                    guard let data = fm.contents(atPath: dir.appendingPathComponent(file).path),
                        let text = String(data: data, encoding: .utf8)
                    else {
                        problems.append("\(entry)/\(file): not readable as UTF-8")
                        continue
                    }
                    do {
                        for (key, value) in try StringsFile.parse(text) {
                            if merged[key] != nil { problems.append("\(entry)/\(file): \(key) is defined twice") }
                            merged[key] = value
                        }
                    } catch {
                        problems.append("\(entry)/\(file): \(error)")
                    }
                }
                tables[code] = merged
            }
        } else {
            problems.append("the message catalogue was not found")
        }
        self.tables = tables
        self.problems = problems
    }

    /// Every key and text of `language` (empty for a language with no catalogue).
    public func table(_ language: String) -> [String: String] { tables[language] ?? [:] }

    /// The languages that have a catalogue.
    public var languages: [String] { tables.keys.sorted() }

    /// Records that `key` was asked for in `language` and was missing.
    public func noteMissing(_ key: String, language: String) {
        _ = missingKeys.withLock { $0.insert("\(language):\(key)") }
    }

    /// The keys found missing so far, as `language:key`.
    public var missing: [String] {
        missingKeys.withLock { $0.sorted() }
    }
}
