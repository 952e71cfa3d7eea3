extension String {
    /// The text without terminal escape sequences (removed whole: ``TerminalSequences``) and
    /// without other control or format characters (bells, carriage returns), so that words a
    /// player typed can be said back and printed safely.
    public var printable: String {
        let text = TerminalSequences.removing(from: self)
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter {
                    $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
                }))
    }
}
