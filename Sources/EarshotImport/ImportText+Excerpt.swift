extension ImportText {
    /// At most `limit` characters of `text` for an error message, with every control, bidi and
    /// other invisible format character replaced by a visible `?` and line breaks by spaces,
    /// and "…" when it was cut. Messages never echo more of a file than this.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                out += "…"
                return out
            }
            switch scalar {
            case "\n", "\r", "\t": out.unicodeScalars.append(" ")
            default:
                if isHarmful(scalar) { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
            count += 1
        }
        return out
    }

    /// Whether `scalar` is a control character (C0, DEL, C1) or an invisible format character
    /// (bidi overrides and isolates, zero-width characters), which must never reach a terminal
    /// from a file.
    public static func isHarmful(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v < 0x80 { return false }
        return scalar.properties.generalCategory == .format
    }

    /// Whether `text` holds a control character other than white space (tab, line breaks).
    static func hasControlCharacters(_ text: String) -> Bool {
        var maybeC1 = false
        for b in text.utf8 {
            if b < 0x20 {
                if b != 0x09, b != 0x0A, b != 0x0D { return true }
            } else if b == 0x7F {
                return true
            } else if b == 0xC2 {
                maybeC1 = true
            }
        }
        guard maybeC1 else { return false }
        return text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
    }

    /// The most combining marks (accents) stacked on one letter anywhere in `text`, and the
    /// 1-based line where that run is. Linear in the text.
    static func longestMarkRun(_ text: String) -> (run: Int, line: Int) {
        var best = 0
        var bestLine = 1
        var run = 0
        var line = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" { line += 1 }
            if scalar.value >= 0x300, isMark(scalar) {
                run += 1
                if run > best {
                    best = run
                    bestLine = line
                }
            } else {
                run = 0
            }
        }
        return (best, bestLine)
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }

    /// The most combining marks one letter may carry; real text needs a handful at most.
    static let maxMarkRun = 32
}
