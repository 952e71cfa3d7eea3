import EarshotTesting
import Foundation
import Testing

/// A password given on piped standard input never appears in the output (and so in no log
/// of it), neither on the club client nor in the local game's own password prompts.
@Suite("Secrets on screen", .serialized, .timeLimit(.minutes(3)))
struct SecretEchoTests {
    static let secret = "Vee-Secret-42!"
    static let newSecret = "Vee-Secret-43!"

    @Test(.enabled(if: BinaryRunner.binary != nil, "The earshot binary is not built."))
    func aPipedPasswordIsNeverEchoedByTheClubClient() async throws {
        let folder = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try freePort()
        let serve = Process()
        serve.executableURL = BinaryRunner.binary
        serve.arguments = ["serve", "--listen", "127.0.0.1:\(port)", "--db", folder.appendingPathComponent("club.sqlite").path]
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = folder.path
        env["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        serve.environment = env
        serve.standardOutput = FileHandle.nullDevice
        serve.standardError = FileHandle.nullDevice
        try serve.run()
        defer { if serve.isRunning { kill(serve.processIdentifier, SIGKILL) } }
        #expect(await waitForPort(port))

        let input = "\(Self.secret)\n\(Self.secret)\nquit\n"
        let result = try await BinaryRunner.run(
            ["--server", "127.0.0.1:\(port)", "--player", "Vee", "--no-speech"], input: input, home: folder)
        #expect(result.output.contains("Welcome, Vee"), "\(result.output)")
        #expect(result.output.contains("Password: "), "the prompt is shown")
        #expect(!result.output.contains(Self.secret), "\(result.output)")
        #expect(!result.errors.contains(Self.secret))
    }

    @Test(.enabled(if: BinaryRunner.binary != nil, "The earshot binary is not built."))
    func aPipedPasswordIsNeverEchoedByTheLocalGame() async throws {
        let folder = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("game.sqlite").path
        let (old, new) = (Self.secret, Self.newSecret)
        let input = ["register Vee", old, old, "password", old, new, new, "quit"].joined(separator: "\n") + "\n"
        let result = try await BinaryRunner.run(["--db", db, "--no-speech"], input: input, home: folder)
        #expect(result.output.contains("Registered a new player, Vee"), "\(result.output)")
        #expect(result.output.contains("register Vee"), "ordinary piped lines are still echoed")
        #expect(!result.output.contains(old) && !result.output.contains(new), "\(result.output)")
        #expect(!result.errors.contains(old) && !result.errors.contains(new))
    }
}
