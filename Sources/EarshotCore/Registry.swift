/// A category whose questions are made by code rather than read from a pack.
public protocol QuestionGenerator: Sendable {
    /// The category this generator provides.
    var category: Category { get }
    /// Makes `request.count` questions, deterministically for the seed.
    func generate(_ request: QuestionRequest) -> [Question]
}

/// A plugin: registers game modes, generated categories, commands and speech hooks at start-up.
public protocol EarshotPlugin: Sendable {
    /// A short unique id, such as `classic`.
    static var id: String { get }
    /// Adds what this plugin provides.
    static func register(in registry: inout PluginRegistry) throws
}

/// Why a registration was refused.
public enum RegistryError: Error, Equatable, CustomStringConvertible {
    case duplicateMode(id: String, plugin: String, existing: String)
    case duplicateCategory(id: String, plugin: String, existing: String)
    case duplicateCommand(name: String, plugin: String, existing: String)
    case duplicatePlugin(id: String)
    case emptyPlugin(id: String)

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

/// Everything the plugins registered: the one place the engine looks up modes, generated
/// categories, plugin commands and speech hooks.
public struct PluginRegistry: Sendable {
    public struct ModeEntry: Sendable {
        public var provider: any ModeProvider
        public var plugin: String
        public var descriptor: ModeDescriptor { provider.descriptor }
        public var hooks: any ModeHooks { provider.hooks }
    }

    public struct GeneratorEntry: Sendable {
        public var provider: any CategoryProvider
        public var plugin: String
        public var category: Category { provider.category }
    }

    public struct CommandEntry: Sendable {
        public var command: any PluginCommand
        public var plugin: String
    }

    public private(set) var modes: [ModeEntry] = []
    public private(set) var generators: [GeneratorEntry] = []
    public private(set) var commands: [CommandEntry] = []
    /// Speech templates by custom event kind (see ``GameEvent/custom(kind:text:)``).
    public private(set) var speechHooks: [String: String] = [:]
    public private(set) var plugins: [String] = []
    /// Every plugin seen, loaded or failed, for `earshot plugins`.
    public var infos: [PluginInfo] = []
    private var current = ""

    public init() {}

    /// Registers each plugin in order. Throws on a duplicate id or an empty plugin.
    public init(plugins: [any EarshotPlugin.Type]) throws {
        for plugin in plugins { try register(plugin) }
    }

    /// Registers one compiled-in plugin.
    public mutating func register(_ plugin: any EarshotPlugin.Type) throws {
        try register(id: plugin.id, source: "built in", version: "built in", protocolVersion: nil) { registry in
            try plugin.register(in: &registry)
        }
    }

    /// Registers a plugin by id through `body`, which adds its modes, categories and
    /// commands. All or nothing: on a throw nothing of it stays.
    public mutating func register(
        id: String, source: String, version: String, protocolVersion: Int?,
        _ body: (inout PluginRegistry) throws -> Void
    ) throws {
        guard !plugins.contains(id) else { throw RegistryError.duplicatePlugin(id: id) }
        var attempt = self
        let before = (modes.count, generators.count, commands.count, speechHooks.count)
        attempt.current = id
        try body(&attempt)
        let after = (attempt.modes.count, attempt.generators.count, attempt.commands.count, attempt.speechHooks.count)
        if before == after { throw RegistryError.emptyPlugin(id: id) }
        attempt.plugins.append(id)
        var provides = attempt.modes.dropFirst(before.0).map { "mode \($0.descriptor.id)" }
        provides += attempt.generators.dropFirst(before.1).map { "category \($0.category.id)" }
        provides += attempt.commands.dropFirst(before.2).map { "command \($0.command.descriptor.name)" }
        if after.3 > before.3 { provides.append("speech hooks") }
        attempt.infos.append(
            PluginInfo(
                id: id, source: source, version: version, protocolVersion: protocolVersion, provides: provides,
                state: .loaded))
        self = attempt
    }

    /// Adds a compiled-in game mode.
    public mutating func add(mode: any GameMode.Type) throws {
        try add(mode: mode.provider)
    }

    /// Adds a game mode from any provider (an out-of-process plugin's, say).
    public mutating func add(mode provider: any ModeProvider) throws {
        let id = provider.descriptor.id
        if let existing = modes.first(where: { $0.descriptor.id == id }) {
            throw RegistryError.duplicateMode(id: id, plugin: current, existing: existing.plugin)
        }
        modes.append(ModeEntry(provider: provider, plugin: current))
    }

    /// Adds a compiled-in category whose questions are generated.
    public mutating func add(generator: any QuestionGenerator) throws {
        try add(category: BuiltinCategory(generator))
    }

    /// Adds a generated category from any provider.
    public mutating func add(category provider: any CategoryProvider) throws {
        if let existing = generators.first(where: { $0.category.id == provider.category.id }) {
            throw RegistryError.duplicateCategory(id: provider.category.id, plugin: current, existing: existing.plugin)
        }
        generators.append(GeneratorEntry(provider: provider, plugin: current))
    }

    /// Adds a REPL command. Names and synonyms must not clash with another plugin's; the
    /// engine also refuses names that clash with its own commands when it builds its parser.
    public mutating func add(command: any PluginCommand) throws {
        let words = Set([command.descriptor.name] + command.descriptor.synonyms)
        if let existing = commands.first(where: {
            !words.isDisjoint(with: [$0.command.descriptor.name] + $0.command.descriptor.synonyms)
        }) {
            throw RegistryError.duplicateCommand(
                name: command.descriptor.name, plugin: current, existing: "plugin \"\(existing.plugin)\"")
        }
        commands.append(CommandEntry(command: command, plugin: current))
    }

    /// Adds or overrides the speech template for a custom event kind. `{text}` stands for the
    /// event's text.
    public mutating func add(speechHook template: String, for kind: String) {
        speechHooks[kind] = template
    }

    /// Notes a plugin that could not be loaded, for `earshot plugins`.
    public mutating func noteFailure(id: String, source: String, reason: String) {
        infos.append(
            PluginInfo(id: id, source: source, version: "unknown", protocolVersion: nil, provides: [], state: .failed(reason: reason)))
    }

    /// The mode with this id.
    public func mode(_ id: String) -> ModeEntry? {
        modes.first { $0.descriptor.id == id }
    }

    /// The generated category with this id.
    public func generator(for categoryID: String) -> (any CategoryProvider)? {
        generators.first { $0.category.id == categoryID }?.provider
    }
}

extension GameMode {
    /// This mode type as a ``ModeProvider``.
    public static var provider: any ModeProvider { BuiltinMode(Self.self) }
}
