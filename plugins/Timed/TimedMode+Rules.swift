import EarshotCore

extension TimedMode {
    /// The words said at the start of a timed game: the limit that applies to this player,
    /// how points are earned, and the commands that change the clock.
    var rules: String {
        let scoring =
            "The faster you answer, the more points: 1000 at once, 500 at the last moment, and a bonus for right answers in a row."
        guard let limit, let scale else {
            return
                "Time limits are off for you, so there is no clock. \(scoring) Type timing on at the main prompt to turn limits back on."
        }
        let yours = scale == 1 ? "" : " (your timing: \(Self.scaleText(scale)) times as long)"
        return
            "You have \(Self.secondsText(limit)) for each question\(yours). \(scoring) Type time to hear the time left, more time for 20 seconds more, or pause to stop the clock."
    }

    /// "20 seconds", "26.5 seconds".
    static func secondsText(_ d: Duration) -> String {
        let tenths = Int((d.seconds * 10).rounded())
        return "\(tenths % 10 == 0 ? String(tenths / 10) : String(Double(tenths) / 10)) seconds"
    }

    /// "2", "1.5".
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }
}
