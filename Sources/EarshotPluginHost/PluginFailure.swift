/// Why a plugin was stopped or a call to it failed, in plain words that name the plugin and
/// say what it did.
public struct PluginFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        case couldNotStart, exited, notJSON, lineTooLong, brokeProtocol, timedOut, errorReply, versionMismatch, stopped
    }

    /// The plugin's name (`NAME` in `earshot-plugin-NAME`).
    public var plugin: String
    public var kind: Kind
    /// What it did, as a phrase after "it": "did not answer mode.handle within 2 seconds".
    public var what: String

    public init(plugin: String, kind: Kind, what: String) {
        self.plugin = plugin
        self.kind = kind
        self.what = what
    }

    /// "the plugin "slow" did not answer mode.handle within 2 seconds".
    public var description: String { "the plugin \"\(plugin)\" \(what)" }

    /// A whole sentence: "The plugin "slow" did not answer mode.handle within 2 seconds."
    public var sentence: String { "The plugin \"\(plugin)\" \(what)." }
}
