import EarshotCore
import EarshotStore

extension StoreHistory {
    func reviewDeck(on day: String) throws -> ReviewDeckCounts {
        try store.reviewDeck(playerID: playerID, day: day)
    }
}

extension Session {
    /// Says once, at the start of the REPL, how many review questions are due today.
    func announceDueReviews() async {
        guard let deck = try? store.reviewDeck(playerID: player.id!, day: options.currentDay), deck.due > 0 else { return }
        let n = deck.due
        await say(
            .info(
                "\(n) question\(n == 1 ? " is" : "s are") due for review today. Type play review to go over \(n == 1 ? "it" : "them")."
            ))
    }
}
