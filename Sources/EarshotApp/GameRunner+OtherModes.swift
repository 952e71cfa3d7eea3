import EarshotCore

extension GameRunner {
    /// The words of every mode other than `entry` (`more time`, `pause`, `hint`), normalized,
    /// each with the name of a mode that has it. Made once a game, so that reading a line costs
    /// one lookup.
    static func otherModesWords(
        besides entry: PluginRegistry.ModeEntry, in registry: PluginRegistry, _ messages: Messages
    ) -> [String: String] {
        var words: [String: String] = [:]
        for other in registry.modes where other.descriptor.id != entry.descriptor.id {
            let name = other.descriptor.displayName(messages)
            for verb in other.descriptor.commands {
                for word in [verb.name] + verb.synonyms where words[TextNormalizer.normalize(word)] == nil {
                    words[TextNormalizer.normalize(word)] = name
                }
            }
        }
        return words
    }

    /// The name of a mode, other than this game's, that has `line` as one of its words, when
    /// this game has no such word; `nil` otherwise. So a player who types the timed mode's
    /// `more time` in survival hears that this game has no such word, not that it "works at the
    /// main prompt".
    func otherModesVerb(_ line: String) -> String? {
        let typed = TextNormalizer.normalize(line)
        return typed.isEmpty ? nil : otherModesWords[typed]
    }
}
