import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// The session as a mode's hooks see it while they settle the mode's own settings
/// (``ModeHooks/prepare(_:_:)``): a menu to choose from, something to say, and a file the
/// player names on this computer, read only where the session may read files (never on a
/// club server).
struct SessionPrepareHost: PrepareHost {
    let play: GamePlay

    func choose(title: String, items: [String], keys: [String]) async -> Int? {
        await play.choose(title: title, items: items, keys: keys)
    }

    func say(_ event: AppEvent) async { await play.session.say(event) }

    func readLocalFile(_ path: String, maxBytes: Int) async -> LocalFile {
        guard play.options.readsLocalFiles, !play.options.isClubSession else { return .notAllowed }
        let local = FileDelivery.localPath(path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: local),
            attributes[.type] as? FileAttributeType == .typeRegular,
            (attributes[.size] as? Int ?? .max) <= maxBytes,
            var text = try? String(contentsOfFile: local, encoding: .utf8)
        else { return .unreadable(path: local) }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .text(text)
    }
}

extension GamePlay {
    /// Lets the mode of `entry` settle its own settings for a game of `player` (guess who: its
    /// board), with `words` typed after the mode at `play` (`nil` when a game is prepared) and
    /// `given`, the settings the player typed. Says why and returns `nil` when there is no game.
    func prepare(
        _ options: [String: String], for entry: PluginRegistry.ModeEntry, setup: GameSetup, player: Player,
        words: [String]?, given: Set<String>
    ) async -> [String: String]? {
        var options = options
        var known = setup
        known.modeOptions = options
        let context = PrepareContext(
            hook: session.environment.hookContext(entry, setup: known, player: player), words: words, given: given,
            host: SessionPrepareHost(play: self))
        do {
            switch try await entry.hooks.prepare(&options, context) {
            case .ready:
                return options
            case .cancelled:
                return nil
            case .refused(let reason):
                await session.say(.error(reason))
                return nil
            }
        } catch {
            await session.say(.error(session.messages("game.checkFailed", ["error": "\(error)"])))
            return nil
        }
    }
}
