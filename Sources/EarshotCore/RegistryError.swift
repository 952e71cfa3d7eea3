/// Why a registration was refused.
public enum RegistryError: Error, Equatable, CustomStringConvertible {
    case duplicateMode(id: String, plugin: String, existing: String)
    case duplicateCategory(id: String, plugin: String, existing: String)
    case duplicateCommand(name: String, plugin: String, existing: String)
    case duplicatePlugin(id: String)
    case emptyPlugin(id: String)
    case duplicateFiles(option: String, plugin: String, existing: String)

    public var description: String {
        switch self {
        case .duplicateMode(let id, let plugin, let existing):
            return "Plugin \"\(plugin)\" tried to add the mode \"\(id)\", but plugin \"\(existing)\" already has it."
        case .duplicateCategory(let id, let plugin, let existing):
            return "Plugin \"\(plugin)\" tried to add the category \"\(id)\", but plugin \"\(existing)\" already has it."
        case .duplicateCommand(let name, let plugin, let existing):
            return "Plugin \"\(plugin)\" tried to add the command \"\(name)\", but \(existing) already has it."
        case .duplicatePlugin(let id):
            return "The plugin \"\(id)\" is listed twice."
        case .emptyPlugin(let id):
            return "The plugin \"\(id)\" registered nothing."
        case .duplicateFiles(let option, let plugin, let existing):
            return "Plugin \"\(plugin)\" tried to add the export option --\(option), but plugin \"\(existing)\" already has it."
        }
    }
}

/// Where a plugin came from and how it stands, for `earshot plugins`.
public struct PluginInfo: Codable, Sendable, Equatable {
    public enum State: Codable, Sendable, Equatable {
        case loaded
        case failed(reason: String)
    }
    public var id: String
    /// `built in`, or the executable's path.
    public var source: String
    public var version: String
    /// The plugin protocol version it speaks (`nil` for built-in plugins, which run in process).
    public var protocolVersion: Int?
    /// What it provides, in words: "mode sudden-death", "category capitals", "command fact".
    public var provides: [String]
    public var state: State

    public init(
        id: String, source: String, version: String, protocolVersion: Int?, provides: [String], state: State
    ) {
        self.id = id
        self.source = source
        self.version = version
        self.protocolVersion = protocolVersion
        self.provides = provides
        self.state = state
    }
}
