import EarshotCore
import Foundation

/// Registers the timed mode.
public enum TimedPlugin: EarshotPlugin {
    public static let id = "timed"
    /// The plugin's own words, `plugins/Timed/<language>.lproj/Timed.strings`.
    public static let strings = PluginStrings(plugin: id, folder: Bundle.module.resourceURL)

    public static func register(in registry: inout PluginRegistry) throws {
        registry.add(strings: strings)
        try registry.add(mode: TimedMode.self)
        // Said right after "10 seconds left", when every second counts: a shorter cue than the
        // printed hint, which stays on screen.
        registry.add(speechHook: strings.key("hint.spoken"), for: "timed.hint")
    }
}
