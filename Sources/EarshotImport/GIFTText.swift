import EarshotCore

/// GIFT's `\` escapes, kept out of the way (as private-use characters) while the structure is
/// parsed, then turned back into the characters they stand for.
enum Escapes {
    static let pairs: [(Character, Character)] = [
        ("\\", "\u{E000}"), (":", "\u{E001}"), ("#", "\u{E002}"), ("=", "\u{E003}"),
        ("{", "\u{E004}"), ("}", "\u{E005}"), ("~", "\u{E006}"),
    ]
    static let newline: Character = "\u{E007}"

    static func protect(_ s: String) -> String {
        var out = ""
        var pending = false
        for ch in s {
            if pending {
                pending = false
                if ch == "n" {
                    out.append(newline)
                    continue
                }
                if let p = pairs.first(where: { $0.0 == ch }) {
                    out.append(p.1)
                    continue
                }
                out.append("\\")
            }
            if ch == "\\" { pending = true } else { out.append(ch) }
        }
        if pending { out.append("\\") }
        return out
    }

    static func restore(_ s: String) -> String {
        var out = ""
        for ch in s {
            if ch == newline {
                out.append("\n")
            } else if let p = pairs.first(where: { $0.1 == ch }) {
                out.append(p.0)
            } else {
                out.append(ch)
            }
        }
        return out
    }

}

/// A GIFT text format (`[html]`, `[markdown]`, `[plain]`, `[moodle]`).
enum TextFormat {
    case moodle, html, markdown, plain

    /// The format prefix of `text`, if any, and the text after it.
    static func split(_ text: String) -> (TextFormat?, String) {
        let t = text.drop(while: \.isWhitespace)
        guard t.hasPrefix("["), let end = t.firstIndex(of: "]") else { return (nil, text) }
        let name = t[t.index(after: t.startIndex)..<end].lowercased()
        let rest = String(t[t.index(after: end)...])
        switch name {
        case "html": return (.html, rest)
        case "markdown": return (.markdown, rest)
        case "plain": return (.plain, rest)
        case "moodle": return (.moodle, rest)
        default: return (nil, text)
        }
    }

    /// Plain, speakable text with escapes restored.
    func plain(_ text: String) -> String {
        let t: String
        switch self {
        case .html: t = MarkupText.plain(html: text)
        case .markdown: t = MarkupText.plain(markdown: text)
        case .moodle, .plain: t = text
        }
        return ImportText.clean(Escapes.restore(t))
    }
}
