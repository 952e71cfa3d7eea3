extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text` in one copy, rather than a byte at a time through
    /// its UTF-8 view (which the import and the wire do for every text they write).
    @inlinable public mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of `text` in one copy.
    @inlinable public mutating func appendUTF8(_ text: Substring) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
