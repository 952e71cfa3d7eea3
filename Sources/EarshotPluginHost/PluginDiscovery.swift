import EarshotCore
import Foundation

/// An executable found in a plugin folder.
public struct PluginCandidate: Sendable, Equatable {
    /// `NAME` in `earshot-plugin-NAME`: the plugin's id.
    public var name: String
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// Finds plugins: executables named `earshot-plugin-NAME` in `$XDG_DATA_HOME/earshot/plugins/`
/// (`~/.local/share/earshot/plugins` by default) and in each folder of `EARSHOT_PLUGIN_PATH`
/// (colon-separated), in that order, each folder's names sorted.
public enum PluginDiscovery {
    public static let prefix = "earshot-plugin-"

    /// Earshot's data folder: `$XDG_DATA_HOME/earshot` (``DataFolder/earshot(environment:)``).
    public static func dataFolder(environment env: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        DataFolder.earshot(environment: env)
    }

    /// The folders searched, in order.
    public static func folders(environment env: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var folders = [dataFolder(environment: env).appendingPathComponent("plugins")]
        for part in (env["EARSHOT_PLUGIN_PATH"] ?? "").split(separator: ":") where !part.isEmpty {
            folders.append(URL(fileURLWithPath: String(part)))
        }
        return folders
    }

    /// Every plugin executable in `folders`, in order.
    public static func candidates(in folders: [URL]) -> [PluginCandidate] {
        let fm = FileManager.default
        var found: [PluginCandidate] = []
        for folder in folders {
            guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { continue }
            for file in names.sorted() where file.hasPrefix(prefix) && file.count > prefix.count {
                let path = folder.appendingPathComponent(file).path
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                    fm.isExecutableFile(atPath: path)
                else { continue }
                found.append(PluginCandidate(name: String(file.dropFirst(prefix.count)), path: path))
            }
        }
        return found
    }

    /// The log file for a plugin's standard error: `$XDG_DATA_HOME/earshot/logs/plugin-NAME.log`.
    public static func logFile(for name: String, environment env: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        dataFolder(environment: env).appendingPathComponent("logs/plugin-\(name).log")
    }
}
