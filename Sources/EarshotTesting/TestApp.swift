import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// An Earshot app wired for tests: an in-memory store with the given (or built-in) questions,
/// scripted input, and recorded text and events.
public struct TestApp {
    public let app: Earshot
    public let output: RecordingOutput
    public let events: RecordingSink
    public let reader: ScriptedLineReader
    public let store: Store

    public init(
        lines: [String], registry: PluginRegistry, store: Store? = nil, player: String = "Tester",
        today: String = "2026-11-22", clock: any GameClock = systemClock,
        extraSinks: [any EventSink] = [], speech: (any SpeechControl)? = nil, databasePath: String = ":memory:"
    ) async throws {
        let store = try store ?? Store(clock: clock)
        output = RecordingOutput()
        events = RecordingSink()
        reader = ScriptedLineReader(lines)
        self.store = store
        var options = AppOptions(databasePath: databasePath, playerName: player, today: today, color: false, interactive: false)
        options.language = .en  // tests choose their language; the machine's LANG does not

        app = try await Earshot(
            store: store, registry: registry,
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: output), events] + extraSinks),
            input: InputChannel(reader: reader), speech: speech, options: options, clock: clock)
    }
}
