import EarshotCore

extension GameRunner {
    /// The name of a mode, other than this game's, that has `line` as one of its words (`more
    /// time`, `pause`, `hint`), when this game has no such word; `nil` otherwise. So a player who
    /// types the timed mode's `more time` in survival hears that this game has no such word,
    /// not that it "works at the main prompt".
    func otherModesVerb(_ line: String) -> String? {
        let typed = TextNormalizer.normalize(line)
        guard !typed.isEmpty else { return nil }
        let mine = entry.descriptor.id
        for other in session.environment.registry.modes where other.descriptor.id != mine {
            for verb in other.descriptor.commands
            where ([verb.name] + verb.synonyms).contains(where: { TextNormalizer.normalize($0) == typed }) {
                return other.descriptor.displayName(session.messages)
            }
        }
        return nil
    }
}
