import EarshotCore
import EarshotPlugins
import EarshotTesting
import Foundation
import Testing

@testable import EarshotPluginHost

/// `earshot doctor`'s look at the plugin folders: what each holds, files that are not
/// executable, and plugins that do not answer.
@Suite("earshot doctor checks the plugin folders")
struct PluginFolderCheckTests {
    /// A home with a data folder and one plugin folder on `EARSHOT_PLUGIN_PATH`.
    func scratch() throws -> (home: URL, plugins: URL, environment: [String: String]) {
        let home = try BinaryRunner.temporaryFolder()
        let plugins = home.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let env = [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "EARSHOT_PLUGIN_PATH": plugins.path,
            "EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT": "10", "EARSHOT_PLUGIN_CALL_TIMEOUT": "10",
        ]
        return (home, plugins, env)
    }

    /// ``PluginFolderCheck/run(builtIn:environment:earshotVersion:)``, again when a plugin
    /// could not start because the file was still open for writing ("text file busy"): a
    /// program another test started in the same moment can hold the fake plugin's file open
    /// between its fork and its exec.
    func check(builtIn: Set<String> = [], environment: [String: String]) async -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        for _ in 0..<5 {
            findings = await PluginFolderCheck.run(builtIn: builtIn, environment: environment, earshotVersion: "test")
            guard findings.contains(where: { $0.text.contains("text file busy") }) else { break }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return findings
    }

    @Test func eachFolderItsPluginsAndWhatIsWrongWithThem() async throws {
        let (home, plugins, env) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        try FakePlugin.write("fine", in: plugins)
        try FakePlugin.write("broken", fault: .exitAtStart, in: plugins)
        try FakePlugin.write("classic", in: plugins)
        let unready = plugins.appendingPathComponent("earshot-plugin-unready")
        try Data("#!/bin/sh\n".utf8).write(to: unready)
        try Data("notes".utf8).write(to: plugins.appendingPathComponent("README"))
        let builtIn = Set(try BuiltinPlugins.registry().plugins)
        let findings = await check(builtIn: builtIn, environment: env)
        let texts = findings.map(\.description)
        let data = home.appendingPathComponent("data/earshot/plugins").path
        #expect(texts.contains("The plugin folder \(data) does not exist: no plugins are installed for you."), "\(texts)")
        #expect(texts.contains("The plugin folder \(plugins.path) (from EARSHOT_PLUGIN_PATH) holds 3 plugins."), "\(texts)")
        #expect(
            texts.contains(
                "Warning: \(unready.path) is not executable, so Earshot does not start it. Make it executable with chmod +x \(unready.path), or remove it."
            ))
        #expect(
            texts.contains {
                $0.hasPrefix("The plugin fine (\(plugins.path)/earshot-plugin-fine) answered: version ") && $0.contains("mode fine")
            },
            "\(texts)")
        #expect(
            texts.contains(
                "Warning: The plugin broken (\(plugins.path)/earshot-plugin-broken) cannot be used: it exited with status 3 before answering initialize. Earshot plays without it; earshot plugin check \(plugins.path)/earshot-plugin-broken shows what goes wrong."
            ), "\(texts)")
        #expect(
            texts.contains { $0.hasPrefix("Warning: The plugin classic") && $0.contains("a plugin built into Earshot is already called") })
        #expect(findings.at(.warning).count == 3)
        #expect(findings.at(.problem).isEmpty, "plugins never make the install unhealthy")
    }

    @Test func aMissingFolderOnThePathIsAWarning() async throws {
        let (home, _, env0) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        var env = env0
        env["EARSHOT_PLUGIN_PATH"] = home.appendingPathComponent("nowhere").path
        let findings = await check(environment: env)
        #expect(
            findings.last
                == .warning(
                    "EARSHOT_PLUGIN_PATH names \(home.path)/nowhere, which is not a folder, so no plugins come from it. Correct EARSHOT_PLUGIN_PATH or make the folder."
                ))
    }

    /// A plugin that never answers would hold the check for ever without the handshake limit;
    /// the suite's time limit catches that (wall-clock bounds are left out: a busy test run
    /// delays the pool's tasks by many seconds).
    @Test(.timeLimit(.minutes(1)))
    func aSilentPluginIsGivenUpOnWithinTheHandshakeLimit() async throws {
        let (home, plugins, env0) = try scratch()
        defer { try? FileManager.default.removeItem(at: home) }
        var env = env0
        env["EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT"] = "1"
        try FakePlugin.write("mute", fault: .silentAtStart, in: plugins)
        let findings = await check(environment: env)
        #expect(findings.contains { $0.level == .warning && $0.text.contains("did not answer initialize within 1 second") }, "\(findings)")
    }
}
