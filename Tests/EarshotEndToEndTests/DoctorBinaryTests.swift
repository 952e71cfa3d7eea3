import EarshotTesting
import Foundation
import Testing

/// `earshot doctor` as a player runs it: the store, speech and plugins, a sentence each, and
/// status 3 only when the store has problems.
@Suite struct DoctorBinaryTests {
    /// The environment of a machine with no sound server and no speech-dispatcher session.
    static func quiet(_ home: URL) -> [String: String] {
        ["XDG_RUNTIME_DIR": home.appendingPathComponent("run").path, "SPEECHD_ADDRESS": "", "PULSE_SERVER": ""]
    }

    @Test func aHealthyStoreEndsWithZeroWhateverSpeechAndPluginsSay() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("ok.sqlite").path
        let setUp = try await BinaryRunner.run(["categories", "--db", db, "--no-speech"], home: home)
        #expect(setUp.status == 0, "\(setUp.errors)")
        let plugins = home.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: plugins.appendingPathComponent("earshot-plugin-draft"))
        var env = Self.quiet(home)
        env["EARSHOT_PLUGIN_PATH"] = plugins.path
        let result = try await BinaryRunner.run(["doctor", "--db", db], home: home, environment: env)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "The store.")
        #expect(lines.contains("Speech.") && lines.contains("Plugins."))
        #expect(lines.contains("The database is healthy."))
        #expect(lines.contains { $0.hasPrefix("speech-dispatcher is not running: there is no socket at \(home.path)/run/") })
        #expect(lines.contains("The plugin folder \(plugins.path) (from EARSHOT_PLUGIN_PATH) holds no plugins."))
        #expect(lines.contains { $0.hasPrefix("Warning: \(plugins.path)/earshot-plugin-draft is not executable") })
        #expect(lines.last?.hasPrefix("In short: the store is healthy; speech ") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("; the plugins have 1 warning.") == true, "\(lines)")
    }

    @Test func aDamagedStoreEndsWith3AndOnlyChoosesWhatIsChecked() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("damaged.sqlite")
        try Data(repeating: 0x5A, count: 4096).write(to: db)
        let store = try await BinaryRunner.run(["doctor", "--db", db.path, "--only", "store"], home: home, environment: Self.quiet(home))
        #expect(store.status == 3, "\(store.output)\(store.errors)")
        #expect(store.output.contains("Error: "), "problems are said as errors, in words")
        #expect(!store.output.contains("Speech.") && !store.output.contains("Plugins."))
        #expect(store.output.hasSuffix("In short: the store has 1 problem.\n"), "\(store.output)")
        let speech = try await BinaryRunner.run(["doctor", "--db", db.path, "--only", "speech"], home: home, environment: Self.quiet(home))
        #expect(speech.status == 0, "speech findings are warnings: \(speech.output)")
        #expect(speech.output.hasPrefix("Speech.\n") && !speech.output.contains("The store."))
    }

    @Test func aNewInstallWithoutAStoreIsNotAProblem() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("never-played.sqlite").path
        let result = try await BinaryRunner.run(["doctor", "--db", db, "--only", "store"], home: home, environment: Self.quiet(home))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("There is no database at \(db) yet. Earshot makes it the first time you play."))
        #expect(!FileManager.default.fileExists(atPath: db), "the doctor does not make one")
    }
}
