import EarshotConsole
import EarshotCore

extension GamePlay {
    /// `help` at the main prompt, or during a game with the game's table.
    func help(_ topic: String) -> AppEvent {
        if let game = session.game { return help(topic, table: game.table, scope: .game) }
        return help(topic, table: session.environment.commands, scope: .main)
    }

    /// The command list, or one command's help, in the player's language. Earshot's own
    /// commands are said from the catalogue; a plugin's or a mode's in the words it gave.
    func help(_ topic: String, table: CommandTable, scope: CommandScope) -> AppEvent {
        let word = topic.trimmingWhitespace.lowercased()
        let parser = table.parser
        let m = session.messages
        if word.isEmpty {
            let entries = table.entries.filter { !$0.descriptor.scope.isDisjoint(with: scope) }
            let title = scope == .game ? m("repl.help.title.game") : m("repl.help.title")
            return .help(
                title: title, entries: entries.map { HelpEntry(name: $0.descriptor.name, summary: $0.summary(m)) },
                footer: m("repl.help.footer"))
        }
        if let c = parser.command(named: word) {
            return .helpTopic(name: c.name, text: helpText(of: c, in: table, scope: scope))
        }
        if case .command(let p) = parser.parse(word, scope: .both) {
            return .helpTopic(name: p.command.name, text: helpText(of: p.command, in: table, scope: scope))
        }
        // A mode's verb, asked about outside its game.
        for mode in registry.modes {
            if let verb = mode.descriptor.commands.first(where: { $0.name == word || $0.synonyms.contains(word) }) {
                let name = mode.descriptor.displayName(m).lowercased()
                return .helpTopic(name: verb.name, text: m("repl.help.mode.verb", ["help": verb.displayHelp(m), "mode": name]))
            }
        }
        return .unknownCommand(input: word, suggestion: parser.suggestion(for: word))
    }

    /// The help of the command `descriptor` names, from the catalogue for a built-in command.
    private func helpText(of descriptor: CommandDescriptor, in table: CommandTable, scope: CommandScope) -> String {
        guard let entry = table.entry(named: descriptor.name, in: scope), entry.descriptor == descriptor else {
            return descriptor.help
        }
        return entry.help(session.messages)
    }
}
