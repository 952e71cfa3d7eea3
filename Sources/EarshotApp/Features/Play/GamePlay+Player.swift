import EarshotCore
import EarshotStore
import Foundation

extension GamePlay {
    /// The language this session speaks: the player's choice, else `--language` or the locale.
    var language: Language { session.messages.language }

    /// The player's settings with the language in force filled in, for modes and plugins.
    var effectiveSettings: PlayerSettings {
        var s = session.player.settings
        s.language = language
        return s
    }

    /// Says once, at the start of the REPL, how many review questions are due today.
    func announceDueReviews() async {
        guard let deck = try? await store.reviewDeck(playerID: session.player.id, day: options.currentDay), deck.due > 0
        else { return }
        await session.say(.info(session.messages.plural("mode.review.due", count: deck.due)))
    }
}
