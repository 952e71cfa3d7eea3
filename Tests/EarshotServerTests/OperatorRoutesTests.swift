import EarshotCore
import EarshotTesting
import EarshotWire
import Foundation
import Testing

@testable import EarshotServer

/// `/metrics` and `/ready`: what the person running the club watches.
@Suite("Metrics and readiness")
struct OperatorRoutesTests {
    /// The body of `GET path` on the server, and whether it answered 200.
    static func get(_ path: String, port: Int) async -> (ok: Bool, body: String) {
        await blocking {
            guard let socket = RawSocket(port: port),
                socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            else { return (false, "") }
            var got: [UInt8] = []
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(10), let more = socket.read(within: .milliseconds(500)) { got += more }
            let text = String(decoding: got, as: UTF8.self)
            let parts = text.components(separatedBy: "\r\n\r\n")
            return (text.hasPrefix("HTTP/1.1 200"), parts.dropFirst().joined(separator: "\r\n\r\n"))
        }
    }

    /// The value of a sample line `name value` (without labels) in Prometheus text.
    static func value(_ name: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
    }

    @Test(arguments: StoreKind.available)
    func aGameAndAFailedLoginShowInTheMetrics(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind)
        defer { server.stop() }
        #expect(await Self.get("/ready", port: server.port) == (true, "ready\n"))
        let before = await Self.get("/metrics", port: server.port)
        #expect(before.ok)
        #expect(Self.value("earshot_answers_judged_total", in: before.body) ?? 0 == 0)

        let bank = try await server.context.store.questions(in: "geography")
        let client = WireClient(url: server.url)
        defer { client.close() }
        #expect(await client.join("Ann"))
        client.send(.line("play classic geography 2"))
        #expect(await client.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
        let during = await Self.get("/metrics", port: server.port).body
        #expect(Self.value("earshot_players_connected", in: during) == 1, "\(during)")
        #expect(Self.value("earshot_games_in_progress", in: during) == 1, "\(during)")
        for n in 1...2 {
            #expect(await client.wait { $0.asked.count >= n && $0.prompts >= n + 1 })
            let asked = try #require(client.asked.last)
            client.send(.line(try #require(bank.first { $0.text == asked.text }?.shownAnswer)))
        }
        #expect(await client.wait { c in c.events.contains { if case .game(.finished) = $0 { true } else { false } } })

        // A wrong password from another connection.
        let stranger = WireClient(url: server.url)
        defer { stranger.close() }
        stranger.hello("Ann")
        #expect(await stranger.wait { $0.secretPrompts >= 1 })
        stranger.send(.secret("Not-Her-Password-1"))
        #expect(await stranger.wait { $0.secretPrompts >= 2 })
        stranger.send(.secret("Not-Her-Password-2"))
        #expect(await stranger.wait { c in c.told.contains { $0.contains("did not work") } })

        let after = await Self.get("/metrics", port: server.port).body
        #expect(Self.value("earshot_answers_judged_total", in: after) == 2, "\(after)")
        #expect(Self.value("earshot_answer_seconds_count", in: after) == 2, "\(after)")
        #expect(Self.value("earshot_games_in_progress", in: after) == 0, "\(after)")
        #expect(Self.value("earshot_login_failures_total", in: after) == 1, "\(after)")
        #expect(after.contains("earshot_rooms_open 0"))
        #expect((Self.value("earshot_store_call_seconds_count", in: after) ?? 0) > 10, "every store call is timed, on \(kind)")
        #expect(!after.contains("Ann") && !after.contains("Not-Her-Password"), "no name or password in the metrics")
    }

    @Test func aServerWhoseStoreIsDownIsNotReady() async throws {
        let postgres = try await TemporaryPostgres.started()
        defer { postgres.stop() }
        let server = try await RunningServer(store: .postgres, location: try await postgres.newDatabase())
        defer { server.stop() }
        #expect(await Self.get("/ready", port: server.port).ok)
        try await blocking { try postgres.halt(mode: "immediate") }
        let down = await Self.get("/ready", port: server.port)
        #expect(!down.ok && down.body.contains("store does not answer"), "\(down)")
        #expect(await ConnectionLimitTests.health(port: server.port) == true, "the process itself still answers")
        try await blocking { try postgres.start() }
    }

    /// What a SIGTERM does first (`DrainOnShutdown`): every player hears that the server is
    /// restarting, the game ends as abandoned with its answers kept, the sessions end.
    @Test func aStoppingServerTellsItsPlayersAndKeepsTheirAnswers() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let bank = try await server.context.store.questions(in: "geography")
        let client = WireClient(url: server.url)
        defer { client.close() }
        #expect(await client.join("Ann"))
        client.send(.line("play classic geography 3"))
        #expect(await client.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
        let asked = try #require(client.asked.last)
        client.send(.line(try #require(bank.first { $0.text == asked.text }?.shownAnswer)))
        #expect(await client.wait { $0.asked.count >= 2 && $0.prompts >= 3 })

        let started = ContinuousClock.now
        await server.context.live.drain(within: .seconds(5))
        #expect(ContinuousClock.now - started < .seconds(5), "the session ended well within the limit")
        #expect(server.context.live.count == 0)
        #expect(await client.wait { $0.closed })
        #expect(
            client.received.contains {
                if case .error(.unavailable, let words) = $0 { words.contains("restarting") && words.contains("kept") } else { false }
            }, "\(client.received.suffix(4))")
        let ann = try await server.context.store.player(named: "Ann")
        let stats = try await server.context.store.stats(playerID: ann.id)
        #expect(stats.answered == 1, "the answer given before the stop is kept")
    }
}
