import EarshotTesting
import Foundation
import GRDB

/// A scratch home with a plugin folder, for running the built binary against fake or example plugins.
struct PluginScratch {
    let home: URL
    let plugins: URL
    var db: String { home.appendingPathComponent("game.sqlite").path }

    init() throws {
        home = try BinaryRunner.temporaryFolder()
        plugins = home.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: home) }

    /// Runs `earshot ARGS --db … --no-speech` with the plugin folder on `EARSHOT_PLUGIN_PATH`.
    func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async throws -> BinaryRunner.Result {
        // Generous limits unless a test sets its own: the suite runs many processes at once on
        // a small machine, and a healthy plugin must not be taken for a silent one.
        var env = [
            "EARSHOT_PLUGIN_PATH": plugins.path, "EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT": "10",
            "EARSHOT_PLUGIN_CALL_TIMEOUT": "10",
        ]
        for (k, v) in environment { env[k] = v }
        return try await BinaryRunner.run(arguments + ["--db", db, "--no-speech"], input: input, home: home, environment: env)
    }

    /// Runs `earshot plugin check PATH`.
    func check(_ path: String, environment: [String: String] = [:]) async throws -> BinaryRunner.Result {
        try await BinaryRunner.run(["plugin", "check", path], home: home, environment: environment)
    }

    /// Copies an example plugin from `Examples/NAME/earshot-plugin-NAME` into the plugin folder.
    func install(example name: String) throws {
        let source = BinaryRunner.packageRoot.appendingPathComponent("Examples/\(name)/earshot-plugin-\(name)")
        let target = plugins.appendingPathComponent("earshot-plugin-\(name)")
        try FakePlugin.writeExecutable(Data(contentsOf: source), to: target)
    }

    /// Each game's outcome, and how many answers of each status it kept.
    func games() throws -> [(outcome: String?, mode: String, answers: [String])] {
        let queue = try DatabaseQueue(path: db)
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, outcome, mode FROM game ORDER BY id").map { row in
                let id: Int64 = row["id"]
                let statuses = try String.fetchAll(db, sql: "SELECT status FROM answer WHERE gameID = ? ORDER BY position", arguments: [id])
                return (row["outcome"], row["mode"], statuses)
            }
        }
    }
}
