import EarshotCore

/// Registers the timed mode.
public enum TimedPlugin: EarshotPlugin {
    public static let id = "timed"

    public static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: TimedMode.self)
    }
}
