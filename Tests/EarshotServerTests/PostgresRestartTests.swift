import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// PostgreSQL restarts under a running store (a server upgrade, a failover): the next calls
/// work without reopening the store. It restarts a server of its own, never the shared one
/// the other store tests use at the same time.
@Suite("PostgreSQL restarts under an open store", .serialized)
struct PostgresRestartTests {
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func theStoreWorksOnAfterARestartOrACrash() async throws {
        let server = try await TemporaryPostgres.started()
        defer { server.stop() }
        let store = try await PostgresStore(url: try await server.newDatabase())
        try await twoCategoryBank(store)
        let ann = try await store.player(named: "Ann").id
        // Several connections open in the pool, so that more than one is cut.
        async let a = store.playerNames()
        async let b = store.categories()
        async let c = store.draw(QuestionRequest(categoryID: "geo", count: 3, seed: 1))
        _ = try await (a, b, c)
        for (round, mode) in zip(1..., ["fast", "immediate", "fast"]) {
            try server.restart(mode: mode)
            // Reads, a write in a transaction, and a write outside one, at once after the restart.
            #expect(try await store.playerNames() == ["Ann"], "round \(round), \(mode)")
            #expect(try await store.draw(QuestionRequest(categoryID: "geo", count: 3, seed: 1)).count == 3)
            _ = try await store.addQuestion(question("After restart \(round)?"), packID: "community")
            try await completeGame(store, player: ann, mode: "classic", score: round, day: "2026-11-23")
            #expect(try await store.stats(playerID: ann).games == round)
        }
        #expect(try await store.categories().first { $0.category.id == "geo" }?.total == 9)
    }
}
