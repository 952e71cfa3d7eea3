extension ExternalText {
    /// At most `limit` characters of `text` for a message, with every control, bidi and other
    /// invisible format character replaced by a visible `?` and line breaks by spaces, and "…"
    /// when it was cut. Messages never echo more of what a player or a file gave than this.
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

    /// Whether `scalar` must be shown as `?` in a message: a control, direction or invisible
    /// character under this rule (or white space other than a space).
    public static func isHarmful(_ scalar: Unicode.Scalar) -> Bool {
        switch kind(of: scalar) {
        case .ordinary, .damaged: return false
        case .whiteSpace, .control, .direction, .invisible: return true
        }
    }
}
