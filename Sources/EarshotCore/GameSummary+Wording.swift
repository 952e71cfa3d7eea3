/// The end of a game in words, shared by every front-end (text, speech, a remote client).
extension GameSummary {
    /// The end-of-game lines, the first one empty (a pause before the summary).
    public var lines: [String] {
        let s = self
        var out = [""]
        if s.outcome == .abandoned {
            out.append("Game over: you left the \(s.modeName) game early, so it earns no points. Your answers are kept.")
        } else {
            out.append(s.categoryName.isEmpty ? "Game over. \(s.modeName)." : "Game over. \(s.modeName), \(s.categoryName).")
        }
        out.append("Score: \(s.outcome == .completed ? s.status.score : 0) points. \(s.status.correct) of \(s.status.total) correct.")
        out.append("Time: \(Self.duration(s.seconds)).")
        if let best = s.best {
            out.append(s.isNewBest ? "A new best in \(s.categoryName): \(best) points!" : "Your best in \(s.categoryName): \(best) points.")
        }
        if let rank = s.rank {
            out.append("Your rank: \(rank) of \(s.players) player\(s.players == 1 ? "" : "s").")
        }
        out += s.extra
        return out
    }

    /// "1 minute 5 seconds".
    public static func duration(_ seconds: Double) -> String {
        // A damaged record can hold any number: never trap on one too large or not finite.
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e12).rounded()) : 0
        let m = total / 60, s = total % 60
        let sec = "\(s) second\(s == 1 ? "" : "s")"
        return m == 0 ? sec : "\(m) minute\(m == 1 ? "" : "s") \(sec)"
    }
}
