import EarshotCore

/// Durations in words, as they are spoken.
public enum SpokenTime {
    /// "1 minute 5 seconds", "40 seconds", "5 minutes" (in the language of `m`).
    public static func words(_ d: Duration, _ m: Messages = .english) -> String {
        let total = Int(d.seconds.rounded())
        let minutes = total / 60, seconds = total % 60
        let mins = m.plural("mode.time.minutes", count: minutes)
        let secs = m.plural("mode.time.seconds", count: seconds)
        return minutes == 0 ? secs : seconds == 0 ? mins : m("mode.time.minutes.seconds", ["minutes": mins, "seconds": secs])
    }
}
