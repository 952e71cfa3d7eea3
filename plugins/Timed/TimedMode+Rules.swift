import EarshotCore

extension TimedMode {
    /// The words said at the start of a timed game: the limit that applies to this player,
    /// how points are earned, and the commands that change the clock.
    var rules: String {
        guard let limit, let scale else {
            return words("rules.off", ["scoring": words("scoring.off")])
        }
        let scoring = words("scoring")
        let values = ["limit": Self.secondsText(limit, words), "scoring": scoring, "scale": Self.scaleText(scale)]
        return scale == 1 ? words("rules", values) : words("rules.scaled", values)
    }

    /// "20 seconds", "26.5 seconds".
    static func secondsText(_ d: Duration, _ words: PluginWords = TimedPlugin.strings.words(.en)) -> String {
        let tenths = Int((d.seconds * 10).rounded())
        let number = tenths % 10 == 0 ? String(tenths / 10) : String(Double(tenths) / 10)
        return words("limit", ["seconds": number])
    }

    /// "2", "1.5".
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }
}
