extension TextNormalizer {
    /// ``tokens(_:)`` for text that is all ASCII (nearly every line a player types, and every
    /// English option), worked out on its bytes; `nil` for any other text.
    ///
    /// It follows the same rules as ``unicodeTokens(_:)``, which a test holds it to: `&` read
    /// as `and`, lower case, a comma between a digit and exactly three digits dropped, a point
    /// after a digit kept, an apostrophe dropped, any other mark a space, points at the ends of
    /// words dropped, and English number words as digits. ASCII holds no accent, no Chinese
    /// numeral and no Tamil word, so those steps have nothing to do. A game normalizes each
    /// answer and its options, so on a busy server this is several times an answer: through
    /// `Character` and Foundation it was about a tenth of the server's work.
    static func asciiTokens(_ text: String) -> [String]? {
        var source: [UInt8] = []
        source.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "&"): source.append(contentsOf: " and ".utf8)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): source.append(byte + 0x20)
            default: source.append(byte)
            }
        }
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(source.count)
        var previous = UInt8(ascii: " ")
        for (i, byte) in source.enumerated() {
            if byte == UInt8(ascii: ","), isDigit(previous), digitRun(source, after: i) == 3 {
                continue  // "1,000" → "1000"
            } else if byte == UInt8(ascii: "."), isDigit(previous) {
                cleaned.append(byte)  // "3.5"
            } else if byte == UInt8(ascii: "'") {
                continue  // "don't" → "dont"
            } else if isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) {
                cleaned.append(byte)
            } else {
                cleaned.append(UInt8(ascii: " "))
            }
            previous = byte
        }
        var words: [String] = []
        for word in cleaned.split(separator: UInt8(ascii: " ")) {
            var end = word.endIndex
            while end > word.startIndex, word[end - 1] == UInt8(ascii: ".") { end -= 1 }
            if end > word.startIndex { words.append(String(decoding: word[word.startIndex..<end], as: UTF8.self)) }
        }
        return NumberWords.replace(in: words)
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// How many digits follow position `i` in `bytes`, in a row.
    private static func digitRun(_ bytes: [UInt8], after i: Int) -> Int {
        var n = 0
        var j = i + 1
        while j < bytes.count, isDigit(bytes[j]) {
            n += 1
            j += 1
        }
        return n
    }
}
