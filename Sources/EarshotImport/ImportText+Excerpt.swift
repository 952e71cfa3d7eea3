import EarshotCore

extension ImportText {
    /// At most `limit` characters of `text` for an error message, with every control, bidi and
    /// other invisible format character replaced by a visible `?` and line breaks by spaces,
    /// and "…" when it was cut. Messages never echo more of a file than this.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
        ExternalText.excerpt(text, limit: limit)
    }

    /// Whether `scalar` must be shown as `?` in a message: a control, direction or invisible
    /// character under ``ExternalText``'s rule (or white space other than a space).
    public static func isHarmful(_ scalar: Unicode.Scalar) -> Bool { ExternalText.isHarmful(scalar) }

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
