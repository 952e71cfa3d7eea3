/// An ISO 8601 week (Monday to Sunday) of local dates `YYYY-MM-DD`.
public struct ISOWeek: Sendable, Equatable, Hashable {
    /// The ISO week-numbering year (the year of the week's Thursday).
    public var year: Int
    /// 1 to 53.
    public var week: Int
    /// The Monday and the Sunday, `YYYY-MM-DD`.
    public var first: String
    public var last: String

    /// The week holding `day`, or `nil` for a malformed date.
    public init?(containing day: String) {
        guard let n = DayNumber.from(day) else { return nil }
        let weekday = ((n + 3) % 7 + 7) % 7 + 1  // Monday 1 … Sunday 7; 1970-01-01 was a Thursday
        let monday = n - (weekday - 1)
        let thursday = monday + 3
        let thursdayText = DayNumber.text(thursday)
        let y = Int(thursdayText.prefix(4))!
        let jan1 = DayNumber.from("\(y)-01-01")!
        year = y
        week = (thursday - jan1) / 7 + 1
        first = DayNumber.text(monday)
        last = DayNumber.text(monday + 6)
    }

    /// "2026-W48".
    public var id: String { "\(year)-W\(week < 10 ? "0" : "")\(week)" }
}
