/// The result of a finished game, with the player's standing.
public struct GameSummary: Codable, Sendable, Equatable {
    public var modeName: String
    public var categoryName: String
    public var outcome: GameOutcome
    public var status: ScoreStatus
    public var seconds: Double
    /// Best completed score in this mode and category, including this game.
    public var best: Int?
    public var isNewBest: Bool
    /// Rank among all players of the store, and how many players there are.
    public var rank: Int?
    public var players: Int
    /// Extra lines a mode or the app adds (streaks, daily board).
    public var extra: [String]
    /// Set when the game ended because its mode failed (a plugin that stopped), not because the
    /// player left: `nil` for every other ending.
    public var failure: Failure?
    /// The line that says a level was reached in this game ("You reached level 3!…"), also
    /// among ``extra``: the one thing besides the score a brief ending says.
    public var levelLine: String?

    /// How a failing mode ended a game.
    public enum Failure: String, Codable, Sendable, Equatable {
        /// The mode failed before the first question: nothing was played.
        case neverStarted
        /// The mode failed part-way: the answers given are kept and counted.
        case stopped
    }

    public init(
        modeName: String, categoryName: String, outcome: GameOutcome, status: ScoreStatus, seconds: Double,
        best: Int?, isNewBest: Bool, rank: Int?, players: Int, extra: [String] = [], failure: Failure? = nil
    ) {
        self.modeName = modeName
        self.categoryName = categoryName
        self.outcome = outcome
        self.status = status
        self.seconds = seconds
        self.best = best
        self.isNewBest = isNewBest
        self.rank = rank
        self.players = players
        self.extra = extra
        self.failure = failure
    }
}

/// A command's name and what it does, for help.
public struct HelpEntry: Codable, Sendable, Equatable {
    public var name: String
    public var summary: String
    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// What the program says outside the game itself. Like ``GameEvent``, each is both printed
/// and spoken, so nothing reaches the player only as text.
public enum AppEvent: Codable, Sendable, Equatable {
    /// The greeting at start.
    case welcome(player: String, version: String)
    /// A prompt before reading a line (the line reader shows it; speech says it).
    case prompt(String)
    /// A plain message.
    case info(String)
    /// Something went wrong; says what, in plain words.
    case error(String)
    /// A numbered menu to choose from by number or name.
    case menu(title: String, items: [String])
    /// A list of lines under a title (categories, modes, stats).
    case list(title: String, items: [String])
    /// Rows with named columns (a board): printed and said as a list, shown on a web page as
    /// a table.
    case table(TableView)
    /// The command list.
    case help(title: String, entries: [HelpEntry], footer: String)
    /// Help on one command.
    case helpTopic(name: String, text: String)
    /// The end of a game.
    case summary(GameSummary)
    /// An unknown command, with a suggestion when one is close.
    case unknownCommand(input: String, suggestion: String?)
    /// Leaving the program.
    case goodbye
    /// From now on, say everything in this language (sent at start and when the player
    /// changes it). Front-ends switch their catalogue and voice; nothing is shown for it.
    case language(Language)
    /// A part of a file for the player to keep, made by a command on a club server: the
    /// front-end on the player's computer saves it there and says where. Nothing is shown or
    /// said for the part itself.
    case file(FilePart)

    /// From now on the session plays as this name (`rename` changed it). Nothing is shown or
    /// said for it; a club client remembers it, to log in as that name when it reconnects.
    case playing(as: String)
}

/// Anything the player is told.
public enum Event: Codable, Sendable, Equatable {
    case game(GameEvent)
    case app(AppEvent)
}

/// Receives every event the player is told: the console's text renderer is one, speech is
/// another. Rendering both from the same events means nothing is printed without being spoken.
public protocol EventSink: AnyObject, Sendable {
    func present(_ event: Event) async
}

/// A sink that can hold what it is given and send it together (a server's connection: one
/// write for a question and its prompt, instead of one each). ``Presenter/together(_:)``
/// holds every such sink around a piece of work.
public protocol BatchingSink: EventSink {
    /// From now on, keeps what is presented until ``endBatch()``. Batches may nest.
    func beginBatch()
    /// Ends the batch begun last; the outermost end sends what was kept.
    func endBatch() async
}

/// A sink that can be asked to finish what it is doing (speech still playing) before exit.
public protocol FlushableSink: EventSink {
    func flush() async
}
