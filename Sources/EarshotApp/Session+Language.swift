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

    /// `language`, `language NAME`: lists the languages, or chooses one for this player. The
    /// voice follows, unless the player chose a voice of their own.
    func chooseLanguage(_ argument: String) async {
        let word = argument.trimmingWhitespace
        guard !word.isEmpty else {
            let items = Language.allCases.map { l in
                messages("language.item", ["code": l.rawValue, "name": l.nativeName])
            }
            await say(.list(title: messages("language.current", ["name": language.nativeName]), items: items))
            return
        }
        guard let chosen = Language(named: word) else {
            let codes = Language.allCases.map { "\($0.rawValue) (\($0.nativeName))" }
            await say(.error(messages("language.unknown", ["input": word, "languages": messages.or(codes)])))
            return
        }
        let before = language
        var s = settings
        s.language = chosen
        if Language.allCases.contains(where: { $0.espeakVoice == s.speech.voice }) {
            s.speech.voice = SpeechSettings().voice  // the standard voice, which follows the language
        }
        await save(s)
        await applySettings()
        let reply = chosen == before ? "language.already" : "language.chosen"
        await say(.info(Messages(chosen)(reply, ["name": chosen.nativeName])))
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
