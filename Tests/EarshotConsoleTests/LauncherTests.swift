// Plugins this file needs: Classic

import Classic
import EarshotApp
import EarshotCore
import Testing

@Suite("Plugin loading at start-up")
struct LauncherTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "its data file is missing" }
    }

    enum BrokenPlugin: EarshotPlugin {
        static let id = "broken"
        static func register(in registry: inout PluginRegistry) throws {
            try registry.add(mode: ClassicMode.self)  // a duplicate, then a failure
            throw Broken()
        }
    }

    enum FailingPlugin: EarshotPlugin {
        static let id = "failing"
        static func register(in registry: inout PluginRegistry) throws { throw Broken() }
    }

    @Test func aBrokenPluginIsReportedAndTheOthersStillLoad() {
        var problems: [String] = []
        let registry = Launcher.registerPlugins([FailingPlugin.self, ClassicPlugin.self, BrokenPlugin.self], problems: &problems)
        #expect(registry.modes.map(\.descriptor.id) == ["classic"])
        #expect(registry.plugins == ["classic"])
        #expect(problems.count == 2)
        #expect(problems.first == "The plugin \"failing\" could not be loaded and is skipped: its data file is missing")
        #expect(problems.last?.contains("\"broken\"") == true)
    }
}
