import EarshotCore

/// The timed mode's hooks: each score is kept with the timing it was played with ("standard",
/// "off", "2 times as long"), and the summary says it.
public struct TimedHooks: ModeHooks {
    public init() {}

    /// Kept in the store beside the score, and grouped by: always the English words, whatever
    /// the player's language (``timingText(_:_:)`` says a kept label in a language).
    public func scoreLabel(_ setup: GameSetup) -> String? {
        Self.timingDescription(setup.settings.timeScale)
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        let m = Messages(context.setup.settings.language ?? .en)
        return [m("mode.timed.timing.line", ["timing": Self.timingDescription(context.setup.settings.timeScale, m)])]
    }

    static func timingDescription(_ scale: Double?) -> String { PlayerSettings.timingDescription(scale) }

    /// The timing `scale` in the language of `m`: "standard", "off", "2 times as long".
    public static func timingDescription(_ scale: Double?, _ m: Messages) -> String {
        guard let scale else { return m("mode.timed.timing.off") }
        if scale == 1 { return m("mode.timed.timing.standard") }
        let n = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return m("mode.timed.timing.scaled", ["scale": n])
    }

    /// A timing label kept beside a score (the English words of ``scoreLabel(_:)``) in the
    /// language of `m`; a label it does not know is given back as it is.
    public static func timingText(_ label: String, _ m: Messages) -> String {
        if label == "off" { return timingDescription(nil, m) }
        if label == "standard" { return timingDescription(1, m) }
        let suffix = " times as long"
        guard label.hasSuffix(suffix), let scale = Double(label.dropLast(suffix.count)) else { return label }
        return timingDescription(scale, m)
    }
}
