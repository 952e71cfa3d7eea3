import EarshotCore

extension Session {
    /// The language this session speaks: the player's choice, else `--language` or the locale.
    public var language: Language { settings.language ?? options.language }

    /// Everything said in ``language``.
    public var messages: Messages { Messages(language) }

    /// Tells the front-ends which language to speak (at start, on a change of player or language).
    func announceLanguage() async {
        await presenter.say(.language(language))
    }
}

extension Session {
    /// The player's settings with the language in force filled in, for modes and plugins.
    var effectiveSettings: PlayerSettings {
        var s = settings
        s.language = language
        return s
    }
}
