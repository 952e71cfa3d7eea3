import EarshotCore
import Foundation

/// A loaded plugin's process, restarted when needed: a plugin that was stopped (it crashed,
/// hung or broke the protocol) is started again, with a new handshake, the next time a game,
/// a category or a command needs it, at most ``maxRestarts`` times per run of Earshot. A game
/// that was running when it failed still ends; only later calls get the new process.
public final class PluginHandle: @unchecked Sendable {
    public static let maxRestarts = 3
    public let candidate: PluginCandidate
    let limits: PluginLimits
    let language: String
    let earshotVersion: String
    let logFile: URL?
    private let lock = NSLock()
    private var current: PluginConnection
    private var restarts = 0

    public init(
        _ plugin: LoadedPlugin, limits: PluginLimits, language: String, earshotVersion: String, logFile: URL?
    ) {
        candidate = plugin.candidate
        current = plugin.connection
        self.limits = limits
        self.language = language
        self.earshotVersion = earshotVersion
        self.logFile = logFile
    }

    /// No more restarts (for `earshot plugin check`, which reports a failure as it is).
    public func forbidRestarts() { lock.withLock { restarts = Self.maxRestarts + 1 } }

    /// The process as it is now (possibly stopped).
    public var connection: PluginConnection { lock.withLock { current } }

    /// Why the plugin is given up for this run of Earshot: it stopped, and its restarts are used
    /// up (or forbidden). `nil` while it runs or may still be restarted.
    public var givenUp: PluginFailure? {
        lock.withLock {
            guard let failure = current.stopped, restarts >= Self.maxRestarts else { return nil }
            if restarts > Self.maxRestarts { return failure }
            return PluginFailure(
                plugin: candidate.name, kind: failure.kind, reason: .restartedOften(failure.reason, times: Self.maxRestarts))
        }
    }

    /// A running process: the current one, or a new one when it was stopped and restarts are
    /// left. Throws why it cannot be had.
    public func live() async throws -> PluginConnection {
        let (connection, mayRestart): (PluginConnection, Bool) = lock.withLock {
            let ok = current.stopped != nil && restarts < Self.maxRestarts
            if ok { restarts += 1 }
            return (current, ok)
        }
        guard let failure = connection.stopped else { return connection }
        guard mayRestart else {
            let tried = lock.withLock { restarts }
            if tried > Self.maxRestarts { throw failure }
            throw PluginFailure(
                plugin: candidate.name, kind: failure.kind, reason: .restartedOften(failure.reason, times: Self.maxRestarts))
        }
        switch await PluginHost.connect(
            candidate, limits: limits, language: language, earshotVersion: earshotVersion, logFile: logFile)
        {
        case .success(let fresh):
            lock.withLock { current = fresh.connection }
            return fresh.connection
        case .failure(let again):
            throw PluginFailure(
                plugin: candidate.name, kind: again.kind, reason: .failedOnRestart(failure.reason, again: again.reason))
        }
    }
}
