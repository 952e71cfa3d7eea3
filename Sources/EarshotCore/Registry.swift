/// A category whose questions are made by code rather than read from a pack.
public protocol QuestionGenerator: Sendable {
    /// The category this generator provides.
    var category: Category { get }
    /// Makes `request.count` questions, deterministically for the seed.
    func generate(_ request: QuestionRequest) -> [Question]
}

/// A plugin: registers game modes, generated categories and speech hooks at start-up.
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
    case duplicatePlugin(id: String)
    case emptyPlugin(id: String)

    public var description: String {
        switch self {
        case .duplicateMode(let id, let plugin, let existing):
            return "Plugin \"\(plugin)\" tried to add the mode \"\(id)\", but plugin \"\(existing)\" already has it."
        case .duplicateCategory(let id, let plugin, let existing):
            return "Plugin \"\(plugin)\" tried to add the category \"\(id)\", but plugin \"\(existing)\" already has it."
        case .duplicatePlugin(let id):
            return "The plugin \"\(id)\" is listed twice."
        case .emptyPlugin(let id):
            return "The plugin \"\(id)\" registered nothing."
        }
    }
}

/// Everything the plugins registered: the one place the engine looks up modes and generated
/// categories.
public struct PluginRegistry: Sendable {
    public struct ModeEntry: Sendable {
        public var type: any GameMode.Type
        public var plugin: String
        public var descriptor: ModeDescriptor { type.descriptor }
    }

    public struct GeneratorEntry: Sendable {
        public var generator: any QuestionGenerator
        public var plugin: String
    }

    public private(set) var modes: [ModeEntry] = []
    public private(set) var generators: [GeneratorEntry] = []
    /// Speech templates by custom event kind (see ``GameEvent/custom(kind:text:)``).
    public private(set) var speechHooks: [String: String] = [:]
    public private(set) var plugins: [String] = []
    private var current = ""

    public init() {}

    /// Registers each plugin in order. Throws on a duplicate id or an empty plugin.
    public init(plugins: [any EarshotPlugin.Type]) throws {
        for plugin in plugins { try register(plugin) }
    }

    /// Registers one plugin.
    public mutating func register(_ plugin: any EarshotPlugin.Type) throws {
        guard !plugins.contains(plugin.id) else { throw RegistryError.duplicatePlugin(id: plugin.id) }
        let before = (modes.count, generators.count, speechHooks.count)
        current = plugin.id
        try plugin.register(in: &self)
        if before == (modes.count, generators.count, speechHooks.count) {
            throw RegistryError.emptyPlugin(id: plugin.id)
        }
        plugins.append(plugin.id)
    }

    /// Adds a game mode.
    public mutating func add(mode: any GameMode.Type) throws {
        if let existing = modes.first(where: { $0.descriptor.id == mode.descriptor.id }) {
            throw RegistryError.duplicateMode(id: mode.descriptor.id, plugin: current, existing: existing.plugin)
        }
        modes.append(ModeEntry(type: mode, plugin: current))
    }

    /// Adds a category whose questions are generated.
    public mutating func add(generator: any QuestionGenerator) throws {
        if let existing = generators.first(where: { $0.generator.category.id == generator.category.id }) {
            throw RegistryError.duplicateCategory(
                id: generator.category.id, plugin: current, existing: existing.plugin)
        }
        generators.append(GeneratorEntry(generator: generator, plugin: current))
    }

    /// Adds or overrides the speech template for a custom event kind. `{text}` stands for the
    /// event's text.
    public mutating func add(speechHook template: String, for kind: String) {
        speechHooks[kind] = template
    }

    /// The mode with this id.
    public func mode(_ id: String) -> ModeEntry? {
        modes.first { $0.descriptor.id == id }
    }

    /// The generator for this category id.
    public func generator(for categoryID: String) -> (any QuestionGenerator)? {
        generators.first { $0.generator.category.id == categoryID }?.generator
    }
}
