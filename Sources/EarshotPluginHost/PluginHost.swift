import EarshotCore
import Foundation
import Synchronization

/// A plugin that answered its handshake.
public struct LoadedPlugin: Sendable {
    public var candidate: PluginCandidate
    public var connection: PluginConnection
    public var info: PluginWire.InitializeResult
}

/// Starts out-of-process plugins, shakes hands with them, registers what they provide and
/// stops them when Earshot ends.
public enum PluginHost {
    private static let live = Mutex<[PluginConnection]>([])

    /// Starts the plugin and runs the handshake within the handshake limit.
    public static func connect(
        _ candidate: PluginCandidate, limits: PluginLimits, language: String, earshotVersion: String, logFile: URL?
    ) async -> Result<LoadedPlugin, PluginFailure> {
        let connection = PluginConnection(path: candidate.path, name: candidate.name, limits: limits, logFile: logFile)
        do {
            try connection.launch()
        } catch {
            return .failure(error)
        }
        live.withLock { $0.append(connection) }
        var params = PluginWire.InitializeParams(earshotVersion: earshotVersion, language: language)
        params.capabilities.storage?.requestsPerCall = limits.storageRequestsPerCall
        do {
            let raw = try await connection.call("initialize", try JSONValue.from(params), timeout: limits.handshake)
            if case .integer(let v)? = raw["protocolVersion"], !PluginLimits.supportedVersions.contains(Int(v)) {
                let failure = PluginFailure(
                    plugin: candidate.name, kind: .versionMismatch,
                    reason: .version(v, supported: PluginLimits.supportedVersions))
                connection.stop(failure)
                return .failure(failure)
            }
            let info: PluginWire.InitializeResult
            do {
                // Names, summaries and help from another process are text from outside.
                info = try raw.mapStrings { $0.plain(limit: 2_000) }.decode(PluginWire.InitializeResult.self)
            } catch {
                let failure = PluginFailure(
                    plugin: candidate.name, kind: .brokeProtocol,
                    reason: .phrase(
                        "plugin.failure.wrongShape", ["method": "initialize", "reason": PluginConnection.reason(error)]))
                connection.stop(failure)
                return .failure(failure)
            }
            return .success(LoadedPlugin(candidate: candidate, connection: connection, info: info))
        } catch let failure as PluginFailure {
            connection.stop(failure)
            return .failure(failure)
        } catch {
            let failure = PluginFailure(
                plugin: candidate.name, kind: .brokeProtocol, reason: .phrase("plugin.failure.unreachable", ["reason": "\(error)"]))
            connection.stop(failure)
            return .failure(failure)
        }
    }

    /// Finds the plugins, starts them all at once, and registers each one that answers. Each
    /// failure is noted in the registry (for `earshot plugins`, in English) and returned as a
    /// sentence for the player, in `language` when Earshot speaks it. Takes at most about the
    /// handshake limit, however the plugins behave.
    public static func load(
        into registry: inout PluginRegistry, environment env: [String: String] = ProcessInfo.processInfo.environment,
        language: String = "en", earshotVersion: String
    ) async -> [String] {
        let limits = PluginLimits.from(environment: env)
        let spoken = Language(named: language) ?? .en
        let m = Messages(spoken)
        let candidates = PluginDiscovery.candidates(in: PluginDiscovery.folders(environment: env))
        var problems: [String] = []
        var unique: [PluginCandidate] = []
        for c in candidates {
            if registry.plugins.contains(c.name) {
                let reason = "a plugin built into Earshot is already called \"\(c.name)\"; rename the file"
                registry.noteFailure(id: c.name, source: c.path, reason: reason)
                problems.append(m("plugin.load.builtinClash", ["name": c.name, "path": c.path]))
            } else if let first = unique.first(where: { $0.name == c.name }) {
                let reason = "another plugin of the same name, \(first.path), was found first"
                registry.noteFailure(id: c.name, source: c.path, reason: reason)
                problems.append(m("plugin.load.duplicate", ["name": c.name, "path": c.path, "first": first.path]))
            } else {
                unique.append(c)
            }
        }
        let results = await withTaskGroup(of: (Int, Result<LoadedPlugin, PluginFailure>).self) { group in
            for (i, c) in unique.enumerated() {
                group.addTask {
                    (
                        i,
                        await connect(
                            c, limits: limits, language: language, earshotVersion: earshotVersion,
                            logFile: PluginDiscovery.logFile(for: c.name, environment: env))
                    )
                }
            }
            var all: [(Int, Result<LoadedPlugin, PluginFailure>)] = []
            for await r in group { all.append(r) }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        for (c, result) in zip(unique, results) {
            switch result {
            case .failure(let failure):
                registry.noteFailure(id: c.name, source: c.path, reason: "it \(failure.what)")
                problems.append(m("plugin.load.failed", ["name": c.name, "what": failure.told(in: spoken).what]))
            case .success(let plugin):
                do {
                    let handle = PluginHandle(
                        plugin, limits: limits, language: language, earshotVersion: earshotVersion,
                        logFile: PluginDiscovery.logFile(for: c.name, environment: env))
                    try register(handle, info: plugin.info, in: &registry)
                } catch {
                    plugin.connection.stop(
                        PluginFailure(plugin: c.name, kind: .stopped, reason: .phrase("plugin.failure.notRegistered")))
                    registry.noteFailure(id: c.name, source: c.path, reason: "\(error)")
                    problems.append(m("plugin.load.notRegistered", ["name": c.name, "error": "\(error)"]))
                }
            }
        }
        return problems
    }

    /// Registers what a plugin provides, all or nothing.
    public static func register(
        _ plugin: PluginHandle, info: PluginWire.InitializeResult, in registry: inout PluginRegistry
    ) throws {
        let language = plugin.language
        try registry.register(
            id: plugin.candidate.name, source: plugin.candidate.path, version: info.version.plain(limit: 40),
            protocolVersion: info.protocolVersion
        ) { r in
            for mode in info.modes {
                try r.add(mode: RemoteMode(plugin: plugin, declared: mode, language: language, languages: info.languages))
            }
            for category in info.categories {
                try r.add(category: RemoteCategory(plugin: plugin, category: category, language: language))
            }
            for command in info.commands {
                try r.add(command: RemoteCommand(plugin: plugin, descriptor: command.descriptor, language: language))
            }
        }
    }

    /// Sends `shutdown` to every plugin still running and stops them.
    public static func shutdownAll() async {
        await shutDown(
            live.withLock { live in
                defer { live = [] }
                return live
            })
    }

    /// Sends `shutdown` to the plugins started from files inside `folder`, and stops them,
    /// leaving every other plugin running: for tests, each of which starts its plugins from a
    /// folder of its own while other tests' plugins are in their handshake beside them.
    static func shutdownAll(under folder: URL) async {
        let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        await shutDown(
            live.withLock { live in
                let inside = live.filter { $0.path.hasPrefix(prefix) }
                live.removeAll { $0.path.hasPrefix(prefix) }
                return inside
            })
    }

    /// Sends `shutdown` to each of `connections` still running, side by side, and stops them.
    private static func shutDown(_ connections: [PluginConnection]) async {
        await withTaskGroup(of: Void.self) { group in
            for c in connections where c.stopped == nil { group.addTask { await c.shutdown() } }
        }
    }
}
