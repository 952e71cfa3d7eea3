import EarshotApp
import EarshotConsole
import EarshotCore
import Foundation

/// One person at a live-room test: their own session over a store and ``LiveRooms`` shared
/// with the others, lines handed over by the test (``GatedLineReader``), and what they were
/// shown and told recorded.
public final class RoomTestPlayer: Sendable {
    public let name: String
    public let reader = GatedLineReader()
    public let output = RecordingOutput()
    public let events = RecordingSink()
    private let run: Task<Int32, Never>

    /// Starts the player's REPL (a club session when `club`, from `address`).
    public init(
        _ name: String, store: any GameStore, registry: PluginRegistry, rooms: LiveRooms,
        clock: any GameClock = systemClock, club: Bool = true, address: String? = nil
    ) async throws {
        self.name = name
        var options = AppOptions(databasePath: ":memory:", playerName: name, today: "2026-11-26", color: false, interactive: true)
        options.language = .en
        options.isClubSession = club
        options.readsLocalFiles = !club
        options.clientAddress = address ?? "10.0.0.\(abs(name.hashValue) % 200 + 1)"
        let session = try await Session(
            store: store, registry: registry,
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: output), events]),
            input: InputChannel(reader: reader), speech: nil, options: options, clock: clock, rooms: rooms)
        run = Task { await session.runREPL(version: "test") }
    }

    /// Types a line.
    public func type(_ line: String) { reader.send(line) }

    /// Everything shown so far.
    public var text: String { output.text }

    /// Waits until the screen shows `words` `times` times or more (a safety net of 120 s: a
    /// whole suite on two cores can starve a session for a while).
    @discardableResult
    public func sees(_ words: String, times: Int = 1) async -> Bool {
        await eventually(limit: .seconds(120)) { text.components(separatedBy: words).count - 1 >= times }
    }

    /// Ends the player's input (their connection going) and waits for their session to end.
    public func disconnect() async {
        reader.close()
        _ = await run.value
    }
}
