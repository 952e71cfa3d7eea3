import Foundation

/// Where Earshot keeps a player's files, by the XDG base directory rules.
public enum DataFolder {
    /// `$XDG_DATA_HOME/earshot`, or `~/.local/share/earshot` when `XDG_DATA_HOME` is unset,
    /// empty or relative (the rules say a relative path is to be ignored).
    public static func earshot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        }
        return base.appendingPathComponent("earshot")
    }
}
