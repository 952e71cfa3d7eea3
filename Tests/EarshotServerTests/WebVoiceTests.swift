import EarshotCore
import EarshotSpeech
import EarshotWire
import Foundation
import Testing

@testable import EarshotServer

/// Earshot's own voice for a web page: espeak-ng on the server, into WAV files kept a while.
@Suite("The web page's own voice", .timeLimit(.minutes(2)))
struct WebVoiceTests {
    /// The largest sample of a 16-bit WAV file after its 44-byte header.
    static func loudness(_ wav: Data) -> Int {
        let bytes = [UInt8](wav.dropFirst(44))
        return stride(from: 0, to: bytes.count - 1, by: 2).map {
            abs(Int(Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)))
        }
        .max() ?? 0
    }

    @Test func eachEventIsSaidIntoAWAVFileThePageCanFetch() async throws {
        let switchboard = WebVoiceSwitch { WebVoiceSwitch.make(hooks: [:]) }
        #expect(switchboard.voice == nil, "off unless turned on")
        #expect(await switchboard.turn(true))
        let voice = try #require(switchboard.voice)
        let path = try #require(await voice.say(.app(.info("The capital of France is Paris."))))
        #expect(path.hasPrefix("/speech/") && path.hasSuffix(".wav"))
        let wav = try #require(SpokenAudio.shared.wav(named: String(path.dropFirst("/speech/".count))))
        #expect(wav.prefix(4) == Data("RIFF".utf8))
        #expect(wav.count > 20_000)
        #expect(Self.loudness(wav) > 1000, "speech, not silence")
        #expect(await voice.say(.app(.playing(as: "Ann"))) == nil, "nothing is said for it")
        await switchboard.turn(false)
        #expect(switchboard.voice == nil)
    }

    /// As a session does: the player's settings first, then the page turns the voice on.
    @Test func theVoiceTakesThePlayersSettingsAppliedBeforeItWasOn() async throws {
        let switchboard = WebVoiceSwitch { WebVoiceSwitch.make(hooks: [:]) }
        let control = ReportedReadingTime(voice: switchboard)
        var settings = SpeechSettings()
        settings.rate = 300
        await control.apply(settings)
        await control.apply(verbosity: .brief)
        switchboard.remember(language: .zh)
        #expect(await switchboard.turn(true))
        let voice = try #require(switchboard.voice)
        let help = Event.app(.help(title: "Commands", entries: [HelpEntry(name: "play", summary: "Play a game.")], footer: "More."))
        #expect(await voice.say(help) != nil)
    }

    /// Over a real server: the page turns the voice on, and each event's audio follows its words.
    @Test func aPageThatTurnsTheVoiceOnGetsAudioAfterEachEvent() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let page = WireClient(url: server.url)
        defer { page.close() }
        page.send(.hello(Hello(clientVersion: "web", language: "en", player: "Vi", wantsText: true)))
        #expect(await page.join("Vi", sayHello: false))
        #expect(!page.received.contains { if case .audio = $0 { true } else { false } }, "off unless asked")
        page.send(.voice(true))
        page.send(.line("help"))
        #expect(
            await page.wait(limit: .seconds(30)) { $0.received.contains { if case .audio = $0 { true } else { false } } },
            "\(page.received.suffix(3))")
    }

    /// The profiles' voices are Earshot's own espeak-ng variants: the server's voice has them,
    /// whichever part of the process started espeak-ng first (a club's name check or this page
    /// named no folder and, before, started it without them).
    @Test func theProfilesVariantsAreThereOnTheServer() async throws {
        let synthesizer = try EspeakSynthesizer.shared(dataFolder: nil)
        for voice in ["en-us+earshot-bright", "en-us+earshot-brisk", "en-us+earshot-clear"] {
            #expect(await synthesizer.canUse(voice: voice), "\(voice) from \(synthesizer.dataPath)")
        }
    }

    @Test func oldAndUnknownFilesAreNotServed() throws {
        let store = SpokenAudio(keep: .milliseconds(1), limit: 100)
        let path = store.add(Data(repeating: 1, count: 10))
        Thread.sleep(forTimeInterval: 0.01)
        #expect(store.wav(named: String(path.dropFirst("/speech/".count))) == nil, "kept only a while")
        let fresh = SpokenAudio(limit: 15)
        let first = fresh.add(Data(repeating: 1, count: 10))
        _ = fresh.add(Data(repeating: 2, count: 10))
        #expect(fresh.wav(named: String(first.dropFirst("/speech/".count))) == nil, "the oldest goes past the limit")
        #expect(fresh.wav(named: "../../etc/passwd") == nil)
    }
}
