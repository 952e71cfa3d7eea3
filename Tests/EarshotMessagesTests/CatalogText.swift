import Foundation

/// Reading catalogue texts and the project's sources, for the catalogue's tests.
enum CatalogText {
    /// The `{slot}` names of `text`.
    static func slots(_ text: String) -> Set<String> {
        var out: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    /// Latin words of three letters or more outside `{slots}` and quotes (the quoted words are
    /// commands, typed as they are in every language).
    static func englishWords(_ text: String) -> [String] {
        var cleaned = text.replacingOccurrences(of: #"\{[^}]*\}"#, with: " ", options: .regularExpression)
        cleaned = cleaned.replacingOccurrences(of: #""[^"]*""#, with: " ", options: .regularExpression)
        return cleaned.split(whereSeparator: { !$0.isLetter || !$0.isASCII }).map(String.init).filter { $0.count >= 3 }
    }

    static func isHan(_ s: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value) }
    static func isTamil(_ s: Unicode.Scalar) -> Bool { (0x0B80...0x0BFF).contains(s.value) }

    /// `points` for `points.one` or `points.other`.
    static func pluralBase(_ key: String) -> String? {
        for suffix in [".one", ".other"] where key.hasSuffix(suffix) { return String(key.dropLast(suffix.count)) }
        return nil
    }

    /// The package's root folder.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The text of every Swift file of `Sources/` and `plugins/` (or of `folders` under the root).
    static func sources(in folders: [String] = ["Sources", "plugins"]) throws -> [String] {
        var texts: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            // The web page's script and page (Sources/EarshotServer/WebRoot) use keys too.
            for case let url as URL in walker where ["swift", "js", "html"].contains(url.pathExtension) {
                // Comments are left out: an example in a doc comment is not a use.
                let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                texts.append(lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n"))
            }
        }
        return texts
    }

    /// Keys passed as literals to `messages(…)`, `m(…)` and their `.plural(…)`.
    static func keysUsedInSources() throws -> Set<String> {
        try matches(#"\b(?:messages|m|msg)(?:\.plural)?\(\s*"([a-z][A-Za-z0-9_.\-]*)""#, in: sources())
            .union(try matches(#"(?:\bword\(|data-word=)"([a-z][A-Za-z0-9_.\-]*)""#, in: sources()))
    }

    /// The first group of every match of `pattern` in `texts`.
    static func matches(_ pattern: String, in texts: [String]) throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: pattern)
        var keys: Set<String> = []
        for text in texts {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                if let r = Range(match.range(at: 1), in: text) { keys.insert(String(text[r])) }
            }
        }
        return keys
    }

    /// Every string literal of the sources that looks like a key (`area.what`).
    static func stringLiteralsInSources() throws -> Set<String> {
        try matches(#""([a-z][A-Za-z0-9_\-]*\.[A-Za-z0-9_.\-]+)""#, in: sources())
    }
}
