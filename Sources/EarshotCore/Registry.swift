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

/// Everything the plugins registered: the one place the engine looks up modes, generated
/// categories, plugin commands, speech hooks, the plugins' own words, their watch over games
/// and the kinds of file they keep.
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

    public struct ObserverEntry: Sendable {
        public var observer: any GameObserver
        public var plugin: String
    }

    public struct FilesEntry: Sendable {
        public var files: any PluginFiles
        public var plugin: String
    }

    public private(set) var modes: [ModeEntry] = []
    public private(set) var generators: [GeneratorEntry] = []
    public private(set) var commands: [CommandEntry] = []
    /// Speech templates by custom event kind (see ``GameEvent/custom(kind:text:)``).
    public private(set) var speechHooks: [String: String] = [:]
    /// Each plugin's own catalogue, by plugin id.
    public private(set) var strings: [String: PluginStrings] = [:]
    public private(set) var observers: [ObserverEntry] = []
    public private(set) var files: [FilesEntry] = []
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
        let before = (modes.count, generators.count, commands.count, speechHooks.count, observers.count + files.count)
        attempt.current = id
        try body(&attempt)
        let after = (
            attempt.modes.count, attempt.generators.count, attempt.commands.count, attempt.speechHooks.count,
            attempt.observers.count + attempt.files.count
        )
        if before == after { throw RegistryError.emptyPlugin(id: id) }
        attempt.plugins.append(id)
        var provides = attempt.modes.dropFirst(before.0).map { "mode \($0.descriptor.id)" }
        provides += attempt.generators.dropFirst(before.1).map { "category \($0.category.id)" }
        provides += attempt.commands.dropFirst(before.2).map { "command \($0.command.descriptor.name)" }
        if after.3 > before.3 { provides.append("speech hooks") }
        provides += attempt.observers.dropFirst(observers.count).map { _ in "a watch over games" }
        provides += attempt.files.dropFirst(files.count).map { "files --\($0.files.exportOption)" }
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
    /// event's text. A built-in plugin gives a key of its own tables (`plugin.timed.hint.spoken`,
    /// ``PluginStrings/key(_:)``), said in the player's language.
    public mutating func add(speechHook template: String, for kind: String) {
        speechHooks[kind] = template
    }

    /// Adds the plugin's own catalogue (its words, under `plugin.<id>.`).
    public mutating func add(strings: PluginStrings) {
        self.strings[current] = strings
    }

    /// Adds a watch over every game (``GameObserver``).
    public mutating func add(observer: any GameObserver) {
        observers.append(ObserverEntry(observer: observer, plugin: current))
    }

    /// Adds a kind of file the plugin keeps itself (``PluginFiles``). Export options must not clash.
    public mutating func add(files: any PluginFiles) throws {
        if let existing = self.files.first(where: { $0.files.exportOption == files.exportOption }) {
            throw RegistryError.duplicateFiles(option: files.exportOption, plugin: current, existing: existing.plugin)
        }
        self.files.append(FilesEntry(files: files, plugin: current))
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
        generatorEntry(for: categoryID)?.provider
    }

    /// The generated category with this id, with the plugin that gives it.
    public func generatorEntry(for categoryID: String) -> GeneratorEntry? {
        generators.first { $0.category.id == categoryID }
    }
}

extension GameMode {
    /// This mode type as a ``ModeProvider``.
    public static var provider: any ModeProvider { BuiltinMode(Self.self) }
}
