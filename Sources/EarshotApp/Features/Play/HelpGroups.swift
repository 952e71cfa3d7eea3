import EarshotCore

/// The groups `help` lists at the main prompt, so that the list is short to hear: each group
/// its commands, in order, and who hears of it. `help GROUP` lists a group's commands and
/// `help COMMAND` says one. A command that is in no group (a plugin's) is in `other`; a test
/// checks that every one of Earshot's own commands is placed.
public enum HelpGroup: String, CaseIterable, Sendable {
    case games, scores, friends, account, sound, bank, moderation, admin, other

    /// The commands of each group, by name, with the least role that may use each.
    static let commands: [HelpGroup: [(name: String, role: Role)]] = [
        .games: everyone("play", "modes", "categories", "hot seat", "join", "timing", "more", "quit")
            + [("room", .host)],
        .scores: everyone("stats", "board", "profile", "levels", "compare", "players"),
        .friends: everyone("follow", "unfollow", "followers", "following"),
        .account: everyone("register", "login", "logout", "player", "rename", "password", "account export", "account delete", "connect"),
        .sound: everyone(
            "speech", "voice", "voices", "rate", "faster", "slower", "pitch", "volume", "earcons", "verbosity", "language",
            "spell", "stop", "repeat", "options", "skip", "score", "rules", "help"),
        .bank: everyone("submit", "import", "report", "feedback")
            + moderators("questions", "show question", "edit question", "add question", "remove question"),
        .moderation: moderators("queue", "review", "approve", "reject", "ask changes", "reports", "fix", "dismiss", "resolve"),
        .admin: ["users", "ban", "unban", "promote", "demote", "host", "unhost"].map { ($0, Role.admin) },
        .other: [],
    ]

    private static func everyone(_ names: String...) -> [(name: String, role: Role)] { names.map { ($0, .player) } }
    private static func moderators(_ names: String...) -> [(name: String, role: Role)] { names.map { ($0, .moderator) } }

    /// Every command a group names.
    public static var placed: [String] { allCases.flatMap { commands[$0]?.map(\.name) ?? [] } }

    /// Every group's word, in every language.
    public static var words: [String] { allCases.flatMap { g in Language.allCases.map { g.name(Messages($0)) } } }

    /// The group's word in `m`'s language: what the player types after `help`.
    public func name(_ m: Messages) -> String {
        switch self {
        case .games: m("help.group.games")
        case .scores: m("help.group.scores")
        case .friends: m("help.group.friends")
        case .account: m("help.group.account")
        case .sound: m("help.group.sound")
        case .bank: m("help.group.bank")
        case .moderation: m("help.group.moderation")
        case .admin: m("help.group.admin")
        case .other: m("help.group.extra")
        }
    }

    /// The group `word` names, in any language.
    static func named(_ word: String) -> HelpGroup? {
        let typed = TextNormalizer.normalize(word)
        guard !typed.isEmpty else { return nil }
        return allCases.first { group in
            Language.allCases.contains { TextNormalizer.normalize(group.name(Messages($0))) == typed }
        }
    }

    /// The group of the command `name`: `other` for one that is in none.
    static func of(_ name: String) -> HelpGroup {
        commands.first { $0.value.contains { $0.name == name } }?.key ?? .other
    }

    /// The least role that may use the command `name` (a player for one in no list).
    static func role(of name: String) -> Role {
        commands.values.lazy.flatMap { $0 }.first { $0.name == name }?.role ?? .player
    }
}
