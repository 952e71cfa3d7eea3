import Foundation

/// The protocol version and the limits every out-of-process plugin lives within.
public struct PluginLimits: Sendable {
    /// The plugin protocol version this Earshot speaks (separate from Earshot's own version).
    public static let protocolVersion = 1
    /// Every protocol version this Earshot can speak.
    public static let supportedVersions = [1]

    /// How long a plugin may take to answer `initialize`.
    public var handshake: Duration = .seconds(3)
    /// How long a plugin may take to answer any other call.
    public var call: Duration = .seconds(2)
    /// The longest line a plugin may print, in bytes.
    public var maxLineBytes = 1 << 20
    /// How much of a plugin's standard error is kept in its log file, in bytes, per run.
    public var maxLogBytes = 1 << 20
    /// How long Earshot's store may take over one of a plugin's `storage.*` requests; then the
    /// plugin is answered with an error (and the store is not asked again during that call).
    public var storage: Duration = .seconds(2)
    /// The most `storage.*` requests a plugin may send while answering one of Earshot's
    /// requests. Its own clock stands still while Earshot serves them, so this is what bounds
    /// the call; one more and the plugin is stopped.
    public var storageRequestsPerCall = 1000

    public init() {}

    /// The defaults, overridden by `EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT`,
    /// `EARSHOT_PLUGIN_CALL_TIMEOUT` and `EARSHOT_PLUGIN_STORAGE_TIMEOUT` (seconds, decimals
    /// allowed) and `EARSHOT_PLUGIN_MAX_LINE` (bytes).
    public static func from(environment env: [String: String] = ProcessInfo.processInfo.environment) -> PluginLimits {
        var limits = PluginLimits()
        if let s = env["EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT"].flatMap(Double.init), s > 0 {
            limits.handshake = .milliseconds(Int(s * 1000))
        }
        if let s = env["EARSHOT_PLUGIN_CALL_TIMEOUT"].flatMap(Double.init), s > 0 {
            limits.call = .milliseconds(Int(s * 1000))
        }
        if let s = env["EARSHOT_PLUGIN_STORAGE_TIMEOUT"].flatMap(Double.init), s > 0 {
            limits.storage = .milliseconds(Int(s * 1000))
        }
        if let n = env["EARSHOT_PLUGIN_MAX_LINE"].flatMap(Int.init), n > 0 { limits.maxLineBytes = n }
        return limits
    }
}

extension Duration {
    /// Whole milliseconds.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }

    /// "2 seconds", "1.5 seconds".
    var spoken: String {
        let ms = milliseconds
        if ms % 1000 == 0 { return ms == 1000 ? "1 second" : "\(ms / 1000) seconds" }
        return "\(Double(ms) / 1000) seconds"
    }
}
