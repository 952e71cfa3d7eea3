import Foundation

/// How a name sounds, as a key: two names with the same spoken key cannot be told apart by
/// ear, so a club refuses the second (a listener hears "Ann" and "Anne" the same). The real
/// one asks espeak-ng for the name's phonemes (`EarshotSpeech`'s `EspeakNamePronouncer`).
public protocol NamePronouncer: Sendable {
    /// The spoken key of `name`, or `nil` when it cannot be known (no voice for its script).
    func spokenKey(_ name: String) async -> String?
}

extension NamePronouncer {
    /// The voice a name is heard in, from its letters: Mandarin for Han, Tamil for Tamil,
    /// English for Latin; `nil` for other scripts, whose sound is not compared.
    public static func voice(for name: String) -> String? {
        let tables = UnicodeTables.shared
        let scripts = name.unicodeScalars.compactMap { tables.scripts(of: $0) }.reduce(into: Set<String>()) {
            $0.formUnion($1)
        }
        if scripts.contains("Hani") { return "cmn" }
        if scripts.contains("Taml") { return "ta" }
        if scripts.isEmpty || scripts.contains("Latn") { return "en" }
        return nil
    }

    /// Phonemes made into a key: stress and length marks, pauses and spaces dropped, so
    /// only the sounds and their order count.
    public static func key(fromPhonemes phonemes: String) -> String {
        String(
            phonemes.unicodeScalars.filter { s in
                !(s.properties.isWhitespace || "'\u{2C8}\u{2CC}:\u{2D0},_%=".unicodeScalars.contains(s))
            }.map(Character.init))
    }
}
