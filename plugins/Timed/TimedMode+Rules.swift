import EarshotCore

extension TimedMode {
    /// The words said at the start of a timed game: the limit that applies to this player,
    /// how points are earned, and the commands that change the clock.
    var rules: String {
        let scoring = messages("mode.timed.scoring")
        guard let limit, let scale else {
            return messages("mode.timed.rules.off", ["scoring": scoring])
        }
        let values = ["limit": Self.secondsText(limit, messages), "scoring": scoring, "scale": Self.scaleText(scale)]
        return scale == 1 ? messages("mode.timed.rules", values) : messages("mode.timed.rules.scaled", values)
    }

    /// "20 seconds", "26.5 seconds".
    static func secondsText(_ d: Duration, _ messages: Messages = .english) -> String {
        let tenths = Int((d.seconds * 10).rounded())
        let number = tenths % 10 == 0 ? String(tenths / 10) : String(Double(tenths) / 10)
        return messages("mode.timed.limit", ["seconds": number])
    }

    /// "2", "1.5".
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }
}
