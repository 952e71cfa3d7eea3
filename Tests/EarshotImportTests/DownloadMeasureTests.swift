import EarshotApp
import EarshotCore
import EarshotImport
import EarshotTesting
import EarshotTransfer
import Foundation
import Testing

/// Measures URL imports of large files from the tests' local HTTP server: the download alone,
/// and a whole import, each with its wall time and the process's peak memory while it ran
/// (docs/import.md, "Measured"). Off unless `EARSHOT_MEASURE_DOWNLOAD` is set, to the
/// download's size in MB (200 when empty): `EARSHOT_MEASURE_DOWNLOAD=200 swift test
/// --skip-build --filter DownloadMeasureTests`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["EARSHOT_MEASURE_DOWNLOAD"] != nil), .serialized)
struct DownloadMeasureTests {
    static let megabytes = Int(ProcessInfo.processInfo.environment["EARSHOT_MEASURE_DOWNLOAD"] ?? "") ?? 200

    /// A server that sends the file at `path` in 256 KB pieces, with its length.
    static func serving(_ path: String) throws -> LocalHTTPServer {
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        return try LocalHTTPServer { _ in
            .init(contentType: "text/plain", headers: ["Content-Length": "\(size)"]) { send in
                guard let handle = FileHandle(forReadingAtPath: path) else { return }
                defer { try? handle.close() }
                while let piece = try? handle.read(upToCount: 256 << 10), !piece.isEmpty {
                    guard send(piece) else { return }
                }
            }
        }
    }

    /// A line of `/proc/self/status` in MB (`VmRSS`, `VmHWM`).
    static func status(_ field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }

    /// Runs `body`; returns its wall time, the resident memory before it, and the process's
    /// peak resident memory while it ran, in MB.
    static func measured(_ body: () async throws -> Void) async rethrows -> (seconds: Double, beforeMB: Int, peakMB: Int) {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)  // the peak starts again here
        let before = status("VmRSS")
        let start = ContinuousClock.now
        try await body()
        let took = start.duration(to: .now)
        return (Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18, before, status("VmHWM"))
    }

    @Test func downloadsALargeFile() async throws {
        let path = try temporaryFile("large.gift", "")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let block = Data(String(repeating: "::Q:: Which number is this? {=1 ~2 ~3}\n\n", count: 25_000).utf8)
        var written = 0
        while written < Self.megabytes << 20 {
            try handle.write(contentsOf: block)
            written += block.count
        }
        try handle.close()
        let server = try Self.serving(path)
        defer { server.stop() }
        let limits = ImportLimits(maxBytes: 1 << 30, timeout: .seconds(600), idleTimeout: .seconds(30))
        var downloaded = ""
        let figures = try await Self.measured {
            downloaded = try await QuestionFetcher(timeout: 10).download(
                try #require(URL(string: server.baseURL + "/large.gift")), limits: limits)
        }
        defer { try? FileManager.default.removeItem(atPath: downloaded) }
        let size = try FileManager.default.attributesOfItem(atPath: downloaded)[.size] as? Int
        #expect(size == written, "every byte arrived")
        print("Download of \(written >> 20) MB: \(figures.seconds) s, \(figures.beforeMB) MB before, peak \(figures.peakMB) MB")
    }

    @Test func importsALargeFile() async throws {
        let count = 100_000
        let gift = (0..<count).map { "::Q\($0):: Which number comes after \($0)? {=\($0 + 1) ~\($0 + 2) ~\($0 + 3)}\n\n" }.joined()
        let path = try temporaryFile("large.gift", gift)
        let server = try Self.serving(path)
        defer { server.stop() }
        let t = try await makeTestApp()
        let network = try ImportLimitsTests.network()
        var ok = false
        let figures = await Self.measured {
            ok = await t.importQuestions(from: server.baseURL + "/large.gift", network: network)
        }
        #expect(ok)
        #expect(try await t.store.questions(in: "large").count == count)
        let size = gift.utf8.count >> 20
        print("Import of \(count) questions (\(size) MB): \(figures.seconds) s, \(figures.beforeMB) MB before, peak \(figures.peakMB) MB")
    }
}
