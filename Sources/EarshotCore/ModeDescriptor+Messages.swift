/// The words of the built-in modes in the player's language, looked up when they are shown
/// (`modes`, `help`, the settings of `play MODE`). A descriptor keeps its English text, which
/// plugins from outside send as they are: a catalogue text replaces the descriptor's own only
/// when the descriptor still says exactly what the English catalogue says for that key, so an
/// outside plugin that happens to reuse an id keeps its own words.
extension Messages {
    /// `key`'s text in this language when English says exactly `english` for it; otherwise
    /// `english` as it is.
    public func translating(_ english: String, as key: String) -> String {
        translating(english, asAnyOf: [key])
    }

    /// The first of `keys` whose English text is exactly `english`, in this language;
    /// otherwise `english` as it is.
    public func translating(_ english: String, asAnyOf keys: [String]) -> String {
        for key in keys where Messages.english.has(key) && Messages.english.template(key) == english {
            return has(key) ? self(key) : english
        }
        return english
    }
}

extension ModeDescriptor {
    /// The mode's name in the language of `messages` ("Classic", "经典").
    public func displayName(_ messages: Messages) -> String {
        let key: String
        switch id {
        case "classic": key = "mode.classic.name"
        case "timed": key = "mode.timed.name"
        case "daily": key = "mode.daily.name"
        case "weekly": key = "mode.weekly.name"
        case "list": key = "mode.list.name"
        case "survival": key = "mode.survival.name"
        case "review": key = "mode.review.name"
        case "guess-who": key = "guesswho.mode.name"
        default: return name
        }
        return messages.translating(name, as: key)
    }

    /// The mode's one-line summary in the language of `messages`.
    public func displaySummary(_ messages: Messages) -> String {
        let key: String
        switch id {
        case "classic": key = "mode.classic.summary"
        case "timed": key = "mode.timed.summary"
        case "daily": key = "mode.daily.summary"
        case "weekly": key = "mode.weekly.summary"
        case "list": key = "mode.list.summary"
        case "survival": key = "mode.survival.summary"
        case "review": key = "mode.review.summary"
        case "guess-who": key = "guesswho.mode.summary"
        default: return summary
        }
        return messages.translating(summary, as: key)
    }
}

extension ModeSetting {
    /// What the setting does, in the language of `messages` (survival's `lives`, review's
    /// `until-right`).
    public func displaySummary(_ messages: Messages) -> String {
        switch name {
        case "lives": messages.translating(summary, as: "mode.survival.setting.lives")
        case "until-right": messages.translating(summary, as: "mode.review.setting.until-right")
        case "board": messages.translating(summary, as: "guesswho.setting.board")
        case "players": messages.translating(summary, as: "guesswho.setting.players")
        default: summary
        }
    }
}

extension CommandDescriptor {
    /// The one line of a built-in mode's verb (`hint`, `more time`) in the language of
    /// `messages`; other commands keep their own.
    public func displaySummary(_ messages: Messages) -> String {
        messages.translating(summary, asAnyOf: Self.summaryKeys(name))
    }

    /// The `help NAME` text of a built-in mode's verb in the language of `messages`.
    public func displayHelp(_ messages: Messages) -> String {
        messages.translating(help, asAnyOf: Self.helpKeys(name))
    }

    static func summaryKeys(_ name: String) -> [String] {
        switch name {
        case "time": ["mode.timed.verb.time.summary", "mode.list.verb.time.summary"]
        case "more time": ["mode.timed.verb.more.summary", "mode.list.verb.more.summary"]
        case "pause": ["mode.timed.verb.pause.summary", "mode.list.verb.pause.summary"]
        case "resume": ["mode.timed.verb.resume.summary", "mode.list.verb.resume.summary"]
        case "left": ["mode.list.verb.left.summary"]
        case "hint": ["mode.list.verb.hint.summary"]
        case "give up": ["mode.list.verb.giveup.summary"]
        case "restart": ["mode.list.verb.restart.summary"]
        case "ask": ["guesswho.verb.ask.summary"]
        case "flip": ["guesswho.verb.flip.summary"]
        case "unflip": ["guesswho.verb.unflip.summary"]
        case "board": ["guesswho.verb.board.summary"]
        case "guess": ["guesswho.verb.guess.summary"]
        default: []
        }
    }

    static func helpKeys(_ name: String) -> [String] {
        switch name {
        case "time": ["mode.timed.verb.time.help", "mode.list.verb.time.help"]
        case "more time": ["mode.timed.verb.more.help", "mode.list.verb.more.help"]
        case "pause": ["mode.timed.verb.pause.help", "mode.list.verb.pause.help"]
        case "resume": ["mode.timed.verb.resume.help"]
        case "left": ["mode.list.verb.left.help"]
        case "hint": ["mode.list.verb.hint.help"]
        case "give up": ["mode.list.verb.giveup.help"]
        case "restart": ["mode.list.verb.restart.help"]
        case "ask": ["guesswho.verb.ask.help"]
        case "flip": ["guesswho.verb.flip.help"]
        case "unflip": ["guesswho.verb.unflip.help"]
        case "board": ["guesswho.verb.board.help"]
        case "guess": ["guesswho.verb.guess.help"]
        default: []
        }
    }
}
