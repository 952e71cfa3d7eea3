import EarshotConsole
import EarshotCore

extension GamePlay {
    /// `help` at the main prompt, or during a game with the game's table. At the main prompt
    /// the commands come in groups (``HelpGroup``), each said only to a role that may use it.
    func help(_ topic: String) async -> AppEvent {
        if let game = session.game { return help(topic, table: game.table, scope: .game) }
        let table = session.environment.commands
        let role = await AccountDirectory(session.environment).role(session)
        let word = topic.trimmingWhitespace
        if word.isEmpty { return groups(in: table, role: role) }
        if let group = HelpGroup.named(word) { return help(group, in: table, role: role) }
        return help(topic, table: table, scope: .main)
    }

    /// The main prompt's commands that `role` may use, in the order of their groups.
    private func visible(in table: CommandTable, role: Role) -> [(group: HelpGroup, entry: CommandTable.Entry)] {
        let entries = table.entries.filter { !$0.descriptor.scope.isDisjoint(with: .main) }
        return HelpGroup.allCases.flatMap { group in
            let names = HelpGroup.commands[group]?.map(\.name)
            let mine = entries.filter { HelpGroup.of($0.descriptor.name) == group && HelpGroup.role(of: $0.descriptor.name) <= role }
            let ordered = names.map { names in
                mine.sorted { names.firstIndex(of: $0.descriptor.name)! < names.firstIndex(of: $1.descriptor.name)! }
            }
            return (ordered ?? mine).map { (group, $0) }
        }
    }

    /// `help`: the groups, each with its first few commands.
    private func groups(in table: CommandTable, role: Role) -> AppEvent {
        let m = session.messages
        let shown = visible(in: table, role: role)
        let groups = HelpGroup.allCases.filter { g in shown.contains { $0.group == g } }
        let entries = groups.map { group in
            let names = shown.filter { $0.group == group }.map(\.entry.descriptor.name)
            let summary = names.count > 3 ? names.prefix(3).joined(separator: m("list.separator")) : m.and(names)
            return HelpEntry(name: group.name(m), summary: summary)
        }
        return .help(title: m("help.groups.title"), entries: entries, footer: m("help.groups.footer"))
    }

    /// `help GROUP`: the group's commands that `role` may use, with what each does.
    private func help(_ group: HelpGroup, in table: CommandTable, role: Role) -> AppEvent {
        let m = session.messages
        let entries = visible(in: table, role: role).filter { $0.group == group }.map(\.entry)
        guard let first = entries.first else { return .info(m("help.group.none", ["group": group.name(m)])) }
        return .help(
            title: m("help.group.title", ["group": group.name(m)]),
            entries: entries.map { HelpEntry(name: $0.descriptor.name, summary: $0.summary(m)) },
            footer: m("help.group.footer", ["example": first.descriptor.name]))
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
                footer: m(scope == .game ? "repl.help.footer.game" : "repl.help.footer"))
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
