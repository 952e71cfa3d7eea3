/// Number words in Chinese, Malay and Tamil, read as digits like English ones: `二十一`,
/// `dua puluh satu` and `இருபது` match `21`, `21` and `20`.
///
/// Chinese numerals and Tamil number words are read in any text, since no word of another
/// language is written like them. Malay ones are Latin words that can be names too (`Lima`
/// is a capital city), so they are read only where a number is the answer
/// (``malayValue(_:)``).
public enum LanguageNumberWords {
    /// Replaces each Chinese numeral and each Tamil number word in `words` with its value in
    /// digits; values above ``NumberWords/maximum`` stay as typed.
    public static func replace(in words: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < words.count {
            if let value = chinese(words[i]) ?? tamil[words[i]] {
                out.append(String(value))
                i += 1
            } else {
                out.append(words[i])
                i += 1
            }
        }
        return out
    }

    // MARK: Malay

    /// The value of `text` when all of it is Malay number words (`dua belas`, `seratus`).
    public static func malayValue(_ text: String) -> Int? {
        let words = TextNormalizer.tokens(text)
        guard !words.isEmpty, let (value, used) = malay(words, from: 0), used == words.count else { return nil }
        return value
    }

    static let malayUnits: [String: Int] = [
        "kosong": 0, "sifar": 0, "satu": 1, "dua": 2, "tiga": 3, "empat": 4, "lima": 5, "enam": 6, "tujuh": 7,
        "lapan": 8, "sembilan": 9,
    ]
    static let malayWhole: [String: Int] = ["sepuluh": 10, "sebelas": 11, "seratus": 100, "seribu": 1000, "sejuta": 1_000_000]
    static let malayJoiners: Set<String> = ["belas", "puluh", "ratus", "ribu", "juta"]

    /// The value of the run of Malay number words at `start`, and how many words it takes.
    static func malay(_ words: [String], from start: Int) -> (Int, Int)? {
        guard malayUnits[words[start]] != nil || malayWhole[words[start]] != nil else { return nil }
        var total = 0, current = 0
        var pending: Int?
        var j = start
        loop: while j < words.count {
            let w = words[j]
            if let u = malayUnits[w] {
                if pending != nil { break loop }
                pending = u
            } else if let whole = malayWhole[w] {
                if pending != nil { break loop }
                switch whole {
                case 1000, 1_000_000:
                    guard let part = NumberWords.checkedProduct(current == 0 ? 1 : current, whole),
                        let sum = NumberWords.checkedSum(total, part)
                    else { return nil }
                    total = sum
                    current = 0
                default: current += whole
                }
            } else if malayJoiners.contains(w), let p = pending {
                switch w {
                case "belas": current += p + 10
                case "puluh": current += p * 10
                case "ratus": current += p * 100
                default:
                    // ribu, juta: every product and sum is checked, so no run of words can
                    // overflow or pass the cap, however long.
                    guard let part = NumberWords.checkedProduct(current + p, w == "ribu" ? 1000 : 1_000_000),
                        let sum = NumberWords.checkedSum(total, part)
                    else { return nil }
                    total = sum
                    current = 0
                }
                pending = nil
            } else {
                break loop
            }
            j += 1
            if total + current + (pending ?? 0) > NumberWords.maximum { return nil }
        }
        return (total + current + (pending ?? 0), j - start)
    }

    // MARK: Chinese

    static let chineseDigits: [Character: Int] = [
        "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    static let chineseUnits: [Character: Int] = ["十": 10, "百": 100, "千": 1000]

    /// The value of a word written only in Chinese numerals (`十二`, `二十一`, `三百零五`,
    /// `一万`, or digit by digit, `二零二四`), else `nil`.
    static func chinese(_ word: String) -> Int? {
        guard !word.isEmpty, word.count <= 24,
            word.allSatisfy({ chineseDigits[$0] != nil || chineseUnits[$0] != nil || $0 == "万" || $0 == "亿" })
        else { return nil }
        if word.count > 1, word.allSatisfy({ chineseDigits[$0] != nil }) {
            // Digit by digit, as years are said: 二零二四. Eighteen 九 are worth more than
            // the cap: such a word stays as typed, like an English run that is too large.
            guard let value = Int(String(word.map { Character(String(chineseDigits[$0]!)) })), value <= NumberWords.maximum
            else { return nil }
            return value
        }
        var total = 0, section = 0, digit = 0
        for ch in word {
            if let d = chineseDigits[ch] {
                digit = d
            } else if let unit = chineseUnits[ch] {
                section += (digit == 0 ? 1 : digit) * unit  // at most 24 × 9000: never overflows
                digit = 0
            } else {
                let scale = ch == "万" ? 10_000 : 100_000_000
                let part = (section + digit == 0 ? 1 : section + digit)
                let (product, overflow) = part.multipliedReportingOverflow(by: scale)
                guard !overflow, product <= NumberWords.maximum else { return nil }
                total += product
                section = 0
                digit = 0
            }
        }
        let value = total + section + digit
        return value <= NumberWords.maximum ? value : nil
    }

    // MARK: Tamil

    /// Tamil number words, each a whole word.
    static let tamil: [String: Int] = [
        "பூஜ்ஜியம்": 0, "சுழியம்": 0, "ஒன்று": 1, "ஒரு": 1, "இரண்டு": 2, "மூன்று": 3, "நான்கு": 4, "ஐந்து": 5, "ஆறு": 6,
        "ஏழு": 7, "எட்டு": 8, "ஒன்பது": 9, "பத்து": 10, "இருபது": 20, "முப்பது": 30, "நாற்பது": 40, "ஐம்பது": 50,
        "அறுபது": 60, "எழுபது": 70, "எண்பது": 80, "தொண்ணூறு": 90, "நூறு": 100, "ஆயிரம்": 1000,
    ]
}
