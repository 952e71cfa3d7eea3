import EarshotCore
import EarshotPlugins
import EarshotTesting
import Testing

/// Sums made up for a test: a category of its own.
struct TestSums: QuestionGenerator {
    var category: Category { Category(id: "test-sums", name: "Test sums") }
    func generate(_ request: QuestionRequest) -> [Question] {
        (1...max(request.count, 1)).map { typedQuestion($0) }
    }
}

enum SumsPlugin: EarshotPlugin {
    static let id = "sums"
    static func register(in registry: inout PluginRegistry) throws {
        try registry.add(mode: SuddenDeathMode.self)
        try registry.add(generator: TestSums())
    }
}

enum CopycatModePlugin: EarshotPlugin {
    static let id = "copycat"
    static func register(in registry: inout PluginRegistry) throws { try registry.add(mode: SuddenDeathMode.self) }
}

enum CopycatCategoryPlugin: EarshotPlugin {
    static let id = "copycat-sums"
    static func register(in registry: inout PluginRegistry) throws { try registry.add(generator: TestSums()) }
}

enum EmptyPlugin: EarshotPlugin {
    static let id = "empty"
    static func register(in registry: inout PluginRegistry) throws {}
}

@Suite("Plugin registry")
struct RegistryTests {
    @Test("Every built-in plugin registers, with unique plugin, mode and category ids")
    func builtins() throws {
        let registry = try BuiltinPlugins.registry()
        let ids = BuiltinPlugins.all.map { $0.id }
        #expect(Set(ids).count == ids.count)
        #expect(registry.plugins == ids)
        let modes = registry.modes.map(\.descriptor.id)
        #expect(Set(modes).count == modes.count)
        let categories = registry.generators.map(\.category.id)
        #expect(Set(categories).count == categories.count)
        #expect(modes.count + categories.count >= ids.count)
    }

    @Test("Each built-in plugin, on its own, registers something")
    func eachRegistersSomething() throws {
        for plugin in BuiltinPlugins.all {
            var registry = PluginRegistry()
            try registry.register(plugin)
            #expect(registry.modes.count + registry.generators.count + registry.speechHooks.count > 0, "\(plugin.id)")
            #expect(registry.strings[plugin.id] != nil, "\(plugin.id) brings its own words")
            #expect(registry.plugins == [plugin.id])
        }
    }

    @Test("Generated categories do not clash with the built-in packs' categories")
    func noClashWithPacks() async throws {
        let store = try await packedStore()
        let stored = Set(try await store.categories().map(\.category.id))
        let generated = Set(try BuiltinPlugins.registry().generators.map(\.category.id))
        #expect(!stored.isEmpty)
        #expect(stored.isDisjoint(with: generated))
    }

    @Test("Duplicates are refused with a clear error")
    func duplicates() throws {
        #expect(throws: RegistryError.duplicateMode(id: "sudden-death", plugin: "copycat", existing: "sums")) {
            try PluginRegistry(plugins: BuiltinPlugins.all + [SumsPlugin.self, CopycatModePlugin.self])
        }
        #expect(
            RegistryError.duplicateMode(id: "classic", plugin: "copycat", existing: "classic").description
                == "Plugin \"copycat\" tried to add the mode \"classic\", but plugin \"classic\" already has it.")
        #expect(throws: RegistryError.duplicateCategory(id: "test-sums", plugin: "copycat-sums", existing: "sums")) {
            try PluginRegistry(plugins: BuiltinPlugins.all + [SumsPlugin.self, CopycatCategoryPlugin.self])
        }
        #expect(throws: RegistryError.duplicatePlugin(id: "sums")) {
            try PluginRegistry(plugins: [SumsPlugin.self, SumsPlugin.self])
        }
        #expect(throws: RegistryError.emptyPlugin(id: "empty")) { try PluginRegistry(plugins: [EmptyPlugin.self]) }
        #expect(RegistryError.emptyPlugin(id: "empty").description == "The plugin \"empty\" registered nothing.")
    }

    @Test("earshot modes lists every mode with its plugin")
    func modesCommand() async throws {
        let t = try await TestApp(lines: [], registry: try BuiltinPlugins.registry())
        await t.app.perform(command: "modes")
        let text = t.output.text
        for entry in try BuiltinPlugins.registry().modes {
            #expect(text.contains("\(entry.descriptor.id): \(entry.descriptor.summary) (from the \(entry.plugin) plugin)"))
        }
    }
}
