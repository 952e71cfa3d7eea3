/// Daily play streaks: a day counts when the player completed at least one game on it.
public struct Streaks: Sendable, Equatable {
    /// Consecutive days up to today (or up to yesterday, if not yet played today).
    public var current: Int
    /// The longest run of consecutive days ever.
    public var longest: Int

    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }

    /// Computes streaks from the days played (`YYYY-MM-DD`, any order, repeats allowed).
    public static func compute(days: [String], today: String) -> Streaks {
        let numbers = Set(days.compactMap(DayNumber.from)).sorted()
        guard let todayNumber = DayNumber.from(today), !numbers.isEmpty else { return Streaks(current: 0, longest: 0) }
        var longest = 1, run = 1
        for i in 1..<max(numbers.count, 1) where i < numbers.count {
            run = numbers[i] == numbers[i - 1] + 1 ? run + 1 : 1
            longest = max(longest, run)
        }
        var current = 0
        if let last = numbers.last, last == todayNumber || last == todayNumber - 1 {
            current = 1
            var i = numbers.count - 1
            while i > 0, numbers[i - 1] == numbers[i] - 1 {
                current += 1
                i -= 1
            }
        }
        return Streaks(current: current, longest: longest)
    }
}

/// Converts `YYYY-MM-DD` to a day count and back (proleptic Gregorian calendar), with no
/// dependence on the time zone.
public enum DayNumber {
    /// Whether `text` is a real date written `YYYY-MM-DD`: "2026-02-30" and "garbage" are not.
    public static func isRealDate(_ text: String) -> Bool {
        let shape = text.utf8.count == 10 && text.enumerated().allSatisfy { i, c in i == 4 || i == 7 ? c == "-" : c.isASCII && c.isNumber }
        guard shape, let day = from(text) else { return false }
        return Self.text(day) == text
    }

    /// The day count of `YYYY-MM-DD` (day 0 is 1970-01-01). A day past the month's end counts on
    /// into the next month: check with ``isRealDate(_:)`` first where a person typed it.
    public static func from(_ text: String) -> Int? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        let (y0, m, d) = (parts[0], parts[1], parts[2])
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    public static func text(_ day: Int) -> String {
        let z = day + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func pad(_ n: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(n).count)) + String(n) }
        return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
    }
}
