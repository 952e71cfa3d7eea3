import EarshotCore

/// Why a plugin was stopped or a call to it failed, in plain words that name the plugin and
/// say what it did. The words come from the message catalogue, in ``language``: English where
/// the failure happens, and the player's language once a game, a category or a command of the
/// player's meets it (see ``told(in:)``), so `"\(failure)"` reads in the player's language.
public struct PluginFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        case couldNotStart, exited, notJSON, lineTooLong, brokeProtocol, timedOut, errorReply, versionMismatch, stopped
    }

    /// What the plugin did, as catalogue keys and the values of their slots, so that it can be
    /// said in any language.
    public indirect enum Reason: Sendable, Equatable {
        /// A phrase of the catalogue (`plugin.failure.…`) and its slots.
        case phrase(String, [String: String] = [:])
        /// Words given as they are (by a caller that has no key for them).
        case text(String)
        /// It did not answer `method` within the limit.
        case timedOut(method: String, milliseconds: Int64)
        /// It speaks another protocol version than the ones listed.
        case version(Int64, supported: [Int])
        /// It made a question that cannot be played; `problem` is a `plugin.question.…` key.
        case badQuestion(number: Int, category: String, problem: String)
        /// It failed again and again, and may not be restarted.
        case restartedOften(Reason, times: Int)
        /// It failed, and failed again when restarted.
        case failedOnRestart(Reason, again: Reason)

        /// The phrase in `m`'s language, to follow "the plugin "NAME"".
        public func text(_ m: Messages) -> String {
            switch self {
            case .phrase(let key, let values): return m(key, values)
            case .text(let words): return words
            case .timedOut(let method, let ms):
                return m("plugin.failure.timedOut", ["method": method, "time": PluginFailure.duration(ms, m)])
            case .version(let version, let supported):
                return m(
                    "plugin.failure.version", ["version": String(version), "supported": m.and(supported.map(String.init))])
            case .badQuestion(let number, let category, let problem):
                return m("plugin.failure.badQuestion", ["number": String(number), "category": category, "problem": m(problem)])
            case .restartedOften(let first, let times):
                return m("plugin.failure.restartedOften", ["what": first.text(m), "count": String(times)])
            case .failedOnRestart(let first, let again):
                return m("plugin.failure.failedOnRestart", ["what": first.text(m), "again": again.text(m)])
            }
        }
    }

    /// The plugin's name (`NAME` in `earshot-plugin-NAME`).
    public var plugin: String
    public var kind: Kind
    /// What it did.
    public var reason: Reason
    /// The language it is told in.
    public var language: Language = .en

    public init(plugin: String, kind: Kind, reason: Reason) {
        self.plugin = plugin
        self.kind = kind
        self.reason = reason
    }

    /// A failure whose words are given as they are.
    public init(plugin: String, kind: Kind, what: String) {
        self.init(plugin: plugin, kind: kind, reason: .text(what))
    }

    /// What it did, as a phrase after "it": "did not answer mode.handle within 2 seconds".
    public var what: String { reason.text(Messages(language)) }

    /// "the plugin "slow" did not answer mode.handle within 2 seconds".
    public var description: String { Messages(language)("plugin.failure.description", ["plugin": plugin, "what": what]) }

    /// A whole sentence: "The plugin "slow" did not answer mode.handle within 2 seconds."
    public var sentence: String { Messages(language)("plugin.failure.sentence", ["plugin": plugin, "what": what]) }

    /// The same failure, told in `language`.
    public func told(in language: Language) -> PluginFailure {
        var copy = self
        copy.language = language
        return copy
    }

    /// `error` told in `language` when it is a plugin's failure; any other error as it is.
    public static func told(_ error: any Error, in language: Language) -> any Error {
        (error as? PluginFailure)?.told(in: language) ?? error
    }

    /// "2 seconds", "1.5 seconds", in `m`'s language.
    static func duration(_ ms: Int64, _ m: Messages) -> String {
        if ms % 1000 == 0 { return m.plural("plugin.time.seconds", count: Int(ms / 1000)) }
        return m("plugin.time.fraction", ["seconds": "\(Double(ms) / 1000)"])
    }
}
