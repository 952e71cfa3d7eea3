import EarshotCore
import Foundation

/// The rules for a player's name: 2 to 32 printable, visible characters, from one script
/// (or Latin with one other script that cannot pass for it), not a command word.
/// Uniqueness is the store's to check, under ``NameKey``.
public enum NameRules {
    public static let lengths = 2...32

    /// Why a name cannot be a player's name. The app says it in the player's language;
    /// ``problem(_:commandWords:)`` gives the English sentence.
    public enum Problem: Sendable, Equatable {
        /// No name was typed.
        case empty
        /// Too short or too long: `name` (made printable) has `count` characters.
        case length(name: String, count: Int)
        /// A control, format or unassigned character.
        case unprintable
        /// A character that shows nothing (a filler, a blank, a joiner) or a space other than
        /// the plain one.
        case invisible
        /// Letters of scripts that can pass for each other (Latin with Cyrillic or Greek), or
        /// of two scripts besides Latin.
        case mixedScripts
        /// A space at the start or the end.
        case edgeSpace
        /// The name is a word the REPL understands.
        case commandWord(String)
    }

    /// The name as it is kept and shown: composed (NFC), without spaces at the ends, and with
    /// runs of spaces made one.
    public static func normalized(_ name: String) -> String {
        let composed = name.precomposedStringWithCanonicalMapping
        let words = composed.split(separator: " ", omittingEmptySubsequences: true)
        return words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why `name` cannot be a player's name, or `nil` when it can. `commandWords` are every
    /// word the REPL understands.
    public static func check(_ name: String, commandWords: Set<String>) -> Problem? {
        if name.isEmpty { return .empty }
        if !lengths.contains(name.count) { return .length(name: printable(name), count: name.count) }
        if name.unicodeScalars.contains(where: isUnprintable) { return .unprintable }
        if name.unicodeScalars.contains(where: isInvisible) { return .invisible }
        if name.first!.isWhitespace || name.last!.isWhitespace { return .edgeSpace }
        if mixesScripts(name) { return .mixedScripts }
        let plain = name.precomposedStringWithCompatibilityMapping.lowercased()
        if commandWords.contains(name.lowercased()) || commandWords.contains(plain) { return .commandWord(name) }
        return nil
    }

    static func isUnprintable(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: true
        default: false
        }
    }

    /// Characters that show nothing: default-ignorable ones (joiners, the Hangul fillers,
    /// variation selectors), the Braille blank, and every space but U+0020.
    static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        if s.properties.isDefaultIgnorableCodePoint { return true }
        if s.value == 0x2800 { return true }  // BRAILLE PATTERN BLANK
        return s.properties.isWhitespace && s != " "
    }

    /// Whether the letters of `name` come from scripts that a reader could take for one
    /// another (UTS #39's "moderately restrictive" level): one script is fine, and so is Latin
    /// with one other script, unless that script is Cyrillic, Greek or Cherokee; Han with
    /// Hiragana and Katakana, Bopomofo or Hangul counts as one script.
    public static func mixesScripts(_ name: String) -> Bool {
        let tables = UnicodeTables.shared
        let sets = name.unicodeScalars.compactMap { tables.scripts(of: $0) }.map(augmented)
        guard let first = sets.first else { return false }
        if !sets.dropFirst().reduce(first, { $0.intersection($1) }).isEmpty { return false }
        let others = sets.filter { !$0.contains("Latn") }
        guard let head = others.first else { return false }
        let shared = others.dropFirst().reduce(head) { $0.intersection($1) }
        return shared.isEmpty || !shared.isDisjoint(with: ["Cyrl", "Grek", "Cher"])
    }

    /// A script set with the writing systems it is part of: Han in Japanese, Korean and
    /// Chinese with Bopomofo; Hiragana and Katakana in Japanese; Hangul in Korean.
    static func augmented(_ scripts: Set<String>) -> Set<String> {
        var out = scripts
        if scripts.contains("Hani") { out.formUnion(["Jpan", "Kore", "Hanb"]) }
        if scripts.contains("Hira") || scripts.contains("Kana") { out.insert("Jpan") }
        if scripts.contains("Hang") { out.insert("Kore") }
        if scripts.contains("Bopo") { out.insert("Hanb") }
        return out
    }

    /// Why `name` cannot be a player's name, in plain English words, or `nil` when it can.
    public static func problem(_ name: String, commandWords: Set<String>) -> String? {
        switch check(name, commandWords: commandWords) {
        case nil: return nil
        case .empty: return "A player needs a name. Type the name after the command, for example register Sam."
        case .length(let shown, let count):
            return "A name must have \(lengths.lowerBound) to \(lengths.upperBound) characters; \"\(shown)\" has \(count)."
        case .unprintable: return "A name may hold only printable characters: letters, digits, spaces and signs."
        case .invisible: return "A name may not hold invisible characters or spaces other than the plain space."
        case .mixedScripts:
            return "A name may not mix letters of scripts that look alike, such as Latin with Cyrillic or Greek."
        case .edgeSpace: return "A name cannot start or end with a space."
        case .commandWord(let word): return "\"\(word)\" is a command word in Earshot, so it cannot be a name. Choose another."
        }
    }

    /// The name with escape sequences (whole) and control and format characters dropped, safe
    /// to show and say.
    public static func printable(_ text: String) -> String { text.printable }
}
