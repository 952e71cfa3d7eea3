import EarshotCore
import Foundation

/// The system's English word list (Debian's `wamerican`, `/usr/share/dict/american-english`),
/// read once, the first time a typo is weighed, and handed to the core matcher so that a
/// real word such as `dog` is not forgiven as a typo of Doe. Without the file, typos are
/// forgiven by distance alone.
public enum EnglishWordList {
    /// Where the word list is looked for, in order.
    public static let paths = ["/usr/share/dict/american-english", "/usr/share/dict/words"]

    /// The words, lower case, without possessives; `nil` when no list could be read.
    public static let words: Set<String>? = load(paths: paths)

    /// Reads the first list found among `paths`.
    public static func load(paths: [String]) -> Set<String>? {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            var set = Set<String>()
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasSuffix("'s") {
                set.insert(TextNormalizer.normalize(String(line)))
            }
            return set.isEmpty ? nil : set
        }
        return nil
    }

    /// Installs the check in the core matcher; the file is read lazily, on first use.
    public static func install() {
        AnswerMatcher.englishWords = { word in words?.contains(word) ?? false }
    }
}
