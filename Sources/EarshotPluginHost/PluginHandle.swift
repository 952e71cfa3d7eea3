import EarshotCore
import Foundation
import Synchronization

/// A loaded plugin's process, restarted when needed: a plugin that was stopped (it crashed,
/// hung or broke the protocol) is started again, with a new handshake, the next time a game,
/// a category or a command needs it, at most ``maxRestarts`` times per run of Earshot. A game
/// that was running when it failed still ends; only later calls get the new process.
public final class PluginHandle: Sendable {
    public static let maxRestarts = 3
    public let candidate: PluginCandidate
    let limits: PluginLimits
    let language: String
    let earshotVersion: String
    let logFile: URL?
    /// The process as it is now, and how many times it was started again.
    private let state: Mutex<(current: PluginConnection, restarts: Int)>

    public init(
        _ plugin: LoadedPlugin, limits: PluginLimits, language: String, earshotVersion: String, logFile: URL?
    ) {
        candidate = plugin.candidate
        state = Mutex((plugin.connection, 0))
        self.limits = limits
        self.language = language
        self.earshotVersion = earshotVersion
        self.logFile = logFile
    }

    /// No more restarts (for `earshot plugin check`, which reports a failure as it is).
    public func forbidRestarts() { state.withLock { $0.restarts = Self.maxRestarts + 1 } }

    /// The process as it is now (possibly stopped).
    public var connection: PluginConnection { state.withLock { $0.current } }

    /// Why the plugin is given up for this run of Earshot: it stopped, and its restarts are used
    /// up (or forbidden). `nil` while it runs or may still be restarted.
    public var givenUp: PluginFailure? {
        state.withLock { state in
            guard let failure = state.current.stopped, state.restarts >= Self.maxRestarts else { return nil }
            if state.restarts > Self.maxRestarts { return failure }
            return PluginFailure(
                plugin: candidate.name, kind: failure.kind, reason: .restartedOften(failure.reason, times: Self.maxRestarts))
        }
    }

    /// A running process: the current one, or a new one when it was stopped and restarts are
    /// left. Throws why it cannot be had.
    public func live() async throws -> PluginConnection {
        let (connection, mayRestart): (PluginConnection, Bool) = state.withLock { state in
            let ok = state.current.stopped != nil && state.restarts < Self.maxRestarts
            if ok { state.restarts += 1 }
            return (state.current, ok)
        }
        guard let failure = connection.stopped else { return connection }
        guard mayRestart else {
            let tried = state.withLock { $0.restarts }
            if tried > Self.maxRestarts { throw failure }
            throw PluginFailure(
                plugin: candidate.name, kind: failure.kind, reason: .restartedOften(failure.reason, times: Self.maxRestarts))
        }
        switch await PluginHost.connect(
            candidate, limits: limits, language: language, earshotVersion: earshotVersion, logFile: logFile)
        {
        case .success(let fresh):
            state.withLock { $0.current = fresh.connection }
            return fresh.connection
        case .failure(let again):
            throw PluginFailure(
                plugin: candidate.name, kind: again.kind, reason: .failedOnRestart(failure.reason, again: again.reason))
        }
    }
}
