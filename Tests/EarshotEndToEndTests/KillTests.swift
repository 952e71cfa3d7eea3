import EarshotTesting
import Foundation
import Testing

/// The short form of the kill test (`make kill-test` runs the full one): the built binary is
/// killed with SIGKILL at random points of scripted games, and no answer whose feedback was
/// printed may be missing from the store afterwards.
@Suite("Killing the binary mid-game")
struct KillTests {
    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: python != nil, "python3 is needed to drive the kill test"))
    func eightKillsLoseNoAcknowledgedAnswer() async throws {
        let binary = try #require(BinaryRunner.binary, "build the earshot binary first")
        let script = BinaryRunner.packageRoot.appendingPathComponent("scripts/kill-test.py").path
        let python = Self.python!
        // Waited for off the task pool: the games take many seconds, and a pool thread held
        // that long stops the other tests' tasks on a two-core machine.
        let (data, status) = try await blocking { () throws -> (Data, Int32) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = [script, "--binary", binary.path, "--kills", "8", "--seed", "3", "--json"]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = try out.fileHandleForReading.readToEnd() ?? Data()
            process.waitUntilExit()
            return (data, process.terminationStatus)
        }
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(data)")
        #expect(summary["kills"] as? Int ?? 0 >= 8)
        #expect(summary["acknowledged"] as? Int ?? 0 > 0, "the games must really run: \(summary)")
        #expect(summary["lost"] as? Int == 0, "\(summary)")
        #expect((summary["problems"] as? [String])?.isEmpty == true, "\(summary)")
        #expect(summary["acknowledged"] as? Int ?? -1 <= summary["stored"] as? Int ?? 0)
        #expect(status == 0)
    }
}
