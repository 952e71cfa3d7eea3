import EarshotCore

/// Registers the timed mode.
public enum TimedPlugin: EarshotPlugin {
    public static let id = "timed"

    public static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: TimedMode.self)
        // Said right after "10 seconds left", when every second counts: a shorter cue than the
        // printed hint, which stays on screen.
        registry.add(speechHook: Messages.english("mode.timed.hint.spoken"), for: "timed.hint")
    }
}
