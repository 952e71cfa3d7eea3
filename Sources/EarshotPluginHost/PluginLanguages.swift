import EarshotCore

/// The language rules of the plugin protocol on the host's side: a plugin answers in the
/// player's language when it declared it in its handshake (`"languages": ["en", "zh"]`), and
/// in English otherwise; a plugin that declares nothing is taken to speak English only. When
/// the player's language is not among a mode's, the player hears so once, at the start of the
/// game, in their own language, instead of English words arriving unannounced.
public enum PluginLanguages {
    /// The languages a plugin declared, as lower-case primary tags (`zh-Hans` → `zh`);
    /// English only when it declared none.
    public static func declared(_ languages: [String]?) -> [String] {
        let tags = (languages ?? []).map { Language(locale: $0)?.rawValue ?? primary($0) }.filter { !$0.isEmpty }
        return tags.isEmpty ? ["en"] : tags
    }

    /// Whether a plugin that declared `languages` speaks `language`.
    public static func speaks(_ languages: [String]?, _ language: Language) -> Bool {
        declared(languages).contains(language.rawValue)
    }

    /// What the player hears at the start of a game of `mode` when the plugin does not speak
    /// their language, in their language; `nil` when it does.
    public static func notice(mode: String, languages: [String]?, player language: Language) -> String? {
        guard !speaks(languages, language) else { return nil }
        let m = Messages(language)
        let tags = declared(languages)
        let names = tags.map { name(of: $0, in: m) }
        let fallback = tags.contains("en") ? "en" : tags[0]
        return m(
            "plugin.language.only",
            ["mode": mode, "languages": m.and(names), "fallback": name(of: fallback, in: m)])
    }

    /// The name of the language `tag` in `m`'s language; an unknown tag as it is written.
    static func name(of tag: String, in m: Messages) -> String {
        switch Language(rawValue: tag) {
        case .en: return m("plugin.languageName.en")
        case .zh: return m("plugin.languageName.zh")
        case .ms: return m("plugin.languageName.ms")
        case .ta: return m("plugin.languageName.ta")
        case nil: return tag.plain(limit: 20)
        }
    }

    /// `zh` of `zh-Hans-SG`, `ms` of `ms_MY`, lower case.
    static func primary(_ tag: String) -> String {
        let head = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return head.lowercased().filter { $0.isLetter && $0.isASCII }
    }
}
