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

    /// Says once, at the start of the REPL, what the plugins have to say to the player (the
    /// review deck: how many questions are due today).
    func announcePluginGreetings() async {
        for line in await session.environment.greetings(for: session.player, language: language) {
            await session.say(.info(line))
        }
    }
}
