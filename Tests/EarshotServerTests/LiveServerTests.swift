// Plugins this file needs: Classic, Timed

import EarshotApp
import EarshotCore
import EarshotServer
import EarshotStore
import EarshotWire
import Foundation
import Testing

@Suite("A live server on 127.0.0.1", .serialized, .timeLimit(.minutes(5)))
struct LiveServerTests {
    /// Connects, plays a three-question classic game with the right answers, and checks the
    /// events that came back and the answers the server stored.
    @Test(arguments: StoreKind.available)
    func aClassicGameIsPlayedOnTheServerAndStored(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind)
        defer { server.stop() }
        let bank = try await server.context.store.questions(in: "geography")
        let client = WireClient(url: server.url)
        defer { client.close() }
        #expect(await client.join("Ann"))
        #expect(client.received.first == .welcome(protocolVersion: WireProtocol.version, serverVersion: Launcher.version))
        client.send(.line("play classic geography 3"))
        for n in 1...3 {
            #expect(await client.wait { $0.asked.count >= n && $0.prompts >= n + 1 })
            let asked = try #require(client.asked.last)
            let right = try #require(bank.first { $0.text == asked.text }?.shownAnswer)
            client.send(.line(right))
        }
        #expect(await client.wait { c in c.events.contains { if case .game(.finished) = $0 { true } else { false } } })
        let verdicts = client.events.compactMap { if case .game(.judged(let j)) = $0 { j } else { nil } }
        #expect(verdicts.count == 3)
        #expect(verdicts.allSatisfy { $0.correct })
        let ann = try await server.context.store.player(named: "Ann")
        let stats = try await server.context.store.stats(playerID: ann.id)
        #expect(stats.completed == 1 && stats.answered == 3 && stats.correct == 3)
        client.send(.line("quit"))
        #expect(await client.wait { $0.closed })
        #expect(client.received.contains(.goodbye(reason: "Goodbye.")))
    }

    @Test func malformedAndOversizedMessagesCloseOnlyThatConnection() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let good = WireClient(url: server.url)
        defer { good.close() }
        #expect(await good.join("Good"))

        let garbled = WireClient(url: server.url)
        #expect(await garbled.join("Garbled"))
        garbled.sendRaw("{not json")
        #expect(await garbled.wait { $0.closed })
        #expect(garbled.received.contains { if case .error(.malformed, _) = $0 { true } else { false } })

        let huge = WireClient(url: server.url)
        #expect(await huge.join("Huge"))
        huge.sendRaw(try WireCodec.encode(ClientMessage.line(String(repeating: "x", count: 200_000))))
        #expect(await huge.wait { $0.closed })

        let rude = WireClient(url: server.url)
        rude.send(.line("play"))
        #expect(await rude.wait { $0.closed })
        #expect(rude.received.contains { if case .error(.malformed, _) = $0 { true } else { false } })

        let old = WireClient(url: server.url)
        old.send(.hello(Hello(protocolVersion: 99, clientVersion: "9", language: "en", player: "Old")))
        #expect(await old.wait { $0.closed })
        let refusal = old.received.compactMap { if case .error(.version, let m) = $0 { m } else { nil } }.first
        #expect(refusal?.contains("99") == true && refusal?.contains("\(WireProtocol.version)") == true)

        let hostile = WireClient(url: server.url)
        hostile.hello("Evil\u{1B}[2J")
        #expect(await hostile.wait { $0.closed })
        #expect(hostile.received.contains { if case .error(.malformed, _) = $0 { true } else { false } })

        let flood = WireClient(url: server.url)
        #expect(await flood.join("Flood"))
        flood.send(.line("play classic geography 3"))
        #expect(await flood.wait { $0.asked.count >= 1 })
        for _ in 0..<500 { flood.send(.line("1")) }
        #expect(await flood.wait { $0.closed }, "a client typing far ahead is cut off")

        // The first player never noticed.
        #expect(!good.closed)
        good.send(.line("modes"))
        #expect(await good.wait { c in c.events.contains { if case .app(.list) = $0 { true } else { false } } })
        #expect(await good.wait { $0.prompts >= 2 })
    }

    /// The server's clock decides, and stands still while the client says it was reading the
    /// question aloud: three seconds of reported reading leave the whole time limit.
    @Test func timedGamesStopTheServersClockForReportedReading() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        func secondsLeft(reading: Bool) async throws -> Int {
            let client = WireClient(url: server.url)
            defer { client.close() }
            #expect(await client.join(reading ? "Listener" : "Reader"))
            client.send(.line("play timed geography 3"))
            #expect(await client.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
            let asked = ContinuousClock.now
            let reported = try await client.waitReading(for: .seconds(3), report: reading)
            client.send(.line("time"))
            #expect(await client.wait { c in c.events.contains { if case .game(.timeLeft) = $0 { true } else { false } } })
            #expect(ContinuousClock.now - asked >= .seconds(3))
            #expect(reported == reading)
            return client.events.compactMap { if case .game(.timeLeft(let s, _)) = $0 { s } else { nil } }.first ?? -1
        }
        let listener = try await secondsLeft(reading: true)
        let reader = try await secondsLeft(reading: false)
        #expect(listener >= 19, "reading aloud does not count against the player")
        #expect(reader <= 18 && reader > 0)
    }

    @Test(arguments: StoreKind.available)
    func anIdleSessionIsClosedAndItsGameKept(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind, idleTimeout: .seconds(1))
        defer { server.stop() }
        let client = WireClient(url: server.url)
        defer { client.close() }
        #expect(await client.join("Sleepy"))
        client.send(.line("play classic geography 3"))
        #expect(await client.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
        client.send(.line("skip"))
        #expect(await client.wait(limit: .seconds(15)) { $0.closed })
        #expect(client.received.contains { if case .error(.idle, _) = $0 { true } else { false } })
        let sleepy = try await server.context.store.player(named: "Sleepy")
        let stats = try await server.context.store.stats(playerID: sleepy.id)
        #expect(stats.games == 1 && stats.completed == 0, "the game ended as abandoned")
        #expect(stats.answered == 1, "the skipped question is kept")
    }
}

extension WireClient {
    /// Lets `time` pass, reporting it as reading time (as speech would) when `report` is set.
    /// Returns whether it reported.
    func waitReading(for time: Duration, report: Bool) async throws -> Bool {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < time {
            try await Task.sleep(for: .milliseconds(250))
            if report {
                let elapsed = ContinuousClock.now - start
                let ms = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
                send(.readingTime(milliseconds: ms))
            }
        }
        return report
    }

    var asked: [AskedQuestion] { events.compactMap { if case .game(.asked(let q)) = $0 { q } else { nil } } }
}
