import ArgumentParser
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPluginHost
import Foundation

/// `earshot plugins`: every plugin, built in or found in a plugin folder, and how it stands.
struct Plugins: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the plugins: where each comes from, its version, what it provides, and whether it loaded.")
    @OptionGroup var common: CommonOptions

    func run() async throws {
        let app = try await common.makeApp(interactive: false)
        let items = app.environment.registry.infos.map(Self.describe)
        let folders = PluginDiscovery.folders().map(\.path).joined(separator: ", ")
        await app.presenter.say(.list(title: "Plugins (\(items.count)); plugin folders: \(folders)", items: items))
        await app.shutdown()
    }

    static func describe(_ info: PluginInfo) -> String {
        var parts = [info.id + ":"]
        switch info.state {
        case .loaded: parts.append("loaded.")
        case .failed(let reason): parts.append("failed, \(reason).")
        }
        parts.append(info.source == "built in" ? "Built in." : "From \(info.source).")
        if info.source != "built in" {
            parts.append("Version \(info.version), protocol version \(info.protocolVersion.map(String.init) ?? "unknown").")
        }
        if !info.provides.isEmpty { parts.append("Provides \(info.provides.joined(separator: ", ")).") }
        return parts.joined(separator: " ")
    }
}

/// `earshot plugin check PATH`.
struct PluginTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugin", abstract: "Tools for plugin authors.", subcommands: [Check.self])

    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a plugin executable against the plugin protocol before installing it.")

        @Argument(help: "The plugin executable (earshot-plugin-NAME).")
        var path: String

        func run() async throws {
            let presenter = Presenter(sinks: [TextSink(renderer: TextRenderer(color: false), output: StandardOutput())])
            var checker = PluginChecker(path: path)
            await checker.run(earshotVersion: Launcher.version)
            for line in checker.lines {
                await presenter.say(line.problem ? .error("Problem: \(line.text)") : .info(line.text))
            }
            let n = checker.problems.count
            await presenter.say(
                n == 0 ? .info("No problems found.") : .error("\(n) problem\(n == 1 ? "" : "s") found."))
            await presenter.flush()
            if n > 0 { throw ExitCode(1) }
        }
    }
}
