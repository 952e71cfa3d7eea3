import EarshotCore

/// One mental arithmetic problem: what is said, and its answer (always a whole number, never
/// negative).
public struct Sum: Sendable, Equatable {
    /// The problem in words, for example `48 divided by 6`.
    public var words: String
    public var answer: Int
    /// Said after the answer, when it helps: the check for a division.
    public var check: String?

    public init(_ words: String, _ answer: Int, check: String? = nil) {
        self.words = words
        self.answer = answer
        self.check = check
    }

    /// A random problem of the given level.
    ///
    /// - easy: adding and taking away within 20, times tables up to 5 × 10.
    /// - medium: two-digit adding and taking away, times tables to 12 × 12, exact division.
    /// - hard: two-digit × one-digit, squares of 11 to 25, percentages, three-digit division.
    public static func random(_ level: Difficulty, using random: inout SeededGenerator) -> Sum {
        func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        switch (level, n(0...3)) {
        case (.easy, 0), (.easy, 3):
            let (a, b) = (n(1...12), n(1...12))
            return Sum("\(a) plus \(b)", a + b)
        case (.easy, 1):
            let a = n(5...20)
            let b = n(1...a)
            return Sum("\(a) minus \(b)", a - b)
        case (.easy, _):
            let (a, b) = (n(2...5), n(2...10))
            return Sum("\(a) times \(b)", a * b)
        case (.medium, 0):
            let (a, b) = (n(11...99), n(11...99))
            return Sum("\(a) plus \(b)", a + b)
        case (.medium, 1):
            let a = n(30...99)
            let b = n(11...(a - 1))
            return Sum("\(a) minus \(b)", a - b)
        case (.medium, 2):
            let (a, b) = (n(2...12), n(2...12))
            return Sum("\(a) times \(b)", a * b)
        case (.medium, _):
            let (b, q) = (n(2...12), n(2...12))
            return Sum("\(b * q) divided by \(b)", q, check: "\(q) times \(b) is \(b * q).")
        case (.hard, 0):
            let (a, b) = (n(12...99), n(3...9))
            return Sum("\(a) times \(b)", a * b)
        case (.hard, 1):
            let a = n(11...25)
            return Sum("\(a) squared", a * a, check: "\(a) squared is \(a) times \(a).")
        case (.hard, 2):
            let percent = [10, 20, 25, 50, 75][n(0...4)]
            let step = 100 / gcd(percent, 100)
            let of = step * n(max(1, 20 / step)...(400 / step))
            return Sum("\(percent) percent of \(of)", percent * of / 100)
        case (.hard, _):
            let (b, q) = (n(3...9), n(12...99))
            return Sum("\(b * q) divided by \(b)", q, check: "\(q) times \(b) is \(b * q).")
        }
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// Three wrong answers close to the right one, for modes that can only play options.
    public func nearMisses(using random: inout SeededGenerator) -> [Int] {
        let offsets = [1, -1, 2, -2, 10, -10, 5, -5].shuffled(using: &random)
        var out: [Int] = []
        for o in offsets where out.count < 3 {
            let v = answer + o
            if v >= 0, v != answer, !out.contains(v) { out.append(v) }
        }
        return out
    }
}
