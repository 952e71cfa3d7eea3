/// The end of a game in words, shared by every front-end (text, speech, a remote client).
extension GameSummary {
    /// The end-of-game lines in the language of `m`, the first one empty (a pause before the
    /// summary).
    public func lines(_ m: Messages) -> [String] {
        let s = self
        var out = [""]
        if s.failure == .neverStarted {
            return out + [m("summary.neverStarted", ["mode": s.modeName])]
        }
        if s.failure == .stopped {
            out.append(m("summary.stopped", ["mode": s.modeName]))
        } else if s.outcome == .abandoned {
            out.append(m("summary.abandoned", ["mode": s.modeName]))
        } else if s.categoryName.isEmpty {
            out.append(m("summary.over", ["mode": s.modeName]))
        } else {
            out.append(m("summary.over.category", ["mode": s.modeName, "category": s.categoryName]))
        }
        let score = s.outcome == .completed ? s.status.score : 0
        out.append(
            m(
                "summary.score",
                ["score": m.plural("game.points", count: score), "correct": "\(s.status.correct)", "total": "\(s.status.total)"]))
        out.append(m("summary.time", ["duration": Self.duration(s.seconds, m)]))
        if let best = s.best {
            let key = s.isNewBest ? "summary.newBest" : "summary.best"
            out.append(m(key, ["category": s.categoryName, "best": "\(best)"]))
        }
        if let rank = s.rank {
            out.append(m.plural("summary.rank", count: s.players, ["rank": "\(rank)"]))
        }
        out += s.extra
        return out
    }

    /// "1 minute 5 seconds", in the language of `m`.
    public static func duration(_ seconds: Double, _ m: Messages = .english) -> String {
        // A damaged record can hold any number: never trap on one too large or not finite.
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 1e12).rounded()) : 0
        let minutes = total / 60, rest = total % 60
        let sec = m.plural("game.seconds", count: rest)
        guard minutes > 0 else { return sec }
        return m("summary.duration", ["minutes": m.plural("game.minutes", count: minutes), "seconds": sec])
    }
}
