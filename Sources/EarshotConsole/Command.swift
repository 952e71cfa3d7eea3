import EarshotCore

/// A command word the player can type (the core's ``CommandDescriptor``).
public typealias Command = CommandDescriptor

extension CommandDescriptor {
    /// Where a command works (the core's ``CommandScope``).
    public typealias Scope = CommandScope
}

/// A parsed line: a command and the words after it.
public struct ParsedCommand: Sendable, Equatable {
    public var command: Command
    public var argument: String
}

/// The outcome of reading a line as a command.
public enum CommandParse: Sendable, Equatable {
    case command(ParsedCommand)
    /// Not a command; `suggestion` names a close one, if any.
    case unknown(word: String, suggestion: String?)
    case empty
}

/// Reads command words: case-insensitive, any unique prefix, synonyms, and a suggestion for
/// typos.
public struct CommandParser: Sendable {
    public var commands: [Command]

    public init(commands: [Command]) { self.commands = commands }

    /// Every word that names a command, for Tab completion.
    public var words: [String] { commands.flatMap { [$0.name] + $0.synonyms }.sorted() }

    /// Parses `line` among the commands available in `scope`. Two-word commands (`more time`,
    /// `repeat question`) are tried before one-word ones. With `suggest` false, an unknown word
    /// comes back without a suggestion, and without the edit distances a suggestion costs: for
    /// a caller that reads most lines as answers and never says the suggestion.
    public func parse(_ line: String, scope: Command.Scope, allowPrefix: Bool = true, suggest: Bool = true) -> CommandParse {
        // Command words match in any case; the argument keeps the case it was typed in (names).
        let typed = line.trimmingWhitespace.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let words = typed.map { $0.lowercased() }
        guard let first = words.first else { return .empty }
        let available = commands.filter { !$0.scope.isDisjoint(with: scope) }
        if words.count >= 2 {
            let two = words[0] + " " + words[1]
            if let c = available.first(where: { $0.name == two || $0.synonyms.contains(two) }) {
                return .command(ParsedCommand(command: c, argument: typed.dropFirst(2).joined(separator: " ")))
            }
        }
        let rest = typed.dropFirst().joined(separator: " ")
        if let c = available.first(where: { $0.name == first || $0.synonyms.contains(first) }) {
            return .command(ParsedCommand(command: c, argument: rest))
        }
        if allowPrefix, first.count >= 2 {
            // (A space found by its byte: `String.contains(" ")` goes through Foundation's
            // search, which was half of the parsing of each answer.)
            let single = available.filter { !$0.name.utf8.contains(UInt8(ascii: " ")) }
            let matches = single.filter { c in ([c.name] + c.synonyms).contains { $0.hasPrefix(first) } }
            if matches.count == 1 { return .command(ParsedCommand(command: matches[0], argument: rest)) }
        }
        return .unknown(word: first, suggestion: suggest ? suggestion(for: first, in: available) : nil)
    }

    /// The command words `prefix` begins, when it begins more than one command (`pl`: play,
    /// player, players), in list order; empty otherwise.
    public func candidates(forPrefix prefix: String, scope: Command.Scope) -> [String] {
        let word = prefix.trimmingWhitespace.lowercased()
        guard word.count >= 1, !word.utf8.contains(UInt8(ascii: " ")) else { return [] }
        let available = commands.filter { !$0.scope.isDisjoint(with: scope) && !$0.name.utf8.contains(UInt8(ascii: " ")) }
        let names = available.compactMap { c in ([c.name] + c.synonyms).first { $0.hasPrefix(word) } }
        return names.count > 1 ? names : []
    }

    /// The command word closest to `word`, when it is within a typo or two.
    /// At most `maxDistance` typos are forgiven (and only one for words of three letters or fewer).
    public func suggestion(for word: String, in available: [Command]? = nil, maxDistance: Int = 2) -> String? {
        let names = (available ?? commands).flatMap { [$0.name] + $0.synonyms }.filter { $0.count > 1 }
        let scored = names.map { ($0, EditDistance.distance(word, $0, limit: 2)) }.filter { $0.1 <= 2 }
        // On a tie, a word the typed one begins (paus → pause, not pass) is the better guess.
        guard let best = scored.min(by: { ($0.1, $0.0.hasPrefix(word) ? 0 : 1) < ($1.1, $1.0.hasPrefix(word) ? 0 : 1) }) else { return nil }
        let allowed = min(word.count <= 3 ? 1 : 2, maxDistance)
        return best.1 <= allowed ? best.0 : nil
    }

    /// The command named `name` (or a synonym).
    public func command(named name: String) -> Command? {
        let n = name.lowercased()
        return commands.first { $0.name == n || $0.synonyms.contains(n) }
    }
}
