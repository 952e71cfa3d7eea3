/// A language Earshot speaks: what it says, the voice that says it, the number words it
/// understands, and the questions it draws first.
public enum Language: String, Codable, Sendable, CaseIterable {
    case en, zh, ms, ta

    /// The language's name in itself, as a player looking for it would recognise it.
    public var nativeName: String {
        switch self {
        case .en: return "English"
        case .zh: return "中文"
        case .ms: return "Bahasa Melayu"
        case .ta: return "தமிழ்"
        }
    }

    /// The espeak-ng voice that reads the language.
    public var espeakVoice: String {
        switch self {
        case .en: return "default"
        case .zh: return "cmn"
        case .ms: return "ms"
        case .ta: return "ta"
        }
    }

    /// The language speech-dispatcher is asked for.
    public var speechdLanguage: String {
        switch self {
        case .en: return "en"
        case .zh: return "zh"
        case .ms: return "ms"
        case .ta: return "ta"
        }
    }

    /// The words a player may type to choose the language: its code, its name in English and
    /// its name in itself.
    public var names: [String] {
        switch self {
        case .en: return ["en", "english", "inggeris", "英语", "英文", "ஆங்கிலம்"]
        case .zh: return ["zh", "cmn", "chinese", "mandarin", "中文", "汉语", "华语", "cina", "bahasa cina", "சீனம்"]
        case .ms: return ["ms", "malay", "melayu", "bahasa melayu", "bahasa", "马来语", "马来文", "மலாய்"]
        case .ta: return ["ta", "tamil", "தமிழ்", "泰米尔语", "淡米尔语", "bahasa tamil"]
        }
    }

    /// The language a player named, by code or name (`zh`, `Chinese`, `中文`, `tamil`).
    public init?(named text: String) {
        let word = text.trimmingWhitespace.lowercased()
        guard !word.isEmpty else { return nil }
        if let exact = Language.allCases.first(where: { $0.names.contains(word) }) {
            self = exact
            return
        }
        self.init(locale: word)
    }

    /// The language of a POSIX locale such as `LANG=zh_CN.UTF-8` or `ta_IN`; `nil` when it is
    /// none of Earshot's (or `C`/`POSIX`).
    public init?(locale: String) {
        let code = locale.split(whereSeparator: { "_.-@".contains($0) }).first.map { $0.lowercased() } ?? ""
        switch code {
        case "en": self = .en
        case "zh", "cmn": self = .zh
        case "ms", "zsm": self = .ms
        case "ta": self = .ta
        default: return nil
        }
    }

    /// The language Earshot starts in when the player has not chosen: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that names one of Earshot's languages, else English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return Language(locale: value) ?? .en }
        }
        return .en
    }

    /// The plural form a count takes in the language. English and Tamil say "1 point" but
    /// "2 points"; Chinese and Malay do not change the noun (`3 分`, `3 mata`).
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .en, .ta: return count == 1 ? .one : .other
        case .zh, .ms: return .other
        }
    }

    /// Whether answers in this language are compared character by character (Chinese has no
    /// spaces between words and no letter typos to forgive).
    public var matchesByCharacter: Bool { self == .zh }
}

/// The plural forms of the catalogue (the CLDR names Earshot's languages need).
public enum PluralCategory: String, Sendable {
    case one, other
}
