/// What ``ModeHooks/prepare(_:_:)`` is told: who is playing, and how to ask them.
public struct PrepareContext {
    /// The player, the day, the plugin's data and the bank (the setup is the game's as far as
    /// it is known: at `play`, before the category is chosen).
    public var hook: HookContext
    /// The words typed after the mode at `play` (`play guess-who animals`: `["animals"]`), or
    /// `nil` when the game is being prepared (a scripted game, each seat of a hot seat).
    public var words: [String]?
    /// The settings the player typed themselves (`--board`), by name; the others hold defaults.
    public var given: Set<String>
    /// Asking the player, and reading a file they name, as the host allows.
    public var host: any PrepareHost

    public init(hook: HookContext, words: [String]?, given: Set<String>, host: any PrepareHost) {
        self.hook = hook
        self.words = words
        self.given = given
        self.host = host
    }
}

/// What the host does for a mode that settles its settings (the session the game is set up in).
public protocol PrepareHost {
    /// Shows a numbered menu and reads the player's choice by number, letter or name; `nil`
    /// when they cancel (the host has said so).
    func choose(title: String, items: [String], keys: [String]) async -> Int?
    /// Says something to the player.
    func say(_ event: AppEvent) async
    /// A file the player named on the computer Earshot runs on, as text.
    func readLocalFile(_ path: String, maxBytes: Int) async -> LocalFile
}

/// A file the player named, as the host read it.
public enum LocalFile: Sendable, Equatable {
    /// Its text (UTF-8, a byte order mark left out).
    case text(String)
    /// This host reads no player's files (a club server): nothing was read.
    case notAllowed
    /// No regular UTF-8 file of at most the size asked for is there.
    case unreadable(path: String)
}

/// How ``ModeHooks/prepare(_:_:)`` ended.
public enum Preparation: Sendable, Equatable {
    /// The settings are settled: the game goes on.
    case ready
    /// The player cancelled a choice (the host said so): no game.
    case cancelled
    /// No game, for this reason, which the host says as an error.
    case refused(String)
}
