import EarshotApp
import EarshotCore
import EarshotImport
import EarshotTesting
import EarshotTransfer
import Foundation
import Testing

/// Every import has a size limit and a time limit, for files and web addresses; hostile
/// sources are refused quickly, with the limit named in the message.
@Suite struct ImportLimitsTests {
    static func network() throws -> ImportNetwork {
        ImportNetwork(
            fetcher: QuestionFetcher(timeout: 10), clock: ClockAdapter(ContinuousClock()),
            sessionFile: OpenTDBSessionFile(path: try temporaryFile("session.json", "")))
    }

    static func errors(_ t: TestApp) -> [String] {
        t.events.events.compactMap { if case .app(.error(let s)) = $0 { return s } else { return nil } }
    }

    /// Runs `body` and returns how long it took.
    static func timed(_ body: () async -> Void) async -> Duration {
        let start = ContinuousClock.now
        await body()
        return start.duration(to: .now)
    }

    @Test func readsSizesAndTimes() throws {
        #expect(ImportLimits.size("500MB") == 500 << 20)
        #expect(ImportLimits.size("2g") == 2 << 30)
        #expect(ImportLimits.size("64 KB") == 64 << 10)
        #expect(ImportLimits.size("1000") == 1000)
        #expect(ImportLimits.size("lots") == nil)
        #expect(ImportLimits.size("-5MB") == nil)
        #expect(ImportLimits.duration("90s") == .seconds(90))
        #expect(ImportLimits.duration("30m") == .seconds(1800))
        #expect(ImportLimits.duration("500ms") == .milliseconds(500))
        #expect(ImportLimits.duration("soon") == nil)
        #expect(ImportLimits.describe(bytes: 256 << 20) == "256 MB")
        #expect(ImportLimits.describe(.seconds(600)) == "10 minutes")
        #expect(throws: ImportError.self) { try ImportLimits.fromOptions(maxSize: "huge", timeout: nil) }
        #expect(try ImportLimits.fromOptions(maxSize: "1MB", timeout: "2s").maxBytes == 1 << 20)
    }

    @Test func aLocalFileOverTheLimitIsRefusedAtOnceWithoutEchoingIt() async throws {
        // A sparse 300 MB file whose first line is a long "header": nothing of it may be read
        // into memory or echoed.
        let path = try temporaryFile("huge.csv", "secret-header-" + String(repeating: "x", count: 5000) + "\n")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let t = try await makeTestApp()
        let took = await Self.timed { #expect(await t.importQuestions(from: path) == false) }
        #expect(took < .seconds(30))
        let error = try #require(Self.errors(t).first)
        #expect(error.contains("300 MB, which is more than the import size limit of 256 MB"))
        #expect(error.contains("--max-size"))
        #expect(!error.contains("secret-header"))
    }

    @Test func aFileThatGrowsPastTheLimitWhileReadIsStopped() throws {
        let limits = ImportLimits(maxBytes: 4096, timeout: .seconds(60), idleTimeout: .seconds(30))
        var text = "Question,Answer\n"
        for i in 0..<1000 { text += "Q\(i)?,A\(i)\n" }
        #expect {
            try QuestionImporter.read(ByteSource(data: Data(text.utf8), limits: limits, what: "quiz.csv"), fileName: "quiz.csv")
        } throws: { error in
            (error as? ImportError)?.reason.contains("more than the import size limit of 4 KB") == true
        }
    }

    @Test func anEndlessBodyIsCutAtTheSizeLimit() async throws {
        let server = try LocalHTTPServer { _ in
            .init(contentType: "text/plain") { send in
                let chunk = Data(repeating: UInt8(ascii: "a"), count: 64 << 10)
                while send(chunk) {}
            }
        }
        defer { server.stop() }
        let t = try await makeTestApp()
        let net = try Self.network()
        let limits = ImportLimits(maxBytes: 2 << 20, timeout: .seconds(20), idleTimeout: .seconds(5))
        let took = await Self.timed {
            #expect(await t.importQuestions(from: server.baseURL + "/endless.gift", limits: limits, network: net) == false)
        }
        #expect(took < .seconds(120), "a limit stopped it")
        #expect(Self.errors(t).first?.contains("goes on past more than the import size limit of 2 MB") == true)
    }

    @Test func aCompressedBodyIsRefusedBeforeItInflates() async throws {
        let bomb = GzipBomb.make(inflatingTo: 64 << 20)
        #expect(bomb.count * 100 < 64 << 20)
        let server = try LocalHTTPServer { _ in .init(body: bomb, contentType: "text/plain", headers: ["Content-Encoding": "gzip"]) }
        defer { server.stop() }
        let t = try await makeTestApp()
        let net = try Self.network()
        let limits = ImportLimits(maxBytes: 1 << 20, timeout: .seconds(20), idleTimeout: .seconds(5))
        let took = await Self.timed {
            #expect(await t.importQuestions(from: server.baseURL + "/bomb.gift", limits: limits, network: net) == false)
        }
        #expect(took < .seconds(120), "a limit stopped it")
        let error = try #require(Self.errors(t).first)
        #expect(error.contains("sent compressed data (gzip) although Earshot asked for none"), "\(error)")
        #expect(server.requests.count == 1)
    }

    static func trickle(every pause: UInt32) throws -> LocalHTTPServer {
        try LocalHTTPServer { _ in
            .init(contentType: "text/plain") { send in
                while send(Data("Q".utf8)) { usleep(pause) }
            }
        }
    }

    @Test func aTricklingBodyHitsTheIdleLimit() async throws {
        let server = try Self.trickle(every: 1_500_000)
        defer { server.stop() }
        let t = try await makeTestApp()
        let net = try Self.network()
        let idle = ImportLimits(maxBytes: 1 << 20, timeout: .seconds(20), idleTimeout: .milliseconds(600))
        let took = await Self.timed {
            #expect(await t.importQuestions(from: server.baseURL + "/slow.gift", limits: idle, network: net) == false)
        }
        #expect(took < .seconds(120), "a limit stopped it")
        #expect(Self.errors(t).last?.contains("nothing arrived for 0.6 seconds") == true, "\(Self.errors(t))")
    }

    @Test func aTricklingBodyHitsTheOverallLimit() async throws {
        let server = try Self.trickle(every: 200_000)
        defer { server.stop() }
        let t = try await makeTestApp()
        let net = try Self.network()
        let overall = ImportLimits(maxBytes: 1 << 20, timeout: .seconds(1), idleTimeout: .seconds(5))
        let took = await Self.timed {
            #expect(await t.importQuestions(from: server.baseURL + "/drip.gift", limits: overall, network: net) == false)
        }
        #expect(took < .seconds(120), "a limit stopped it")
        #expect(Self.errors(t).last?.contains("took longer than the import time limit of 1 second") == true, "\(Self.errors(t))")
        #expect(Self.errors(t).last?.contains("--timeout") == true)
    }

    @Test func stackedAccentsAreRefusedInLinearTime() throws {
        // 30,000 accents (60 KB) fit in a line; a longer line is refused for its length first.
        let accents = String(repeating: "\u{301}", count: 30_000)
        let gift = "Which letter? {=a\(accents) ~b}\n"
        let start = ContinuousClock.now
        #expect {
            try QuestionImporter.read(Data(gift.utf8), fileName: "zalgo.gift")
        } throws: { error in
            (error as? ImportError)?.reason.contains("30000 accents stacked on one letter") == true
        }
        #expect(start.duration(to: .now) < .seconds(5))
    }

    @Test func withNoNetworkTheOpenTriviaDatabaseFailsAtOnce() async throws {
        let port = try LocalHTTPServer.unusedPort()
        let t = try await makeTestApp()
        let net = try Self.network()
        let took = await Self.timed {
            #expect(await t.importQuestions(from: "http://127.0.0.1:\(port)/api.php?amount=10", network: net) == false)
        }
        #expect(took < .seconds(120))
        #expect(Self.errors(t).first?.contains("could not connect to 127.0.0.1") == true)
        #expect(!t.messages.contains { $0.contains("waits") }, "no wait for the rate limit")
        #expect(!t.messages.contains { $0.contains("goes on without one") }, "no going on after the token request failed")
    }
}
