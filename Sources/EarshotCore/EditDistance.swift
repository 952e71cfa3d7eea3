/// Typo distance between two strings: insertions, deletions, substitutions and swaps of two
/// neighbouring characters each count as one (optimal string alignment distance).
public enum EditDistance {
    /// The distance between `a` and `b`, or `limit + 1` once it is known to exceed `limit`.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let s = Array(a), t = Array(b)
        if abs(s.count - t.count) > limit { return limit == .max ? limit : limit + 1 }
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    v = min(v, previous2[j - 2] + 1)
                }
                current[j] = v
                rowMin = min(rowMin, v)
            }
            if limit != .max, rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[t.count]
    }

    /// How many typos an answer of this (normalised) length forgives: none for one or two
    /// characters, one for short answers, two for long ones (nine characters or more).
    public static func allowedTypos(forLength n: Int) -> Int {
        switch n {
        case ..<3: return 0
        case ..<9: return 1
        default: return 2
        }
    }
}
