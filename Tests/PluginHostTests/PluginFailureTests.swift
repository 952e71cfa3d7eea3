// Plugins this file needs: Timed

import EarshotTesting
import Foundation
import Testing

/// Every way a plugin can fail, through the built binary: the player hears which plugin did
/// what, the REPL and the other plugins carry on, and the store keeps what was played.
@Suite("Broken plugins", .serialized)
struct PluginFailureTests {
    static let atStart: [(FakePlugin.Fault, String)] = [
        (.exitAtStart, "it exited with status 3 before answering initialize"),
        (.notJSONAtStart, "it printed a line that is not a JSON object: \"Hello! I am a plugin.\""),
        (.oversizedAtStart, "it printed a line longer than 4000 bytes"),
        (.wrongIDAtStart, "it answered request 99, which Earshot was not waiting for"),
        (.missingResultAtStart, "it answered initialize with neither a result nor an error"),
        (.badShapeAtStart, "it answered initialize with a result of the wrong shape (the field modes.item 1.id is missing)"),
        (.silentAtStart, "it did not answer initialize within 3 seconds"),
        (.versionMismatch, "it speaks plugin protocol version 2, but this Earshot speaks version 1"),
    ]

    @Test(arguments: atStart)
    func aPluginThatFailsAtStartIsReportedAndSkipped(fault: FakePlugin.Fault, message: String) async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("bad", fault: fault, in: scratch.plugins)
        try FakePlugin.write("good", in: scratch.plugins)
        // A short limit only where it is waited for, so a busy machine does not fail the good plugin.
        var env = ["EARSHOT_PLUGIN_MAX_LINE": "4000"]
        if fault == .silentAtStart { env["EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT"] = "3" }
        let result = try await scratch.run([], input: "good-say\nplay good science\n1\nquit\nyes\nmodes\nbye\n", environment: env)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Error: The plugin \"bad\" is not loaded: \(message)."), "\(result.output)")
        #expect(result.output.contains("Fake good says hello."), "the other plugins carry on")
        #expect(result.output.contains("good: A fake mode for tests."))
        #expect(!result.output.contains("bad: A fake mode"))
        #expect(result.output.hasSuffix("Goodbye.\n"), "the REPL goes on to the end")
        let games = try scratch.games()
        #expect(games.count == 1 && games.first?.mode == "good" && games.first?.answers == ["answered"], "the store is intact")

        let listing = try await scratch.run(["plugins"], environment: env)
        #expect(listing.output.contains("bad: failed, \(message). From \(scratch.plugins.path)/earshot-plugin-bad."), "\(listing.output)")
        #expect(listing.output.contains("good: loaded. From"))
    }

    static let midGame: [(FakePlugin.Fault, String)] = [
        (.crashMidGame, "was killed by signal 9 before answering mode.handle"),
        (.silentMidGame, "did not answer mode.handle within 3 seconds"),
        (.notJSONMidGame, "printed a line that is not a JSON object: \"Traceback (most recent call last): oops\""),
        (.oversizedMidGame, "printed a line longer than 4000 bytes"),
        (.wrongIDMidGame, "answered request 1004, which Earshot was not waiting for"),
        (
            .badShapeMidGame,
            "answered mode.handle with a result of the wrong shape (the field events.item 1.type: \"explode\" is not an event type)"
        ),
        (.errorMidGame, "answered mode.handle with an error: \"division by zero\""),
        // Still running when its output closed: Foundation traps when such a process is asked
        // for its exit status, which once crashed Earshot.
        (.closedOutputMidGame, "closed its output before answering mode.handle"),
    ]

    @Test func aModeWhosePluginWasGivenUpIsMarkedInModes() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("bad", fault: .crashMidGame, in: scratch.plugins)
        let game = "play bad science\n1\n1\n"
        let result = try await scratch.run([], input: "modes\n" + String(repeating: game, count: 4) + "modes\nbye\n")
        #expect(result.status == 0, "\(result.errors)")
        let listings = result.output.components(separatedBy: "bad: A fake mode for tests.")
        #expect(listings.count == 3, "listed twice: \(result.output)")
        #expect(!listings[1].hasPrefix(" (from the bad plugin) Not playable now"), "playable before it failed")
        #expect(
            result.output.contains(
                "bad: A fake mode for tests. (from the bad plugin) Not playable now: the plugin \"bad\" was killed by signal 9"),
            "\(result.output)")
        #expect(result.output.contains("restarted 3 times already. Start Earshot again to try it again."))
    }

    @Test func aModeThatFailsAtItsStartIsSaidNeverToHaveBegun() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("bad", fault: .errorAtModeStart, in: scratch.plugins)
        let result = try await scratch.run([], input: "play bad science\nbye\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains("The Fake bad game could not begin, because its plugin failed. Nothing was played."), "\(result.output)")
        #expect(!result.output.contains("you left the Fake bad game"))
        #expect(!result.output.contains("Time: 0 seconds"), "no score or time for a game that never began")
    }

    @Test(arguments: midGame)
    func aPluginThatFailsMidGameEndsTheGameAsAbandonedAndKeepsTheAnswers(fault: FakePlugin.Fault, message: String) async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("bad", fault: fault, in: scratch.plugins)
        try FakePlugin.write("good", in: scratch.plugins)
        var env = ["EARSHOT_PLUGIN_MAX_LINE": "4000"]
        if fault == .silentMidGame { env["EARSHOT_PLUGIN_CALL_TIMEOUT"] = "3" }
        let input =
            "play bad science\n1\n1\nmodes\ngood-say\nplay good science\n1\nquit\nyes\nplay bad science\n1\nquit\nyes\nbye\n"
        let result = try await scratch.run([], input: input, environment: env)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "Error: The Fake bad mode stopped working (the plugin \"bad\" \(message)), so this game ends here. Your answers so far are kept."
            ), "\(result.output)")
        #expect(
            result.output.contains("Game over: the Fake bad game stopped because its plugin failed, so it earns no points."),
            "the summary says the plugin stopped, not that the player left: \(result.output)")
        #expect(result.output.contains(#/stopped because its plugin failed[^\n]*\nScore: 0 points\. [01] of [0-9]+ correct\./#))
        #expect(result.output.contains("good: A fake mode for tests."), "the REPL goes on")
        #expect(result.output.contains("Fake good says hello."), "the other plugins carry on")
        #expect(result.output.hasSuffix("Goodbye.\n"))
        let games = try scratch.games()
        #expect(games.count == 3)
        #expect(games.first?.mode == "bad" && games.first?.outcome == "abandoned", "the game is marked abandoned")
        #expect(games.first?.answers == ["answered"], "the answer given before the failure is kept: \(result.output)")
        #expect(games[1].mode == "good" && games[1].answers == ["answered"], "\(result.output)")
        #expect(games.last?.mode == "bad" && games.last?.answers == ["answered"], "the next game starts the plugin again: \(result.output)")
        // Three games began: each mode's rules are read the first time, and the bad mode's
        // second game says how to hear them again.
        #expect(result.output.components(separatedBy: "Fake rules.").count == 3, "\(result.output)")
        #expect(result.output.components(separatedBy: "Type rules to hear the rules.").count == 2, "three games began")
        let log = try String(contentsOf: scratch.home.appendingPathComponent("data/earshot/logs/plugin-bad.log"), encoding: .utf8)
        #expect(log.contains("about to misbehave: \(fault.rawValue)"), "standard error goes to the log")
        if fault != .errorMidGame { #expect(log.contains("[earshot] Earshot stopped the plugin: it \(message)."), "\(log)") }
        // Each stop is one line in the log, however many parts of Earshot saw it (issue 25).
        let stops = log.components(separatedBy: "Earshot stopped the plugin").count - 1
        let faults = log.components(separatedBy: "about to misbehave").count - 1
        #expect(stops == (fault == .errorMidGame ? 0 : faults), "\(log)")
    }

    @Test func silentPluginsDoNotDelayStartUpBeyondTheHandshakeLimit() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        let env = ["EARSHOT_PLUGIN_HANDSHAKE_TIMEOUT": "1"]
        _ = try await scratch.run(["modes"], environment: env)  // loads the packs once
        let clock = ContinuousClock()
        var t = clock.now
        _ = try await scratch.run(["modes"], environment: env)
        let baseline = clock.now - t
        for name in ["mute-a", "mute-b", "mute-c"] { try FakePlugin.write(name, fault: .silentAtStart, in: scratch.plugins) }
        t = clock.now
        let result = try await scratch.run(["modes"], environment: env)
        let withSilent = clock.now - t
        #expect(result.output.components(separatedBy: "did not answer initialize within 1 second").count == 4)
        #expect(result.output.contains("classic: Ten questions"))
        // Loaded one after another, three silent plugins would add over 3 seconds; loaded at
        // once, about 1 (with room for a busy machine).
        #expect(withSilent - baseline < .milliseconds(2600), "start-up took \(withSilent), \(baseline) without plugins")
        // The limit itself is waited out (a baseline slowed by a busy machine can make the
        // difference alone smaller than the limit).
        #expect(withSilent > .milliseconds(900))
        print("earshot modes: \(baseline) without plugins, \(withSilent) with three silent plugins and a 1 second limit.")
    }

    @Test func clashesAreReportedAndControlCharactersNeverReachTheTerminal() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("classic", in: scratch.plugins)
        try FakePlugin.write("copycat", modeID: "timed", in: scratch.plugins)
        try FakePlugin.write("helper", fault: .clashingCommand, in: scratch.plugins)
        try FakePlugin.write("noisy", fault: .controlCharacters, in: scratch.plugins)
        let result = try await scratch.run([], input: "play noisy science\nquit\nyes\nhelp\nmodes\nbye\n")
        #expect(
            result.output.contains(
                "Error: The plugin \"classic\" at \(scratch.plugins.path)/earshot-plugin-classic is not loaded: a plugin built into Earshot is already called \"classic\"; rename the file."
            ), "\(result.output)")
        #expect(
            result.output.contains(
                "Error: The plugin \"copycat\" is not loaded: Plugin \"copycat\" tried to add the mode \"timed\", but plugin \"timed\" already has it."
            ))
        #expect(
            result.output.contains(
                "Error: The plugin \"helper\" adds the command \"help\", but Earshot already has a command with that word, so it is left out."
            ))
        #expect(result.output.contains("helper: A fake mode for tests."), "the rest of that plugin loads")
        #expect(result.output.contains("\nFake  rules.\n"), "escape sequences go, and a bell becomes a space: \(result.output)")
        #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{07}"))
        #expect(!result.output.contains("pwned"), "an OSC (a window title) goes whole, with its text")
        #expect(result.output.contains("noisy: A fake mode for tests."), "the handshake's text is cleaned where it arrives")
        #expect(!result.output.contains("\u{FFFD}"), "so nothing is left for the terminal to mark")
        #expect(result.output.contains("Commands come in groups:"), "help is still Earshot's own")
    }
}
