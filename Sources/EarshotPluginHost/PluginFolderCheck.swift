import EarshotCore
import Foundation

/// `earshot doctor`'s look at the plugin folders (``PluginDiscovery/folders(environment:)``):
/// which exist, how many plugins each holds, which files there are not executable, and which
/// plugins do not answer their handshake (started as Earshot starts them, within the same
/// limits, and stopped again).
public enum PluginFolderCheck {
    /// One plugin folder as found on disk.
    public struct Folder: Sendable, Equatable {
        /// The folder.
        public var path: String
        /// `true` when it came from `EARSHOT_PLUGIN_PATH` (else it is the data folder's own).
        public var fromVariable: Bool
        /// Whether it exists as a folder.
        public var exists: Bool
        /// The plugin executables in it (`earshot-plugin-NAME`), by path.
        public var plugins: [String]
        /// Files called `earshot-plugin-NAME` that are not executable.
        public var notExecutable: [String]
    }

    /// The folders searched, in order, and what each holds.
    public static func scan(environment env: [String: String] = ProcessInfo.processInfo.environment) -> [Folder] {
        let fm = FileManager.default
        return PluginDiscovery.folders(environment: env).enumerated().map { index, url in
            var isFolder: ObjCBool = false
            let exists = fm.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            let plugins = PluginDiscovery.candidates(in: [url]).map(\.path)
            let named = ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).sorted().filter {
                $0.hasPrefix(PluginDiscovery.prefix) && $0.count > PluginDiscovery.prefix.count
            }
            let notExecutable = named.map { url.appendingPathComponent($0).path }.filter { path in
                var isSub: ObjCBool = false
                return fm.fileExists(atPath: path, isDirectory: &isSub) && !isSub.boolValue && !plugins.contains(path)
            }
            return Folder(path: url.path, fromVariable: index > 0, exists: exists, plugins: plugins, notExecutable: notExecutable)
        }
    }

    /// Scans the folders, then starts every plugin found as Earshot does (all at once, each
    /// within the handshake limit) and stops each again, and says what it found. A plugin
    /// named like one of `builtIn` (the built-in plugins' ids), or like one found before it,
    /// is not started, as Earshot would not start it. Only the plugins started here are
    /// stopped, so it may run beside other plugins of the same process.
    public static func run(
        builtIn: Set<String>, environment env: [String: String] = ProcessInfo.processInfo.environment, earshotVersion: String
    ) async -> [DoctorFinding] {
        let folders = scan(environment: env)
        let limits = PluginLimits.from(environment: env)
        var plugins: [PluginInfo] = []
        var unique: [PluginCandidate] = []
        func refuse(_ c: PluginCandidate, _ reason: String) {
            plugins.append(
                PluginInfo(
                    id: c.name, source: c.path, version: "unknown", protocolVersion: nil, provides: [], state: .failed(reason: reason)))
        }
        for c in PluginDiscovery.candidates(in: folders.map { URL(fileURLWithPath: $0.path) }) {
            if builtIn.contains(c.name) {
                refuse(c, "a plugin built into Earshot is already called \"\(c.name)\"; rename the file")
            } else if let first = unique.first(where: { $0.name == c.name }) {
                refuse(c, "another plugin of the same name, \(first.path), was found first; rename or remove one of them")
            } else {
                unique.append(c)
            }
        }
        let started = await withTaskGroup(of: (Int, PluginInfo).self) { group in
            for (i, c) in unique.enumerated() {
                group.addTask {
                    switch await PluginHost.connect(c, limits: limits, language: "en", earshotVersion: earshotVersion, logFile: nil) {
                    case .failure(let failure):
                        let state = PluginInfo.State.failed(reason: "it \(failure.what)")
                        return (
                            i, PluginInfo(id: c.name, source: c.path, version: "unknown", protocolVersion: nil, provides: [], state: state)
                        )
                    case .success(let plugin):
                        await plugin.connection.shutdown()
                        let info = plugin.info
                        return (
                            i,
                            PluginInfo(
                                id: c.name, source: c.path, version: info.version.plain(limit: 40), protocolVersion: info.protocolVersion,
                                provides: info.provides, state: .loaded)
                        )
                    }
                }
            }
            var all: [(Int, PluginInfo)] = []
            for await result in group { all.append(result) }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        return findings(folders: folders, plugins: started + plugins)
    }

    /// What `folders` and the plugins started from them (`plugins`, as the registry noted
    /// them) come to, in sentences.
    public static func findings(folders: [Folder], plugins: [PluginInfo]) -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        for folder in folders {
            let count = folder.plugins.count
            let listed = count == 0 ? "no plugins" : count == 1 ? "1 plugin" : "\(count) plugins"
            if !folder.exists {
                findings.append(
                    folder.fromVariable
                        ? .warning(
                            "EARSHOT_PLUGIN_PATH names \(folder.path), which is not a folder, so no plugins come from it. Correct EARSHOT_PLUGIN_PATH or make the folder."
                        )
                        : .fact("The plugin folder \(folder.path) does not exist: no plugins are installed for you."))
                continue
            }
            let origin = folder.fromVariable ? " (from EARSHOT_PLUGIN_PATH)" : ""
            findings.append(.fact("The plugin folder \(folder.path)\(origin) holds \(listed)."))
            for path in folder.notExecutable {
                findings.append(
                    .warning(
                        "\(path) is not executable, so Earshot does not start it. Make it executable with chmod +x \(path), or remove it."
                    ))
            }
        }
        for info in plugins {
            switch info.state {
            case .loaded:
                let provides = info.provides.isEmpty ? "" : ", providing \(info.provides.joined(separator: ", "))"
                findings.append(.fact("The plugin \(info.id) (\(info.source)) answered: version \(info.version)\(provides)."))
            case .failed(let reason):
                findings.append(
                    .warning(
                        "The plugin \(info.id) (\(info.source)) cannot be used: \(reason). Earshot plays without it; earshot plugin check \(info.source) shows what goes wrong."
                    ))
            }
        }
        return findings
    }
}
