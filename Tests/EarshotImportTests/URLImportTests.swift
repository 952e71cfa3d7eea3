import EarshotApp
import EarshotCore
import EarshotImport
import EarshotTesting
import EarshotTransfer
import Foundation
import Testing

/// Imports from URLs, against a server on 127.0.0.1 that the test starts (never the internet).
/// Waits run on a manual clock that a driver moves on whenever the import sleeps, so nothing
/// really waits.
@Suite struct URLImportTests {
    /// What the server answers to `api.php` and `api_token.php`, and when each request came.
    final class FakeAPI: @unchecked Sendable {
        let lock = NSLock()
        var replies: [String]
        var log: [(path: String, query: [String: String], at: Duration)] = []
        let clock: ManualClock
        var tokens = 0

        init(clock: ManualClock, replies: [String]) {
            self.clock = clock
            self.replies = replies
        }

        func handle(_ r: LocalHTTPServer.Request) -> LocalHTTPServer.Response {
            lock.withLock {
                log.append((r.path, r.query, clock.time()))
                if r.path == "/api_token.php" {
                    if r.query["command"] == "reset" { return .init(#"{"response_code":0,"token":"\#(r.query["token"] ?? "")"}"#) }
                    tokens += 1
                    return .init(#"{"response_code":0,"response_message":"Token Generated Successfully!","token":"TOKEN\#(tokens)"}"#)
                }
                if r.path == "/api.php" {
                    return .init(replies.count > 1 ? replies.removeFirst() : replies[0])
                }
                return .init(status: 404, "{}")
            }
        }
    }

    static let questions = """
        {"response_code":0,"results":[
         {"type":"multiple","difficulty":"easy","category":"Geography","question":"Capital of Italy?","correct_answer":"Rome","incorrect_answers":["Milan","Turin","Naples"]},
         {"type":"boolean","difficulty":"medium","category":"Geography","question":"The Nile is in Africa.","correct_answer":"True","incorrect_answers":["False"]}]}
        """

    static func network(_ clock: ManualClock, session: String? = nil) throws -> ImportNetwork {
        let base = Date(timeIntervalSince1970: 1_800_000_000)
        let path = try session ?? temporaryFile("session.json", "")
        try? FileManager.default.removeItem(atPath: path)
        return ImportNetwork(
            fetcher: QuestionFetcher(timeout: 30), clock: clock, now: { base.addingTimeInterval(clock.time().seconds) },
            sessionFile: OpenTDBSessionFile(path: path))
    }

    /// Runs `body` while moving `clock` on by 5 seconds whenever something sleeps on it. It
    /// looks every 5 ms rather than spinning: a spinning driver held a core of the two the
    /// whole suite shares, and a request to the local server then ran out of its time.
    static func driving<T>(_ clock: ManualClock, _ body: () async -> T) async -> T {
        let driver = Task.detached {
            while !Task.isCancelled {
                if clock.sleeperCount > 0 { clock.advance(by: .seconds(5)) }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        defer { driver.cancel() }
        return await body()
    }

    static func infos(_ t: TestApp) -> [String] {
        t.events.events.compactMap { if case .app(.info(let s)) = $0 { return s } else { return nil } }
    }

    static func errors(_ t: TestApp) -> [String] {
        t.events.events.compactMap { if case .app(.error(let s)) = $0 { return s } else { return nil } }
    }

    @Test func importsAFileFromAURL() async throws {
        let server = try LocalHTTPServer { r in
            r.path == "/quiz.gift"
                ? .init("Capital of France? {=Paris ~Lyon}\n\nRome is in Italy. {T}\n", contentType: "text/plain") : .init(status: 404, "")
        }
        defer { server.stop() }
        let t = try await makeTestApp()
        let clock = ManualClock()
        #expect(await t.importQuestions(from: server.baseURL + "/quiz.gift", network: try Self.network(clock)))
        #expect(try await t.store.questions(in: "quiz").count == 2)
        #expect(
            Self.infos(t).contains(
                "Imported quiz.gift (Moodle GIFT): 2 added, 0 duplicates (already in the bank, or repeated in the file), 0 skipped."))
        #expect(server.requests.map(\.path) == ["/quiz.gift"])
    }

    @Test func tellsAConnectionFailureApartFromBadDataAndHTTPErrors() async throws {
        let server = try LocalHTTPServer { r in
            r.path == "/page.json" ? .init("<html>Not questions</html>", contentType: "text/html") : .init(status: 404, "gone")
        }
        defer { server.stop() }
        let port = try LocalHTTPServer.unusedPort()
        let t = try await makeTestApp()
        let network = try Self.network(ManualClock())
        #expect(await t.importQuestions(from: "http://127.0.0.1:\(port)/quiz.json", network: network) == false)
        #expect(await t.importQuestions(from: server.baseURL + "/page.json", network: network) == false)
        #expect(await t.importQuestions(from: server.baseURL + "/missing.json", network: network) == false)
        let errors = Self.errors(t)
        #expect(errors.count == 3)
        #expect(errors[0].hasPrefix("Earshot could not connect to 127.0.0.1:\(port): "))
        #expect(errors[0].contains("Check the address and your network connection."))
        #expect(errors[1].hasPrefix("The data from \(server.baseURL)/page.json arrived, but it cannot be imported: "))
        #expect(errors[2].hasPrefix("The server answered 404"))
        #expect(try await t.store.questions(in: nil).isEmpty)
    }

    @Test func usesASessionTokenAndWaitsOutTheRateLimit() async throws {
        let clock = ManualClock()
        let api = FakeAPI(clock: clock, replies: [Self.questions])
        let server = try LocalHTTPServer(handler: api.handle)
        defer { server.stop() }
        let t = try await makeTestApp()
        let network = try Self.network(clock)
        let url = server.baseURL + "/api.php?amount=2&category=22&type=multiple"
        #expect(await Self.driving(clock) { await t.importQuestions(from: url, network: network) })
        #expect(api.log.map(\.path) == ["/api_token.php", "/api.php"])
        #expect(api.log[1].query["token"] == "TOKEN1")
        #expect(api.log[1].query["amount"] == "2")
        #expect(api.log.map(\.at) == [.zero, .seconds(5)], "the second request waits 5 seconds")
        let wait = "The Open Trivia Database takes one request every 5 seconds, so Earshot waits 5 seconds before asking."
        #expect(Self.infos(t).filter { $0 == wait }.count == 1, "the wait is said, so it is spoken")
        #expect(try await t.store.questions(in: "geography").count == 2)
        #expect(network.sessionFile.load().token == "TOKEN1")

        // The next import keeps the token, and waits again.
        #expect(await Self.driving(clock) { await t.importQuestions(from: url, network: network) })
        #expect(api.log.map(\.path) == ["/api_token.php", "/api.php", "/api.php"])
        #expect(api.log[2].query["token"] == "TOKEN1")
        #expect(api.log[2].at == .seconds(10))
        #expect(Self.infos(t).filter { $0 == wait }.count == 2)
        #expect(Self.infos(t).contains { $0.contains("0 added, 2 duplicates") })
    }

    @Test func explainsResponseCodesOneAndTwo() async throws {
        for code in [1, 2] {
            let clock = ManualClock()
            let api = FakeAPI(clock: clock, replies: [#"{"response_code":\#(code),"results":[]}"#])
            let server = try LocalHTTPServer(handler: api.handle)
            defer { server.stop() }
            let t = try await makeTestApp()
            let network = try Self.network(clock)
            #expect(
                await Self.driving(clock) { await t.importQuestions(from: server.baseURL + "/api.php?amount=50", network: network) }
                    == false)
            #expect(Self.errors(t).first?.contains("answered with code \(code)") == true)
            #expect(api.log.filter { $0.path == "/api.php" }.count == 1, "no retry for code \(code)")
        }
    }

    @Test func retriesAfterTheRateLimitAndALostToken() async throws {
        let clock = ManualClock()
        let api = FakeAPI(
            clock: clock, replies: [#"{"response_code":5,"results":[]}"#, #"{"response_code":3,"results":[]}"#, Self.questions])
        let server = try LocalHTTPServer(handler: api.handle)
        defer { server.stop() }
        let t = try await makeTestApp()
        let network = try Self.network(clock)
        #expect(await Self.driving(clock) { await t.importQuestions(from: server.baseURL + "/api.php?amount=2", network: network) })
        #expect(api.log.map(\.path) == ["/api_token.php", "/api.php", "/api.php", "/api_token.php", "/api.php"])
        #expect(api.log.map(\.at) == [0, 5, 10, 15, 20].map { Duration.seconds($0) })
        #expect(api.log[4].query["token"] == "TOKEN2")
        #expect(Self.infos(t).contains { $0.contains("code 5, rate limit") && $0.contains("wait and try again") })
        #expect(Self.infos(t).contains { $0.contains("code 3, token not found") && $0.contains("new token") })
        #expect(try await t.store.questions(in: nil).count == 2)
    }

    @Test func resetsATokenThatHasHadEveryQuestion() async throws {
        let clock = ManualClock()
        let api = FakeAPI(clock: clock, replies: [#"{"response_code":4,"results":[]}"#])
        let server = try LocalHTTPServer(handler: api.handle)
        defer { server.stop() }
        let t = try await makeTestApp()
        let network = try Self.network(clock)
        #expect(
            await Self.driving(clock) { await t.importQuestions(from: server.baseURL + "/api.php?amount=2", network: network) } == false
        )
        #expect(api.log.map(\.path) == ["/api_token.php", "/api.php", "/api_token.php"])
        #expect(api.log[2].query == ["command": "reset", "token": "TOKEN1"])
        #expect(Self.errors(t).first?.contains("code 4, token empty") == true)
    }
}
