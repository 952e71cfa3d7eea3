/// Rows under a title with named columns: a board. A terminal prints it and speech says it as
/// a list (``lines``, then ``notes``), exactly as ``AppEvent/list(title:items:)``; a web page
/// shows it as a real table with a caption and header cells (docs/web.md).
public struct TableView: Codable, Sendable, Equatable {
    /// The table's caption: "The board this week: 3 players."
    public var title: String
    /// The column headings, in the player's language: "Rank", "Player", "Points".
    public var columns: [String]
    /// The cells, a row each, as many as ``columns``.
    public var rows: [[String]]
    /// Each row as one line, as printed and spoken: "1. Ann, 300 points."
    public var lines: [String]
    /// Lines after the rows: "You: rank 4 of 12, 120 points."
    public var notes: [String]

    public init(title: String, columns: [String], rows: [[String]], lines: [String], notes: [String] = []) {
        self.title = title
        self.columns = columns
        self.rows = rows
        self.lines = lines
        self.notes = notes
    }

    /// What a list would hold: the row lines, then the notes.
    public var items: [String] { lines + notes }
}
