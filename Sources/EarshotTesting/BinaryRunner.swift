import Foundation

/// Runs the built `earshot` executable in a child process, for end-to-end tests.
public struct BinaryRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// The package's root folder (found from this file's path).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The built binary, from `.build/debug` (or `EARSHOT_BINARY`).
    public static var binary: URL? {
        if let path = ProcessInfo.processInfo.environment["EARSHOT_BINARY"] { return URL(fileURLWithPath: path) }
        let candidates = ["debug", "x86_64-unknown-linux-gnu/debug", "aarch64-unknown-linux-gnu/debug", "release"]
        return candidates.map { packageRoot.appendingPathComponent(".build/\($0)/earshot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A fresh temporary folder.
    public static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs the binary with `arguments`, feeding `input` on standard input. HOME and
    /// XDG_DATA_HOME point into `home` so nothing outside it is touched.
    /// With `executable`, runs that program instead (such as `script`, to give the binary a
    /// terminal).
    /// The run waits off the task pool (``blocking(_:)``): a program may take seconds.
    public static func run(
        _ arguments: [String], input: String = "", home: URL, environment extra: [String: String] = [:], executable: String? = nil
    ) async throws -> Result {
        try await blocking { try runBlocking(arguments, input: input, home: home, environment: extra, executable: executable) }
    }

    static func runBlocking(
        _ arguments: [String], input: String, home: URL, environment extra: [String: String], executable: String?
    ) throws -> Result {
        guard let binary else { throw RunnerError.notBuilt(packageRoot.path) }
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = home.path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        env["NO_COLOR"] = "1"
        // English unless a test says otherwise: the machine's locale must not change the words.
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = nil
        env["LC_MESSAGES"] = nil
        for (k, v) in extra { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // The throwing calls: a binary that exits before reading its input must fail the test, not trap it.
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let out = try stdout.fileHandleForReading.readToEnd() ?? Data()
        let err = try stderr.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }

    public enum RunnerError: Error, CustomStringConvertible {
        case notBuilt(String)
        public var description: String {
            switch self {
            case .notBuilt(let root): return "The earshot binary is not built in \(root)/.build: run swift build first."
            }
        }
    }
}
