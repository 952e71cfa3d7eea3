import Foundation

/// Turns what a player typed, or an option's text, into a canonical form for comparison:
/// lower case, accents removed, punctuation dropped, white space collapsed, number words as
/// digits (`twenty one` → `21`) and a leading article (`the`, `a`, `an`) removed.
public enum TextNormalizer {
    /// The canonical form of `text`.
    public static func normalize(_ text: String) -> String {
        var words = tokens(text)
        if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// The canonical words of `text`, with articles kept.
    public static func tokens(_ text: String) -> [String] {
        if let words = asciiTokens(text) { return words }
        return unicodeTokens(text)
    }

    /// ``tokens(_:)`` for any text, one character at a time through Foundation's folding.
    static func unicodeTokens(_ text: String) -> [String] {
        let folded = Self.folded(text.replacingOccurrences(of: "&", with: " and "))
        var cleaned = ""
        cleaned.reserveCapacity(folded.count)
        var previous: Character = " "
        let chars = Array(folded)
        for (i, ch) in chars.enumerated() {
            // Keep a decimal point between digits ("3.5"), drop other punctuation.
            if ch == ",", previous.isNumber, Self.isThousandsGroup(chars, after: i) {
                continue  // "1,000" → "1000"
            } else if ch == ".", previous.isNumber {
                cleaned.append(ch)
            } else if ch == "'" || ch == "\u{2019}" {
                continue  // "don't" → "dont"
            } else if ch.isLetter || ch.isNumber {
                cleaned.append(ch)
            } else {
                cleaned.append(" ")
            }
            previous = ch
        }
        let words = cleaned.split(separator: " ").map { word -> String in
            var w = String(word)
            while w.hasSuffix(".") { w.removeLast() }
            return w
        }.filter { !$0.isEmpty }
        return NumberWords.replace(in: LanguageNumberWords.replace(in: joiningHan(words)))
    }

    /// `text` in lower case, without accents on Latin letters and with full-width forms made
    /// plain. ASCII text has no accents and no width to fold, so it is only lower-cased: the
    /// same result without Foundation's Unicode folding, which is most of a match's time.
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // Accents are dropped from Latin letters only: a Tamil vowel sign or virama is part of
        // the letter, and dropping it would make different words equal.
        let indic = text.unicodeScalars.contains { (0x0900...0x0DFF).contains($0.value) }
        let folding: String.CompareOptions =
            indic ? [.caseInsensitive, .widthInsensitive] : [.diacriticInsensitive, .caseInsensitive, .widthInsensitive]
        return text.precomposedStringWithCanonicalMapping.folding(options: folding, locale: nil).lowercased()
    }

    /// Words written in Chinese characters joined again where spaces or punctuation split them:
    /// Chinese has no spaces between words, so `北 京` and `北京。` are `北京`.
    static func joiningHan(_ words: [String]) -> [String] {
        guard words.contains(where: { $0.unicodeScalars.contains(where: isHan) }) else { return words }
        var out: [String] = []
        for w in words {
            if let last = out.last, let a = last.unicodeScalars.last, let b = w.unicodeScalars.first, isHan(a), isHan(b) {
                out[out.count - 1] = last + w
            } else {
                out.append(w)
            }
        }
        return out
    }

    /// Whether `s` is a Chinese character (CJK unified ideographs and extension A).
    public static func isHan(_ s: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value) || s.value == 0x3007
    }

    /// Whether exactly three digits follow position `i` (a thousands separator).
    static func isThousandsGroup(_ chars: [Character], after i: Int) -> Bool {
        let digits = chars[(i + 1)...].prefix { $0.isNumber }.count
        return digits == 3
    }
}

/// Reads English number words as digits, so `twelve` matches `12`.
public enum NumberWords {
    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]
    static let scales: [String: Int] = ["hundred": 100, "thousand": 1000, "million": 1_000_000]

    static func isNumberWord(_ w: String) -> Bool {
        units[w] != nil || tens[w] != nil || scales[w] != nil
    }

    /// The largest value number words are read as. A run of words worth more (`hundred
    /// hundred hundred …`, `99999999999999 million`) is left as typed rather than overflowing.
    public static let maximum = 999_999_999_999_999

    /// Replaces each run of number words in `words` with its value in digits. Values above
    /// ``maximum`` are never computed: such a run is kept as words. Linear in the input.
    public static func replace(in words: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            if let scale = scales[word], let last = out.last, let n = Int(last) {
                // "5 thousand" → 5000; a product too large keeps the scale as a word.
                if let product = checkedProduct(n, scale) { out[out.count - 1] = String(product) } else { out.append(word) }
                i += 1
                continue
            }
            if word == "a", i + 1 < words.count, scales[words[i + 1]] != nil {
                i += 1  // "a hundred" → "hundred", read as 100 below
                continue
            }
            guard units[word] != nil || tens[word] != nil || scales[word] != nil else {
                out.append(word)
                i += 1
                continue
            }
            var total = 0
            var current = 0
            var overflowed = false
            var j = i
            while j < words.count {
                let w = words[j]
                if let u = units[w] {
                    current += u  // at most maximum + 19: never overflows
                } else if let t = tens[w] {
                    current += t
                } else if w == "hundred" {
                    if let c = checkedProduct(max(current, 1), 100) { current = c } else { overflowed = true }
                } else if let s = scales[w] {
                    if let part = checkedProduct(max(current, 1), s), let sum = checkedSum(total, part) {
                        total = sum
                    } else {
                        overflowed = true
                    }
                    current = 0
                } else if w == "and", j + 1 < words.count, isNumberWord(words[j + 1]), total + current >= 100 {
                    // "one hundred and five"
                } else {
                    break
                }
                j += 1
                if overflowed || total + current > maximum { overflowed = true }
                if overflowed { break }
            }
            if overflowed {
                // Too large to be a sensible answer: keep the whole run of number words as typed.
                while j < words.count, isNumberWord(words[j]) || words[j] == "and" { j += 1 }
                out.append(contentsOf: words[i..<j])
            } else {
                out.append(String(total + current))
            }
            i = j
        }
        return out
    }

    /// `a × b` when it is at most ``maximum`` (both non-negative), else `nil`.
    static func checkedProduct(_ a: Int, _ b: Int) -> Int? {
        guard a >= 0, b >= 0 else { return nil }
        let (p, o) = a.multipliedReportingOverflow(by: b)
        return o || p > maximum ? nil : p
    }

    /// `a + b` when it is at most ``maximum``, else `nil`.
    static func checkedSum(_ a: Int, _ b: Int) -> Int? {
        let (p, o) = a.addingReportingOverflow(b)
        return o || p > maximum ? nil : p
    }
}
