import EarshotConsole
import EarshotCore

/// On a typed-answer question any words can be an answer, so a line that looks like a
/// command (`REPEAT.`, `rep`, `repaet`, `skp`) is never scored as a wrong answer without
/// asking: an exact command with stray capitals or punctuation runs; a prefix or a typo of
/// one brings the question "Is that your answer, or did you mean repeat?".
extension GameRunner {
    /// What a line close to a command stands for.
    enum NearCommand: Equatable {
        /// The line is the command, apart from case and punctuation.
        case exact(String)
        /// The line is a prefix or a typo of this command.
        case close(String)
    }

    /// The game command `line` is, or is close to; `nil` for words that are no command.
    func nearCommand(_ line: String) -> NearCommand? {
        let cleaned = String(line.lowercased().filter { $0.isLetter || $0 == " " }).trimmingWhitespace
        let space = UInt8(ascii: " ")
        guard !cleaned.isEmpty, !cleaned.utf8.contains(space) || cleaned.split(separator: " ").count == 2 else { return nil }
        let parser = table.parser
        let available = table.descriptors(in: .game)
        if case .command(let parsed) = parser.parse(cleaned, scope: .game, allowPrefix: false, suggest: false), parsed.argument.isEmpty {
            return .exact(parsed.command.name)
        }
        guard !cleaned.utf8.contains(space), cleaned.count >= 2 else { return nil }
        // A real word of four letters or more ("skin", not "skip") is taken as an answer.
        if cleaned.count >= 4, AnswerMatcher.englishWords?(cleaned) == true { return nil }
        let words = available.flatMap { c in ([c.name] + c.synonyms).filter { !$0.utf8.contains(space) }.map { ($0, c.name) } }
        var prefixed = Set(words.filter { $0.0.hasPrefix(cleaned) && $0.0 != cleaned }.map(\.1))
        // A beginning two commands share (`rep`: repeat, report) is the one that acts on the question.
        if prefixed.count > 1 { prefixed = prefixed.filter(actsOnTheQuestion) }
        if cleaned.count >= 3, prefixed.count == 1, let name = prefixed.first { return .close(name) }
        if let suggestion = parser.suggestion(for: cleaned, in: available), let c = parser.command(named: suggestion) {
            return .close(c.name)
        }
        return nil
    }

    /// Whether the game command `name` acts on the question (repeat, skip, a mode's verb), as
    /// opposed to running as at the main prompt (report, spell).
    private func actsOnTheQuestion(_ name: String) -> Bool {
        switch table.entry(named: name, in: .game)?.handler {
        case .builtin(let type)?: return type.gameAction("") != nil
        case .modeVerb?: return true
        default: return false
        }
    }

    /// Runs the command for an exact match; otherwise asks whether the line is the answer.
    func commandOrAnswer(_ line: String, command near: NearCommand) async -> PlayerAction? {
        switch near {
        case .exact(let name):
            return await interpret(name)
        case .close(let name):
            let m = session.messages
            let slots = ["input": line, "command": name]
            await session.say(.info(m("game.commandOrAnswer", slots)), remember: false)
            while true {
                let reply = await session.readLine(
                    prompt: m("game.commandOrAnswer.prompt", slots), spoken: m("game.commandOrAnswer.spoken", slots))
                guard case .line(let text) = reply else { return nil }
                switch AnswerMatcher.trueFalseValue(text) {
                case true?: return .answer(line)
                case false?: return await interpret(name)
                case nil:
                    if text.trimmingWhitespace.lowercased() == name { return await interpret(name) }
                    await session.say(.info(m("game.commandOrAnswer.again", slots)))
                }
            }
        }
    }
}
