import EarshotCore

/// The timed mode's hooks: each score is kept with the timing it was played with ("standard",
/// "off", "2 times as long"), and the summary and `stats` say it in the player's language.
public struct TimedHooks: ModeHooks {
    public init() {}

    /// Kept in the store beside the score, and grouped by: always the English words, whatever
    /// the player's language (``scoreLabelText(_:_:)`` says a kept label in a language).
    public func scoreLabel(_ setup: GameSetup) -> String? {
        Self.timingDescription(setup.settings.timeScale)
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        let w = TimedPlugin.strings.words(context.language)
        return [w("timing.line", ["timing": Self.timingDescription(context.setup.settings.timeScale, w)])]
    }

    /// A timing label kept beside a score (the English words of ``scoreLabel(_:)``) in the
    /// language of `messages`, for `stats`; a label it does not know is given back as it is.
    public func scoreLabelText(_ label: String, _ messages: Messages) -> String {
        Self.timingText(label, TimedPlugin.strings.words(messages.language))
    }

    static func timingDescription(_ scale: Double?) -> String { PlayerSettings.timingDescription(scale) }

    /// The timing `scale` in the language of `w`: "standard", "off", "2 times as long".
    public static func timingDescription(_ scale: Double?, _ w: PluginWords) -> String {
        guard let scale else { return w("timing.off") }
        if scale == 1 { return w("timing.standard") }
        let n = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return w("timing.scaled", ["scale": n])
    }

    /// A kept timing label in the language of `w`.
    static func timingText(_ label: String, _ w: PluginWords) -> String {
        if label == "off" { return timingDescription(nil, w) }
        if label == "standard" { return timingDescription(1, w) }
        let suffix = " times as long"
        guard label.hasSuffix(suffix), let scale = Double(label.dropLast(suffix.count)) else { return label }
        return timingDescription(scale, w)
    }
}
