import EarshotConsole
import EarshotCore

/// The commands a session understands: the built-in command types, the plugins' commands and,
/// during a game, the mode's own verbs. One parser, one `help` and one Tab completion come
/// from it.
public struct CommandTable: Sendable {
    /// What runs a command.
    public enum Handler: Sendable {
        case builtin(any CommandDefinition.Type)
        case plugin(any PluginCommand)
        /// One of the current mode's verbs, handed to the mode.
        case modeVerb
    }

    public struct Entry: Sendable {
        public var descriptor: CommandDescriptor
        public var handler: Handler
        /// A mode's own words for this game command (a list game's `skip` ends the list): the
        /// command still runs as always, and `help` says what it does in this game.
        public var modeText: CommandDescriptor? = nil
    }

    public private(set) var entries: [Entry]
    /// Plugin commands left out because a word clashed with a built-in command: the plugin and
    /// the command's name.
    public private(set) var refusals: [(plugin: String, command: String)] = []

    /// The plugin commands left out, said in English.
    public var refused: [String] { refused(.english) }

    /// The plugin commands left out, said in the language of `messages`.
    public func refused(_ messages: Messages) -> [String] {
        refusals.map { messages("repl.plugin.refused", ["plugin": $0.plugin, "command": $0.command]) }
    }

    /// The built-in commands and the plugins' commands. A plugin command whose words clash
    /// with a built-in one is left out (and named in ``refused``).
    public init(builtins: [any CommandDefinition.Type] = SessionCommands.all, plugins: [PluginRegistry.CommandEntry] = []) {
        entries = builtins.map { Entry(descriptor: $0.descriptor, handler: .builtin($0)) }
        let taken = Set(entries.flatMap { [$0.descriptor.name] + $0.descriptor.synonyms })
        for p in plugins {
            let words = Set([p.command.descriptor.name] + p.command.descriptor.synonyms)
            if words.isDisjoint(with: taken) {
                entries.append(Entry(descriptor: p.command.descriptor, handler: .plugin(p.command)))
            } else {
                refusals.append((plugin: p.plugin, command: p.command.descriptor.name))
            }
        }
    }

    /// This table with a mode's verbs added for the length of a game. A verb never hides a
    /// command that works during a game; main-prompt commands (such as `more` for paging a
    /// list) do not take a word from a verb.
    public func adding(modeVerbs: [CommandDescriptor]) -> CommandTable {
        var copy = self
        let taken = Set(
            entries.filter { !$0.descriptor.scope.isDisjoint(with: .game) }
                .flatMap { [$0.descriptor.name] + $0.descriptor.synonyms })
        for verb in modeVerbs {
            var v = verb
            v.synonyms = v.synonyms.filter { !taken.contains($0) }
            guard !taken.contains(v.name) else {
                // A verb named like a game command gives that command the mode's words.
                if let i = copy.entries.firstIndex(where: { $0.descriptor.name == v.name && !$0.descriptor.scope.isDisjoint(with: .game) })
                {
                    copy.entries[i].modeText = v
                }
                continue
            }
            v.scope = .game
            copy.entries.append(Entry(descriptor: v, handler: .modeVerb))
        }
        return copy
    }

    public var parser: CommandParser { CommandParser(commands: entries.map(\.descriptor)) }

    /// Every word for Tab completion.
    public var words: [String] { parser.words }

    /// The entry for a command's main name, preferring one that works in `scope`.
    public func entry(named name: String, in scope: CommandScope = .both) -> Entry? {
        let named = entries.filter { $0.descriptor.name == name }
        return named.first { !$0.descriptor.scope.isDisjoint(with: scope) } ?? named.first
    }

    /// The descriptors available in `scope`, in list order.
    public func descriptors(in scope: CommandScope) -> [CommandDescriptor] {
        entries.map(\.descriptor).filter { !$0.scope.isDisjoint(with: scope) }
    }
}
