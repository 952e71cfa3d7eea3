/// How a game's questions are picked from a slice of the bank, the same on every store: the
/// same seed over the same bank gives the same questions.
public enum QuestionDraw {
    /// `count` distinct positions in `0..<total` (all of them, shuffled, when `count` is not
    /// smaller), in random order.
    public static func positions(_ count: Int, below total: Int, using random: inout SeededGenerator) -> [Int] {
        if count >= total { return Array(0..<total).shuffled(using: &random) }
        if count * 2 > total { return Array(Array(0..<total).shuffled(using: &random).prefix(count)) }
        var seen = Set<Int>()
        var positions: [Int] = []
        while positions.count < count {
            let p = Int.random(in: 0..<total, using: &random)
            if seen.insert(p).inserted { positions.append(p) }
        }
        return positions
    }
}
