import EarshotCore

/// Durations in words, as they are spoken.
public enum SpokenTime {
    /// "1 minute 5 seconds", "40 seconds", "5 minutes".
    public static func words(_ d: Duration) -> String {
        let total = Int(d.seconds.rounded())
        let m = total / 60, s = total % 60
        let mins = "\(m) minute\(m == 1 ? "" : "s")"
        let secs = "\(s) second\(s == 1 ? "" : "s")"
        return m == 0 ? secs : s == 0 ? mins : "\(mins) \(secs)"
    }
}
