import EarshotTesting
import Foundation

/// Runs the built `earshot` binary in a child process, as a player's shell would: answers on
/// standard input, a clean environment of the test's choosing, output captured.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package's root folder, from this file's place in `Tests/EarshotSpeechTests`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `.build/debug/earshot`, built first if it is missing.
    static func binary() throws -> URL {
        let url = root.appendingPathComponent(".build/debug/earshot")
        if !FileManager.default.isExecutableFile(atPath: url.path) {
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            build.arguments = ["swift", "build", "--product", "earshot"]
            build.currentDirectoryURL = root
            try build.run()
            build.waitUntilExit()
        }
        return url
    }

    let folder: URL

    /// The environment for a run: a home and data folder inside the test's folder, no
    /// PulseAudio server (so ALSA is used), and `extra`.
    func environment(_ extra: [String: String]) -> [String: String] {
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "PULSE_SERVER": "unix:\(folder.path)/no-pulse", "USER": "tester", "LANG": "C.UTF-8",
        ]
        env.merge(extra) { _, new in new }
        return env
    }

    /// ``run(_:input:environment:)``, waited for off the task pool: the program runs for
    /// seconds, and a pool thread held that long stops the other tests' tasks.
    func running(_ arguments: [String], input: String, environment extra: [String: String] = [:]) async throws -> Result {
        try await blocking { try self.run(arguments, input: input, environment: extra) }
    }

    func run(_ arguments: [String], input: String, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        process.environment = environment(extra)
        let inURL = folder.appendingPathComponent("stdin.txt")
        let outURL = folder.appendingPathComponent("stdout.txt")
        let errURL = folder.appendingPathComponent("stderr.txt")
        try Data(input.utf8).write(to: inURL)
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}
