import EarshotCore

/// A command word the player can type.
public struct Command: Sendable, Equatable {
    /// The command's id and main word, such as `repeat`.
    public var name: String
    /// Other words that mean the same, such as `again`.
    public var synonyms: [String]
    /// One line for the command list.
    public var summary: String
    /// The longer text for `help NAME`.
    public var help: String
    /// Whether it works during a game, at the main prompt, or both.
    public var scope: Scope

    public struct Scope: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let main = Scope(rawValue: 1)
        public static let game = Scope(rawValue: 2)
        public static let both: Scope = [.main, .game]
    }

    public init(_ name: String, _ synonyms: [String] = [], scope: Scope, summary: String, help: String) {
        self.name = name
        self.synonyms = synonyms
        self.summary = summary
        self.help = help
        self.scope = scope
    }
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
    /// `repeat question`) are tried before one-word ones.
    public func parse(_ line: String, scope: Command.Scope, allowPrefix: Bool = true) -> CommandParse {
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
        let single = available.filter { !$0.name.contains(" ") }
        if allowPrefix, first.count >= 2 {
            let matches = single.filter { c in ([c.name] + c.synonyms).contains { $0.hasPrefix(first) } }
            if matches.count == 1 { return .command(ParsedCommand(command: matches[0], argument: rest)) }
        }
        return .unknown(word: first, suggestion: suggestion(for: first, in: available))
    }

    /// The command word closest to `word`, when it is within a typo or two.
    /// At most `maxDistance` typos are forgiven (and only one for words of three letters or fewer).
    public func suggestion(for word: String, in available: [Command]? = nil, maxDistance: Int = 2) -> String? {
        let names = (available ?? commands).flatMap { [$0.name] + $0.synonyms }.filter { $0.count > 1 }
        let scored = names.map { ($0, EditDistance.distance(word, $0, limit: 2)) }.filter { $0.1 <= 2 }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = min(word.count <= 3 ? 1 : 2, maxDistance)
        return best.1 <= allowed ? best.0 : nil
    }

    /// The command named `name` (or a synonym).
    public func command(named name: String) -> Command? {
        let n = name.lowercased()
        return commands.first { $0.name == n || $0.synonyms.contains(n) }
    }
}
