import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotPluginHost

@Suite("The plugin host", .serialized)
struct PluginHostTests {
    func scratch() throws -> (URL, [String: String]) {
        let home = try BinaryRunner.temporaryFolder()
        let plugins = home.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        // Generous limits unless a test sets its own, so a busy machine does not fail a healthy plugin.
        return (
            home,
            [
                "XDG_DATA_HOME": home.appendingPathComponent("data").path, "EARSHOT_PLUGIN_PATH": plugins.path,
                "EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT": "10", "EARSHOT_PLUGIN_CALL_TIMEOUT": "10",
            ]
        )
    }

    @Test func silentPluginsAreReportedAndAGoodOneLoadsBesideThem() async throws {
        let (home, env0) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        var env = env0
        env["EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT"] = "3"
        let plugins = URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!)
        for name in ["mute-a", "mute-b", "mute-c"] { try FakePlugin.write(name, fault: .silentAtStart, in: plugins) }
        try FakePlugin.write("fine", in: plugins)
        var registry = try PluginRegistry(plugins: BuiltinPlugins.all)
        let problems = await PluginHost.load(into: &registry, environment: env, earshotVersion: "test")
        #expect(problems.count == 3)
        #expect(problems.allSatisfy { $0.contains("did not answer initialize within 3 seconds") })
        #expect(registry.mode("fine") != nil, "a good plugin loads beside silent ones")
        #expect(registry.infos.filter { if case .failed = $0.state { true } else { false } }.map(\.id) == ["mute-a", "mute-b", "mute-c"])
        await PluginHost.shutdownAll(under: home)
    }

    /// A test ends its own plugins only: another suite's plugin, in its handshake beside it,
    /// must not be told to shut down (once, on a loaded machine, that made a doctor check
    /// report "did not answer shutdown" for a plugin that had been silent at its start).
    @Test func endingTheCallersPluginsLeavesOtherFoldersPluginsRunning() async throws {
        let (home, mine) = try await connectedKeeper()
        let (other, theirs) = try await connectedKeeper()
        defer {
            try? FileManager.default.removeItem(at: home)
            try? FileManager.default.removeItem(at: other)
        }
        await PluginHost.shutdownAll(under: home)
        #expect(mine.connection.stopped != nil)
        #expect(theirs.connection.stopped == nil, "\(String(describing: theirs.connection.stopped?.what))")
        await PluginHost.shutdownAll(under: other)
        #expect(theirs.connection.stopped != nil)
    }

    @Test func aPluginCommandIsInHelpAndTabCompletion() async throws {
        let (home, env) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        let plugins = URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!)
        try FakePlugin.writeExecutable(
            Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Examples/capitals/earshot-plugin-capitals")),
            to: plugins.appendingPathComponent("earshot-plugin-capitals"))
        var registry = try PluginRegistry(plugins: BuiltinPlugins.all)
        let problems = await PluginHost.load(into: &registry, environment: env, earshotVersion: "test")
        #expect(problems.isEmpty, "\(problems)")
        let test = try await TestApp(
            lines: ["help", "help other", "help capital", "capital peru", "capitals lima", "capital atlantis"], registry: registry)
        #expect(test.app.environment.completions.contains("capital"), "Tab completes the plugin's command")
        #expect(test.app.environment.completions.contains("capitals"), "and its synonym")
        _ = await test.app.runREPL(version: "test")
        let text = test.output.text
        #expect(
            text.split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("capital ")
                    && $0.hasSuffix("Hear the capital of a country: capital Peru.")
            }, "\(text)")
        #expect(text.contains("Type capital and a country to hear its capital, or a capital to hear its country."))
        #expect(text.contains("The capital of Peru is Lima."))
        #expect(text.contains("Lima is the capital of Peru."))
        #expect(text.contains("I do not know the capital of atlantis."))
        await PluginHost.shutdownAll(under: home)
    }

    @Test func unknownFieldsAreIgnored() async throws {
        let (home, env) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        try FakePlugin.write("extra", fault: .unknownFields, in: URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!))
        var registry = try PluginRegistry(plugins: BuiltinPlugins.all)
        let problems = await PluginHost.load(into: &registry, environment: env, earshotVersion: "test")
        #expect(problems.isEmpty, "\(problems)")
        let test = try await TestApp(
            lines: ["play extra geography", "1", "1", "2", "skip", "extra-verb", "a", "quit", "yes", "extra-say", "bye"], registry: registry
        )
        _ = await test.app.runREPL(version: "test")
        let text = test.output.text
        #expect(text.contains("Fake rules."))
        #expect(text.contains("Verb extra-verb."), "a mode's verb reaches the plugin")
        #expect(text.contains("Fake extra says hello."))
        #expect(!text.contains("stopped working"), "\(text)")
        #expect(text.contains("Question 3 of 10"))
        await PluginHost.shutdownAll(under: home)
    }

    @Test func aVersionMismatchNamesBothVersions() async throws {
        let (home, env) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        try FakePlugin.write("future", fault: .versionMismatch, in: URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!))
        var registry = PluginRegistry()
        let problems = await PluginHost.load(into: &registry, environment: env, earshotVersion: "test")
        #expect(
            problems == ["The plugin \"future\" is not loaded: it speaks plugin protocol version 2, but this Earshot speaks version 1."])
        #expect(registry.mode("future") == nil)
        #expect(registry.infos.first?.state == .failed(reason: "it speaks plugin protocol version 2, but this Earshot speaks version 1"))
    }

    @Test func discoveryFindsExecutablesByNameInEveryFolderInOrder() throws {
        let (home, env0) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        var env = env0
        let first = home.appendingPathComponent("data/earshot/plugins")
        let second = URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!)
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try FakePlugin.write("b", in: first)
        try FakePlugin.write("a", in: second)
        try FakePlugin.write("b", in: second)
        try Data("not a plugin".utf8).write(to: second.appendingPathComponent("earshot-plugin-notexec"))
        try Data().write(to: second.appendingPathComponent("README"))
        env["EARSHOT_PLUGIN_PATH"] = "/nonexistent:" + second.path
        let found = PluginDiscovery.candidates(in: PluginDiscovery.folders(environment: env))
        #expect(found.map(\.name) == ["b", "a", "b"])
        #expect(found.first?.path == first.appendingPathComponent("earshot-plugin-b").path)
        var defaults = env
        defaults["XDG_DATA_HOME"] = nil
        defaults["HOME"] = "/home/sam"
        #expect(PluginDiscovery.folders(environment: defaults).first?.path == "/home/sam/.local/share/earshot/plugins")
    }
}

@Suite("A plugin's log")
struct PluginLogTests {
    @Test func theLogIsBoundedAndAnOldOneIsSetAside() throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("logs/plugin-x.log")
        let log = PluginLog(file: file, limit: 100)
        log.append(ArraySlice(Array(repeating: UInt8(ascii: "a"), count: 500)))
        log.append(ArraySlice(Array(repeating: UInt8(ascii: "b"), count: 50)))
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(String(repeating: "a", count: 100)))
        #expect(!text.contains(String(repeating: "a", count: 101)))
        #expect(!text.contains("b"))
        #expect(text.contains("the log is full"))
        // Over the limit at the next start: moved to .old, and a fresh log begins.
        _ = PluginLog(file: file, limit: 100)
        #expect(FileManager.default.fileExists(atPath: file.path + ".old"))
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("[earshot] Started at"))
    }
}
