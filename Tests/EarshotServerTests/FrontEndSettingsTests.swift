import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotRemote
import EarshotSpeech
import EarshotTesting
import Foundation
import Testing

/// Every setting a front-end applies reaches the player's own computer when they play on a
/// club server: its command runs there, or its event comes from the server. `verbosity` was
/// once stored on the server and never heard.
@Suite("Front-end settings over a club connection", .serialized, .timeLimit(.minutes(3)))
struct FrontEndSettingsTests {
    @Test func everySettingCommandChangesTheClientsSpeech() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let sink = SpeechSink(engine: RecordingSpeechEngine())
        // The player's own computer: a local session whose speech is the sink.
        let local = try await TestApp(lines: [], registry: try BuiltinPlugins.registry(), extraSinks: [sink], speech: sink)
        let typed: [FrontEndSetting: String] = [
            .verbosity: "verbosity brief", .voice: "voice en-us", .rate: "rate 222", .pitch: "pitch 61", .volume: "volume 121",
            .earcons: "earcons off", .language: "language ms", .speech: "speech off",
        ]
        #expect(Set(typed.keys) == Set(FrontEndSetting.allCases), "a test line for every setting")
        let lines = [WireClient.password, WireClient.password] + FrontEndSetting.allCases.map { typed[$0]! } + ["quit"]
        let events = RecordingSink()
        let client = RemoteClient(
            options: options("Vera", port: server.port),
            presenter: Presenter(sinks: [events, sink]), input: InputChannel(reader: ScriptedLineReader(lines)), speech: sink,
            local: { line in await ClubClient.runLocally(line, in: local.app) })
        #expect(await client.run() == 0)
        let settings = await sink.settings
        #expect(await sink.verbosity == .brief)
        #expect(settings.voice == "en-us" && settings.rate == 222 && settings.pitch == 61 && settings.volume == 121)
        #expect(settings.earcons == false && settings.output == .off)
        #expect(await sink.renderer.messages.language == .ms, "the language came as an event from the server")
        let vera = try #require(try await server.context.store.account(named: "Vera"))
        #expect(try await server.context.store.player(id: vera.id)?.settings.language == .ms)
    }
}

/// A client's options for tests: a long welcome limit, since a machine busy with the whole
/// suite (and its password hashing) can be slow to log a player in.
func options(_ player: String, port: Int) -> RemoteClient.Options {
    var o = RemoteClient.Options(url: "127.0.0.1:\(port)", player: player, clientVersion: "test")
    o.welcomeTimeout = .seconds(90)
    return o
}
