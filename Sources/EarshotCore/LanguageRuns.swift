/// A text cut where its script changes language, so that each piece can be spoken in its own
/// language's voice: "16, 历史 (中文)" in an English session is "16, " in English and "历史
/// (中文)" in Chinese, and "请输入 help" in a Chinese session ends with "help" in English.
///
/// Han characters (and 〇, 々, full-width letters) are Chinese, Tamil letters are Tamil, and Latin letters
/// are the session's language, or English in a Chinese or Tamil session (a lone letter, such
/// as an option's "A", stays with its neighbours). Digits, spaces and signs belong to the piece
/// they are in, CJK punctuation too ("play、modes" is one English piece, read as "play, modes":
/// each piece is a call of its own, and a lone "、" between two English words added a third
/// call and its pause); before the first word, they go with the session's language, unless they
/// are only spaces and CJK punctuation. Malay and English share a script, so they are not told
/// apart here.
public enum LanguageRuns {
    /// One piece of a text and the language it is in.
    public struct Run: Sendable, Equatable {
        public var text: String
        public var language: Language

        public init(_ text: String, _ language: Language) {
            self.text = text
            self.language = language
        }
    }

    /// `text` in pieces, in order; one piece in `base` when the whole text is in it.
    public static func split(_ text: String, base: Language) -> [Run] {
        let latin: Language = base == .zh || base == .ta ? .en : base
        var runs: [Run] = []
        var pending = ""  // signs and spaces before the first piece with a language
        var word = ""  // the Latin letters read so far, not yet placed
        func place(_ s: String, _ language: Language) {
            if let last = runs.last, last.language == language {
                runs[runs.count - 1].text += s
            } else if runs.isEmpty {
                // Numbers and signs before the first word are said in the session's language.
                if language != base, pending.contains(where: { !$0.isWhitespace && !isCJKSign($0) }) {
                    runs.append(Run(pending, base))
                    runs.append(Run(s, language))
                } else {
                    runs.append(Run(pending + s, language))
                }
                pending = ""
            } else {
                runs.append(Run(s, language))
            }
        }
        func flushWord() {
            guard !word.isEmpty else { return }
            // A lone Latin letter among Chinese or Tamil stays in their voice.
            let language = word.count == 1 && latin != base ? (runs.last?.language ?? base) : latin
            place(word, language)
            word = ""
        }
        for ch in text {
            let scalar = ch.unicodeScalars.first!
            if isCJKSign(ch) {
                flushWord()
                if runs.isEmpty { pending.append(ch) } else { runs[runs.count - 1].text.append(ch) }
            } else if let language = scriptLanguage(scalar) {
                flushWord()
                place(String(ch), language)
            } else if isLatinLetter(scalar) {
                word.append(ch)
            } else if !word.isEmpty, ch == "'" || ch == "-" {
                word.append(ch)
            } else {
                flushWord()
                if runs.isEmpty { pending.append(ch) } else { runs[runs.count - 1].text.append(ch) }
            }
        }
        flushWord()
        if runs.isEmpty { return text.isEmpty ? [] : [Run(text, base)] }
        return runs
    }

    /// The language a character's script alone decides: Chinese or Tamil.
    static func scriptLanguage(_ s: Unicode.Scalar) -> Language? {
        let v = s.value
        if TextNormalizer.isHan(s) || (0x3000...0x303F).contains(v) || (0xFF01...0xFF60).contains(v) { return .zh }
        if (0x0B80...0x0BFF).contains(v) { return .ta }
        return nil
    }

    /// CJK punctuation and full-width signs (、。：「」，…), which every voice reads as the
    /// pause or nothing they are; not 〇 or 々, which are words, nor full-width letters and digits.
    static func isCJKSign(_ ch: Character) -> Bool {
        guard ch.unicodeScalars.count == 1, let s = ch.unicodeScalars.first else { return false }
        let v = s.value
        guard (0x3000...0x303F).contains(v) || (0xFF01...0xFF65).contains(v) else { return false }
        return !s.properties.isAlphabetic && s.properties.numericType == nil
    }

    static func isLatinLetter(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x250 && s.properties.isAlphabetic
    }
}
