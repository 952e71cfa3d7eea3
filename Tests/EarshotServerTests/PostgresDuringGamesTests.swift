// Plugins this file needs: Classic

import EarshotCore
import EarshotServer
import EarshotTesting
import EarshotWire
import Foundation
import Testing

/// PostgreSQL restarts, and goes away for a while, under a club server with a game in
/// progress: the game goes on, every answer the player heard a verdict on is stored, and a
/// player kept waiting hears why. On a PostgreSQL server of its own, never the shared one.
@Suite("PostgreSQL restarts during games", .serialized)
struct PostgresDuringGamesTests {
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func gamesGoOnThroughARestartAndAnOutage() async throws {
        let postgres = try await TemporaryPostgres.started()
        defer { postgres.stop() }
        let server = try await RunningServer(location: try await postgres.newDatabase())
        defer { server.stop() }
        let bank = try await server.context.store.questions(in: "geography")
        let client = WireClient(url: server.url)
        defer { client.close() }
        #expect(await client.join("Ann"))
        client.send(.line("play classic geography 4"))

        /// Answers question `n` right, after `before` ran (a restart, an outage).
        func answer(_ n: Int, before: () throws -> Void = {}) throws {
            let asked = try #require(client.asked.last)
            #expect(asked.number == n)
            try before()
            client.send(.line(try #require(bank.first { $0.text == asked.text }?.shownAnswer)))
        }
        func judged() -> Int { client.events.filter { if case .game(.judged) = $0 { true } else { false } }.count }

        #expect(await client.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
        try answer(1)
        #expect(await client.wait { $0.asked.count >= 2 && $0.prompts >= 3 })
        try answer(2) { try postgres.restart(mode: "fast") }
        #expect(await client.wait { $0.asked.count >= 3 && $0.prompts >= 4 })
        try answer(3) { try postgres.restart(mode: "immediate") }
        #expect(await client.wait { $0.asked.count >= 4 && $0.prompts >= 5 })
        #expect(judged() == 3)

        // PostgreSQL is down while the last answer is saved: the player hears why it waits,
        // and the verdict comes once PostgreSQL is back.
        try answer(4) { try postgres.halt() }
        let slow = Messages.english("store.slow")
        #expect(await client.wait(limit: .seconds(20)) { $0.told.contains(slow) }, "\(client.told)")
        #expect(judged() == 3, "no verdict before the answer is stored")
        try postgres.start()
        #expect(await client.wait(limit: .seconds(60)) { c in c.events.contains { if case .game(.finished) = $0 { true } else { false } } })
        #expect(judged() == 4)
        let verdicts = client.events.compactMap { if case .game(.judged(let j)) = $0 { j } else { nil } }
        #expect(verdicts.allSatisfy { $0.correct })

        let ann = try await server.context.store.player(named: "Ann")
        let stats = try await server.context.store.stats(playerID: ann.id)
        #expect(stats.completed == 1 && stats.answered == 4 && stats.correct == 4)
        client.send(.line("quit"))
        #expect(await client.wait { $0.closed })
    }
}
