/// The words of a mode, its settings and its verbs in the player's language, looked up when
/// they are shown (`modes`, `help`, the settings of `play MODE`). A plugin that ships its own
/// tables (``PluginStrings``) names its keys in its descriptors; a descriptor without keys (a
/// plugin in another process sends finished text) is said as it is.
extension ModeDescriptor {
    /// The mode's name in the language of `messages` ("Classic", "经典").
    public func displayName(_ messages: Messages) -> String {
        messages.text(of: nameKey, else: name)
    }

    /// The mode's one-line summary in the language of `messages`.
    public func displaySummary(_ messages: Messages) -> String {
        messages.text(of: summaryKey, else: summary)
    }

    /// A descriptor whose name and summary are keys of the plugin's own tables: the English
    /// text is read from them, so it is written once, in `en.lproj`.
    public init(
        id: String, strings: PluginStrings, name: String, summary: String, choosesCategory: Bool = true,
        defaultCount: Int = 10, timed: Bool = false, commands: [CommandDescriptor] = [], settings: [ModeSetting] = [],
        afterEachQuestion: String? = nil, room: RoomFit? = nil
    ) {
        self.init(
            id: id, name: strings.english(name), summary: strings.english(summary), choosesCategory: choosesCategory,
            defaultCount: defaultCount, timed: timed, commands: commands, settings: settings, afterEachQuestion: afterEachQuestion,
            room: room)
        nameKey = strings.key(name)
        summaryKey = strings.key(summary)
    }
}

extension ModeSetting {
    /// What the setting does, in the language of `messages`.
    public func displaySummary(_ messages: Messages) -> String {
        messages.text(of: summaryKey, else: summary)
    }

    /// A setting whose summary is a key of the plugin's own tables.
    public init(
        name: String, kind: Kind, strings: PluginStrings, summary: String, defaultValue: String? = nil,
        minimum: Int? = nil, maximum: Int? = nil, choices: [String] = []
    ) {
        self.init(
            name: name, kind: kind, summary: strings.english(summary), defaultValue: defaultValue, minimum: minimum,
            maximum: maximum, choices: choices)
        summaryKey = strings.key(summary)
    }
}

extension CommandDescriptor {
    /// The one line of the command in the language of `messages`.
    public func displaySummary(_ messages: Messages) -> String {
        messages.text(of: summaryKey, else: summary)
    }

    /// The `help NAME` text of the command in the language of `messages`.
    public func displayHelp(_ messages: Messages) -> String {
        messages.text(of: helpKey, else: help)
    }

    /// A mode's verb whose summary and help are keys of the plugin's own tables.
    public init(
        _ name: String, _ synonyms: [String] = [], scope: CommandScope, strings: PluginStrings, summary: String,
        help: String
    ) {
        self.init(name, synonyms, scope: scope, summary: strings.english(summary), help: strings.english(help))
        summaryKey = strings.key(summary)
        helpKey = strings.key(help)
    }
}

extension Messages {
    /// The text of `key` when there is one and the catalogue has it, else `text` as it is.
    func text(of key: String?, else text: String) -> String {
        guard let key, has(key) || Messages.english.has(key) else { return text }
        return self(key)
    }
}
