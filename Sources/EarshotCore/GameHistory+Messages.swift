extension GameHistory {
    /// The end-of-game lines of a board over a period (a day, an ISO week), in the language
    /// of `messages`: the player's rank through `ranked(rank, players)`, or `left` when the
    /// game was left early, then the top five through `top(entries)`, where `entries` is
    /// "1. Ann, 300 points; 2. Ben, 200 points" in that language.
    public func periodBoardLines(
        mode: String, from: String, through: String, outcome: GameOutcome, messages: Messages,
        ranked: (Int, Int) -> String, left: String, top: (String) -> String
    ) async throws -> [String] {
        let standing = try await self.standing(mode: mode, from: from, through: through)
        let board = try await self.board(mode: mode, from: from, through: through, limit: 5)
        var lines: [String] = []
        if outcome == .completed, let rank = standing.rank {
            lines.append(ranked(rank, standing.players))
        } else {
            lines.append(left)
        }
        if !board.isEmpty { lines.append(top(messages.boardEntries(board, withPoints: true))) }
        return lines
    }
}

extension Messages {
    /// The lines of a board as one phrase: "1. Ann, 300 points; 2. Ben, 200 points", or
    /// without the word for points ("1. Ann, 12; 2. Ben, 9") for a board of runs.
    public func boardEntries(_ board: [BoardEntry], withPoints: Bool) -> String {
        board.map { entry in
            let values = ["rank": String(entry.rank), "player": entry.player, "score": String(entry.score)]
            return withPoints ? self("mode.board.entry", values) : self("mode.board.entry.run", values)
        }
        .joined(separator: self("mode.board.separator"))
    }
}
