/// How many terminal columns a text takes, as a terminal places it: Chinese characters, kana,
/// Hangul and full-width forms take two; combining marks, joiners and other invisible format
/// characters take none; everything else one. Used to line up columns (help's groups), where
/// counting characters or UTF-16 units mislays Tamil and Chinese.
public enum TextColumns {
    /// The columns `text` takes.
    public static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` followed by spaces up to `columns` (never cut: a longer text is returned whole).
    public static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(of: text)))
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0 || scalar.properties.isDefaultIgnorableCodePoint { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    /// East Asian wide and full-width ranges (Unicode's EastAsianWidth W and F, in blocks).
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
