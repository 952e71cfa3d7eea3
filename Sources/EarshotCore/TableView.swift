/// Rows under a title with named columns: a board, `stats`, a profile's last games. A terminal
/// prints it and speech says it as a list (``intro``, ``lines``, then ``notes``), exactly as
/// ``AppEvent/list(title:items:)``; a web page shows the intro, then a real table with a
/// caption and header cells, then the notes (docs/web.md).
public struct TableView: Codable, Sendable, Equatable {
    /// The table's caption: "The board this week: 3 players."
    public var title: String
    /// Lines before the rows: "Level 3, 1,200 points."
    public var intro: [String]
    /// The column headings, in the player's language: "Rank", "Player", "Points".
    public var columns: [String]
    /// The cells, a row each, as many as ``columns``.
    public var rows: [[String]]
    /// Each row as one line, as printed and spoken: "1. Ann, 300 points."
    public var lines: [String]
    /// Lines after the rows: "You: rank 4 of 12, 120 points."
    public var notes: [String]
    /// The column that names each row (a row header on the page): the player on a board.
    public var rowHeader: Int

    public init(
        title: String, intro: [String] = [], columns: [String], rows: [[String]], lines: [String], notes: [String] = [],
        rowHeader: Int = 0
    ) {
        self.title = title
        self.intro = intro
        self.columns = columns
        self.rows = rows
        self.lines = lines
        self.notes = notes
        self.rowHeader = rowHeader
    }

    /// What a list would hold: the intro, the row lines, then the notes.
    public var items: [String] { intro + lines + notes }
}
