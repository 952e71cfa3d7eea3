import EarshotCore
import EarshotStore

extension StoreHistory {
    func reviewDeck(on day: String) async throws -> ReviewDeckCounts {
        try await store.reviewDeck(playerID: playerID, day: day)
    }
}

extension Session {
    /// Says once, at the start of the REPL, how many review questions are due today.
    func announceDueReviews() async {
        guard let deck = try? await store.reviewDeck(playerID: player.id!, day: options.currentDay), deck.due > 0 else { return }
        await say(.info(messages.plural("mode.review.due", count: deck.due)))
    }
}
