import EarshotCore
import Foundation

extension LiveRoom {
    /// `room results`: one CSV row per player and question (player, question number, the
    /// answer, right or wrong, seconds, points), RFC 4180 quoting, a formula-looking cell
    /// made inert for spreadsheets.
    public func resultsCSV() -> String { Self.csv(seats, questions: questions.count) }

    /// The CSV of these seats over `questions` questions.
    static func csv(_ seats: [Seat], questions: Int) -> String {
        var lines = ["player,question,answer,result,seconds,points"]
        for seat in seats {
            for index in 0..<questions {
                guard let a = seat.answers[index] else {
                    lines.append([seat.name, "\(index + 1)", "", "no answer", "", "0"].map(Self.cell).joined(separator: ","))
                    continue
                }
                let result = a.status == .timedOut ? "time up" : a.correct ? "right" : "wrong"
                let row = [seat.name, "\(index + 1)", a.given ?? "", result, String(format: "%.1f", a.seconds), "\(a.points)"]
                lines.append(row.map(Self.cell).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// One CSV cell: quoted when it holds a comma, a quote or a line break; a leading `=`, `+`,
    /// `-` or `@` gets a `'` so no spreadsheet runs it.
    static func cell(_ text: String) -> String {
        var t = SafeText.clean(text)
        if let first = t.first, "=+-@".contains(first), Double(t) == nil { t = "'" + t }
        guard t.contains(where: { ",\"\r\n".contains($0) }) else { return t }
        return "\"" + t.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
