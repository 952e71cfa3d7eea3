import EarshotTesting
import Foundation
import Testing

/// Every command ends with status 74 when standard output failed (issue 20, item 16): import,
/// export, plugins and doctor ended 0 or 2 where play and the REPL ended 74.
@Suite struct OutputStatusTests {
    @Test func everyCommandExits74WhenStandardOutputIsFull() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("full.sqlite").path
        let file = home.appendingPathComponent("quiz.gift")
        try Data("Which planet is red? {=Mars ~Venus}\n".utf8).write(to: file)
        let setUp = try await BinaryRunner.run(["categories", "--db", db, "--no-speech"], home: home)
        #expect(setUp.status == 0, "\(setUp.errors)")
        let commands: [[String]] = [
            ["import", "--db", db, "--no-speech", file.path], ["export", "--db", db, "--no-speech"],
            ["export", "--db", db, "--no-speech", "--format", "gift"], ["plugins", "--db", db, "--no-speech"],
            ["doctor", "--db", db], ["categories", "--db", db, "--no-speech"], ["modes", "--db", db, "--no-speech"],
        ]
        for arguments in commands {
            let result = try HostileBinaryTests.run(arguments, input: "", stdoutPath: "/dev/full", home: home)
            #expect(result.status == 74, "\(arguments[0]) ended \(result.status): \(result.errors)")
            #expect(result.errors.contains("No space left on device"), "\(arguments[0]) says why: \(result.errors)")
        }
    }

    @Test func aGoodRunStillEndsWithZero() throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("ok.sqlite").path
        let result = try HostileBinaryTests.run(
            ["export", "--db", db, "--no-speech", "--format", "gift"], input: "", stdoutPath: "/dev/null", home: home)
        #expect(result.status == 0, "\(result.errors)")
    }
}
