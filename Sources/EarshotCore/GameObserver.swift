/// A plugin's watch over every game, whatever its mode (the review plugin keeps its deck this
/// way): told each answer once it is saved, and asked what to say when a player's session
/// starts. Registered with ``PluginRegistry/add(observer:)``.
public protocol GameObserver: Sendable {
    /// An answer of any game, told after it is saved and before the player hears its verdict.
    /// A throw is said to the player as a short error; the game goes on.
    func recorded(_ answer: AnswerRecord, _ context: ObserverContext) async throws
    /// Lines said once when a player's session starts at the main prompt ("3 questions are due
    /// for review today"), in their language.
    func greeting(_ context: ObserverContext) async throws -> [String]
}

/// What a ``GameObserver`` is told.
public struct ObserverContext: Sendable {
    public var playerName: String
    /// The game's day, or today at the start of a session, `YYYY-MM-DD`.
    public var day: String
    /// The player's language.
    public var language: Language
    /// The observing plugin's own data: this player's space and the shared one.
    public var data: PluginData
    /// The question bank, to read the questions an answer is about.
    public var bank: any QuestionLookup

    public init(playerName: String, day: String, language: Language, data: PluginData, bank: any QuestionLookup) {
        self.playerName = playerName
        self.day = day
        self.language = language
        self.data = data
        self.bank = bank
    }
}

/// A kind of file a plugin keeps itself rather than as questions (the guess-who plugin: board
/// packs): `import FILE` asks each registered one, in order, before it reads questions, and
/// `earshot export --OPTION NAME` writes one back. Registered with
/// ``PluginRegistry/add(files:)``.
public protocol PluginFiles: Sendable {
    /// The option of `earshot export` that writes one (`board` for `--board NAME`).
    var exportOption: String { get }
    /// The largest file it takes, in bytes.
    var maxBytes: Int { get }
    /// Whether a file whose first bytes (up to 64 KiB, as text) are `head` is one of its kind.
    /// Cheap: only the text is looked at.
    func claims(_ head: String) -> Bool
    /// Imports a file it claimed: `bytes` are the file's first ``maxBytes`` + 1 bytes (more than
    /// ``maxBytes`` means it is too large), `name` what the player called it. Says what
    /// happened through the context and returns whether it was imported (or already there).
    func importFile(_ bytes: [UInt8], name: String, _ context: FileContext) async -> Bool
    /// What `earshot export --OPTION NAME` writes, or why not.
    func export(_ name: String, _ context: FileContext) async -> PluginExport
}

/// What a plugin's file import or export is told.
public struct FileContext {
    /// The player's language.
    public var language: Language
    /// The plugin's own data (imported things go in the shared space).
    public var data: PluginData
    /// Says something to the player.
    public var say: (AppEvent) async -> Void

    public init(language: Language, data: PluginData, say: @escaping (AppEvent) async -> Void) {
        self.language = language
        self.data = data
        self.say = say
    }
}

/// What a plugin gives `earshot export` to write.
public enum PluginExport: Sendable, Equatable {
    /// The file's bytes, and the sentence said once they are written, with a `{target}` slot
    /// for the file's path (or "standard output") in the player's language.
    case file([UInt8], done: String)
    /// Nothing to write, for this reason (said as an error).
    case refused(String)
}
