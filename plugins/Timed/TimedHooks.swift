import EarshotCore

/// The timed mode's hooks: each score is kept with the timing it was played with ("standard",
/// "off", "2 times as long"), and the summary says it.
public struct TimedHooks: ModeHooks {
    public init() {}

    public func scoreLabel(_ setup: GameSetup) -> String? {
        Self.timingDescription(setup.settings.timeScale)
    }

    public func summaryLines(_ context: HookContext, outcome: GameOutcome, status: ScoreStatus) throws -> [String] {
        ["Timing: \(Self.timingDescription(context.setup.settings.timeScale))."]
    }

    static func timingDescription(_ scale: Double?) -> String { PlayerSettings.timingDescription(scale) }
}
