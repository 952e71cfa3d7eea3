import EarshotCore

/// One mental arithmetic problem: what is said, and its answer (always a whole number, never
/// negative).
public struct Sum: Sendable, Equatable {
    /// What is done to the two numbers.
    public enum Operation: Sendable, Equatable {
        case plus, minus, times, dividedBy, squared, percentOf
    }

    public var operation: Operation
    /// The numbers, in the order they are said (`48 divided by 6`: 48, 6; `15 squared`: 15, 15;
    /// `25 percent of 80`: 25, 80).
    public var first: Int
    public var second: Int
    public var answer: Int

    public init(_ operation: Operation, _ first: Int, _ second: Int, _ answer: Int) {
        self.operation = operation
        self.first = first
        self.second = second
        self.answer = answer
    }

    /// The problem in English words, for example `48 divided by 6`.
    public var words: String { words(ArithmeticPlugin.strings.words(.en)) }

    /// The check said after the answer in English, when it helps (a division, a square).
    public var check: String? { check(ArithmeticPlugin.strings.words(.en)) }

    /// The problem in the words of `w`: `48 divided by 6`, `48 除以 6`; the numbers stay digits.
    public func words(_ w: PluginWords) -> String {
        let values = ["a": String(first), "b": String(second)]
        switch operation {
        case .plus: return w("plus", values)
        case .minus: return w("minus", values)
        case .times: return w("times", values)
        case .dividedBy: return w("divided", values)
        case .squared: return w("squared", values)
        case .percentOf: return w("percent", values)
        }
    }

    /// The question put to the player in the words of `w`: "What is 7 times 8?"
    public func question(_ w: PluginWords) -> String {
        w("question", ["sum": words(w)])
    }

    /// The check said after the answer in the words of `w`, when it helps: "8 times 6 is 48."
    public func check(_ w: PluginWords) -> String? {
        switch operation {
        case .dividedBy:
            return w("check.division", ["q": String(answer), "b": String(second), "a": String(first)])
        case .squared:
            return w("check.square", ["a": String(first)])
        default:
            return nil
        }
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
            return Sum(.plus, a, b, a + b)
        case (.easy, 1):
            let a = n(5...20)
            let b = n(1...a)
            return Sum(.minus, a, b, a - b)
        case (.easy, _):
            let (a, b) = (n(2...5), n(2...10))
            return Sum(.times, a, b, a * b)
        case (.medium, 0):
            let (a, b) = (n(11...99), n(11...99))
            return Sum(.plus, a, b, a + b)
        case (.medium, 1):
            let a = n(30...99)
            let b = n(11...(a - 1))
            return Sum(.minus, a, b, a - b)
        case (.medium, 2):
            let (a, b) = (n(2...12), n(2...12))
            return Sum(.times, a, b, a * b)
        case (.medium, _):
            let (b, q) = (n(2...12), n(2...12))
            return Sum(.dividedBy, b * q, b, q)
        case (.hard, 0):
            let (a, b) = (n(12...99), n(3...9))
            return Sum(.times, a, b, a * b)
        case (.hard, 1):
            let a = n(11...25)
            return Sum(.squared, a, a, a * a)
        case (.hard, 2):
            let percent = [10, 20, 25, 50, 75][n(0...4)]
            let step = 100 / gcd(percent, 100)
            let of = step * n(max(1, 20 / step)...(400 / step))
            return Sum(.percentOf, percent, of, percent * of / 100)
        case (.hard, _):
            let (b, q) = (n(3...9), n(12...99))
            return Sum(.dividedBy, b * q, b, q)
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
