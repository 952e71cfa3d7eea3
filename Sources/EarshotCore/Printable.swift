extension String {
    /// The text without control characters (escape sequences, bells, carriage returns), so
    /// that words a player typed can be said back and printed safely. An escape sequence's
    /// introducer goes with its `[` or `]` and parameters up to the final letter or bell.
    public var printable: String {
        var out = ""
        var scalars = unicodeScalars.makeIterator()
        while let s = scalars.next() {
            if s == "\u{1B}" {
                // Skip an ANSI sequence: ESC [ … final byte, or ESC ] … BEL / ESC \.
                guard let kind = scalars.next() else { break }
                if kind == "[" {
                    while let c = scalars.next(), !(0x40...0x7E).contains(c.value) {}
                } else if kind == "]" {
                    while let c = scalars.next(), c != "\u{07}", c != "\u{1B}" {}
                }
                continue
            }
            if s.properties.generalCategory == .control || s.properties.generalCategory == .format { continue }
            out.unicodeScalars.append(s)
        }
        return out
    }
}
