import Foundation
import Synchronization

/// The ways a player says which option they mean besides its words, and the English-word
/// check that keeps a forgiven typo from turning a different real word into the answer.
extension AnswerMatcher {
    /// Number words a player may type or dictate for a position.
    static let numberWords = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
        "sixth": 6,
        // Malay.
        "satu": 1, "dua": 2, "tiga": 3, "empat": 4, "lima": 5, "enam": 6, "pertama": 1, "kedua": 2, "ketiga": 3,
        "keempat": 4, "kelima": 5, "keenam": 6,
        // Chinese.
        "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
        // Tamil.
        "ஒன்று": 1, "இரண்டு": 2, "மூன்று": 3, "நான்கு": 4, "ஐந்து": 5, "ஆறு": 6, "முதல்": 1, "முதலாவது": 1,
        "இரண்டாவது": 2, "மூன்றாவது": 3, "நான்காவது": 4, "ஐந்தாவது": 5, "ஆறாவது": 6,
    ]

    /// Whether `text` is True or False as a true-or-false question shows it, in any language
    /// (Malay's Betul and Salah, and the Benar and Palsu it showed before).
    public static func trueFalseWord(_ text: String) -> Bool {
        ["true", "false", "对", "错", "betul", "salah", "benar", "palsu", "உண்மை", "பொய்"].contains(TextNormalizer.normalize(text))
    }

    /// Whether any option is itself a whole number (pH 10, 1, 7, 14): then a typed number
    /// could mean a position or a value, so letters name the options.
    public static func hasNumberOptions(_ options: [String]) -> Bool {
        options.contains { Int(TextNormalizer.normalize($0)) != nil }
    }

    /// A spoken or dictated way of naming an option: `option 2`, `number 2`, `two`, `2.`,
    /// `(b)`, `b)`, `letter b`, `the second one`, `2nd`. Returns the position as a number (`"2"`) or the letter
    /// (`"b"`), or `nil` when the input is not such a form.
    public static func namedPosition(_ raw: String) -> String? {
        var text = raw.trimmingWhitespace.lowercased()
        while let last = text.last, ".)!?,".contains(last) { text.removeLast() }
        if text.hasPrefix("(") { text.removeFirst() }
        text = text.trimmingWhitespace
        let prefixes = [
            "option number ", "option ", "number ", "letter ", "answer ", "pilihan nombor ", "pilihan ", "nombor ", "jawapan ",
            "huruf ", "选项", "答案", "第", "விருப்பம் ", "எண் ",
        ]
        // "the second one", "second one", "the 2nd": the article and "one" around an ordinal.
        for article in ["the ", "yang "] where text.hasPrefix(article) { text = String(text.dropFirst(article.count)) }
        if text.hasSuffix(" one"), text.count > 4 { text = String(text.dropLast(4)).trimmingWhitespace }
        for prefix in prefixes where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmingWhitespace
            break
        }
        for suffix in ["st", "nd", "rd", "th"] where text.hasSuffix(suffix) {
            let digits = text.dropLast(suffix.count)
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), Int(digits) != nil { text = String(digits) }
        }
        if text.hasSuffix("个") || text.hasSuffix("项") { text.removeLast() }
        if let n = numberWords[text] { return String(n) }
        if Int(text) != nil { return text }
        if text.count == 1, let c = text.first, letters.contains(c) { return text }
        return nil
    }

    /// The English words Earshot knows, used to refuse a "typo" that is really another word
    /// (`dog` is not a typo of Doe). The app installs it once from the system word list; with
    /// none installed, typos are forgiven by distance alone.
    public static var englishWords: (@Sendable (String) -> Bool)? {
        get { WordCheck.isWord.withLock { $0 } }
        set { WordCheck.isWord.withLock { $0 = newValue } }
    }

    /// Whether `typed` may be forgiven as a typo of `target` (both normalized): within the
    /// allowed distance, and no typed word that differs from the target's words is itself an
    /// English word of three letters or more.
    static func forgivable(_ typed: String, as target: String, isWord: ((String) -> Bool)?) -> Bool {
        // Chinese is matched by its characters: there are no letter typos to forgive.
        if target.unicodeScalars.contains(where: TextNormalizer.isHan) || typed.unicodeScalars.contains(where: TextNormalizer.isHan) {
            return false
        }
        let allowed = EditDistance.allowedTypos(forLength: target.count)
        guard allowed > 0, EditDistance.distance(typed, target, limit: allowed) <= allowed else { return false }
        guard let isWord = isWord ?? englishWords else { return true }
        let targetWords = Set(target.split(separator: " ").map(String.init))
        return !typed.split(separator: " ").map(String.init).contains { word in
            word.count >= 3 && !targetWords.contains(word) && isWord(word)
        }
    }

    /// The accepted answer `input` matches (its real spelling), or `nil` when none does.
    public static func acceptedAnswer(
        _ input: String, answers: [String], tolerance: Double? = nil, isWord: ((String) -> Bool)? = nil
    ) -> String? {
        // An answer typed exactly is named as typed ("Tokio"), before one it is a typo of ("Tokyo").
        let typed = TextNormalizer.normalize(input)
        if let exact = answers.first(where: { TextNormalizer.normalize($0) == typed }) { return exact }
        return answers.first { accepts(input, answers: [$0], tolerance: tolerance, isWord: isWord) }
    }
}

/// The installed word check, behind a lock (set once at start, read during games).
enum WordCheck {
    static let isWord = Mutex<(@Sendable (String) -> Bool)?>(nil)
}
