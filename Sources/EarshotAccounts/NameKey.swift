import Foundation

/// The keys under which a player's name is unique: two names with the same key are the same
/// name to a reader or a listener, and only one account may hold it.
///
/// Both keys start from Unicode's compatibility form (NFKC: full-width `Ｂｏｂ` is `Bob`), with
/// default-ignorable characters dropped and runs of spaces made one. ``of(_:)`` then folds
/// case and takes the confusable skeleton of UTS #39 (Cyrillic `а`, Greek `ο`, `rn` for `m`):
/// it is the unique key, and finds an account whatever the case it is typed in. Skeletons
/// are made for one case, so ``shape(of:)`` takes the skeleton of the name as written before
/// it folds case: it catches a capital `I` written for a small `l` (`AIice`), which is no
/// look-alike once folded. The same rules serve both stores, so `Émile` and `émile` are one
/// name on SQLite and on PostgreSQL.
public enum NameKey {
    /// The unique key of `name`: case folded, then its skeleton.
    public static func of(_ name: String) -> String {
        UnicodeTables.shared.skeleton(fold(base(name))).precomposedStringWithCanonicalMapping
    }

    /// The shape key of `name`: its skeleton as written, then case folded.
    public static func shape(of name: String) -> String {
        fold(UnicodeTables.shared.skeleton(base(name))).precomposedStringWithCanonicalMapping
    }

    /// The compatibility form without invisible characters, spaces made one.
    static func base(_ name: String) -> String {
        let compatible = name.precomposedStringWithCompatibilityMapping
        var visible = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in compatible.unicodeScalars {
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            if scalar.properties.isWhitespace {
                if !lastWasSpace { visible.append(" ") }
                lastWasSpace = true
                continue
            }
            visible.append(scalar)
            lastWasSpace = false
        }
        while visible.last == " " { visible.removeLast() }
        return String(visible)
    }

    /// Full case folding as far as names need it: lower case, with the letters whose folding
    /// differs from their lower case (`ß`, final sigma and the like) folded too.
    static func fold(_ text: String) -> String {
        var out = ""
        for character in text.lowercased() {
            switch character {
            case "ß", "ẞ": out += "ss"
            case "ς": out += "σ"
            case "ſ": out += "s"
            case "ϐ": out += "β"
            case "ϑ": out += "θ"
            case "ϕ": out += "φ"
            case "ϖ": out += "π"
            case "ϰ": out += "κ"
            case "ϱ": out += "ρ"
            case "ϵ": out += "ε"
            default: out.append(character)
            }
        }
        return out
    }
}
