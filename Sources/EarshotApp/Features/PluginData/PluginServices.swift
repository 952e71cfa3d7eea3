import EarshotCore
import EarshotStore
import Foundation

/// What the host gives the plugins, built from a session's environment: each plugin's own data
/// for a player (never another plugin's), the question bank to read, and the plugins' watch
/// over every game (``GameObserver``).
extension SessionEnvironment {
    /// A plugin's two spaces (the player's and the shared one) for `player`.
    public func pluginData(_ plugin: String, player: Int64) -> PluginData {
        .stored(in: store, plugin: plugin, player: player)
    }

    /// The question bank as plugins read it.
    public var questionLookup: any QuestionLookup { StoreQuestionLookup(store: store) }

    /// What a hook of `entry` is told about a game of `player`.
    func hookContext(_ entry: PluginRegistry.ModeEntry, setup: GameSetup, player: Player) -> HookContext {
        HookContext(
            setup: setup, mode: entry.descriptor, playerName: player.name, today: options.currentDay,
            history: StoreHistory(store: store, playerID: player.id), data: pluginData(entry.plugin, player: player.id),
            bank: questionLookup, secondsToMidnight: options.followsClock ? Self.secondsToLocalMidnight(from: clock.date()) : nil)
    }

    /// What a ``GameObserver`` of `plugin` is told about `player` on `day`.
    func observerContext(_ plugin: String, player: Player, day: String, language: Language) -> ObserverContext {
        ObserverContext(
            playerName: player.name, day: day, language: language, data: pluginData(plugin, player: player.id), bank: questionLookup)
    }

    /// Tells every plugin's observer of a saved answer. Returns what could not be noted, as
    /// (plugin, error), for the player to hear; the game goes on.
    func noteAnswer(_ record: AnswerRecord, player: Player, day: String, language: Language) async -> [(String, any Error)] {
        var failures: [(String, any Error)] = []
        for entry in registry.observers {
            do {
                try await entry.observer.recorded(record, observerContext(entry.plugin, player: player, day: day, language: language))
            } catch {
                failures.append((entry.plugin, error))
            }
        }
        return failures
    }

    /// What the plugins say when `player`'s session starts ("3 questions are due for review").
    /// A plugin that fails says nothing.
    func greetings(for player: Player, language: Language) async -> [String] {
        var lines: [String] = []
        for entry in registry.observers {
            let context = observerContext(entry.plugin, player: player, day: options.currentDay, language: language)
            lines += (try? await entry.observer.greeting(context)) ?? []
        }
        return lines
    }

    /// Seconds from now to the next local midnight.
    static func secondsToLocalMidnight(from now: Date) -> Int {
        let calendar = Calendar.current
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        return max(0, Int(midnight.timeIntervalSince(now).rounded(.up)))
    }
}
