import Foundation
import Synchronization

/// The message catalogue as loaded from this target's `Catalog/<language>.lproj/*.strings`
/// files: every table of a language merged into one dictionary. A language is read the first
/// time something asks for it, so a session in English never reads the other languages' files.
public final class MessageTables: Sendable {
    /// The catalogue bundled with Earshot.
    public static let shared = MessageTables(folder: Bundle.module.resourceURL?.appendingPathComponent("Catalog"))

    /// One language's merged table, and what went wrong reading it.
    private struct Loaded: Sendable {
        var table: [String: String]
        var problems: [String]
    }

    private let folder: URL?
    /// The languages that have a catalogue.
    public let languages: [String]
    /// Whether `folder` could not be listed.
    private let folderMissing: Bool
    private let loaded = Mutex<[String: Loaded]>([:])
    private let missingKeys = Mutex<Set<String>>([])

    /// Finds every `<language>.lproj` folder under `folder`; each is read on first use.
    public init(folder: URL?) {
        self.folder = folder
        let entries = folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) }
        languages = (entries ?? []).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
        folderMissing = entries == nil
    }

    /// Every key and text of `language` (empty for a language with no catalogue).
    public func table(_ language: String) -> [String: String] {
        load(language)?.table ?? [:]
    }

    /// Problems found while reading (a file that does not parse), for the catalogue's tests.
    /// Reads every language.
    public var problems: [String] {
        (folderMissing ? ["the message catalogue was not found"] : []) + languages.flatMap { load($0)?.problems ?? [] }
    }

    /// `language`'s table, read now if it was not yet; `nil` for a language with no folder.
    private func load(_ language: String) -> Loaded? {
        if let done = loaded.withLock({ $0[language] }) { return done }
        guard let folder, languages.contains(language) else { return nil }
        let read = Self.read(folder.appendingPathComponent("\(language).lproj"), entry: "\(language).lproj")
        // Two sessions may read the same language at once; both read the same files.
        return loaded.withLock { tables in
            if let first = tables[language] { return first }
            tables[language] = read
            return read
        }
    }

    /// Every `.strings` file of one language folder, merged.
    private static func read(_ dir: URL, entry: String) -> Loaded {
        let fm = FileManager.default
        var merged: [String: String] = [:]
        var problems: [String] = []
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
        return Loaded(table: merged, problems: problems)
    }

    /// Records that `key` was asked for in `language` and was missing.
    public func noteMissing(_ key: String, language: String) {
        _ = missingKeys.withLock { $0.insert("\(language):\(key)") }
    }

    /// The keys found missing so far, as `language:key`.
    public var missing: [String] {
        missingKeys.withLock { $0.sorted() }
    }
}
