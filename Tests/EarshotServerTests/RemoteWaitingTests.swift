import EarshotConsole
import EarshotCore
import EarshotRemote
import EarshotTesting
import Foundation
import Testing

/// The client never hangs in silence: a server that accepts and never answers, or upgrades
/// and never says welcome, is said so within the welcome limit, and the player can stop
/// waiting with quit, Ctrl-D or Ctrl-C. Leaving on purpose says goodbye, and a rename is
/// remembered for the next connection.
@Suite("The remote client while it waits", .serialized, .timeLimit(.minutes(3)))
struct RemoteWaitingTests {
    static func client(
        _ url: String, player: String? = "Lou", reader: any LineReader, events: RecordingSink,
        welcome: Duration = .seconds(60), quiet: Duration = .milliseconds(300)
    ) -> RemoteClient {
        var options = RemoteClient.Options(url: url, player: player, clientVersion: "test")
        options.welcomeTimeout = welcome
        options.quietWait = quiet
        return RemoteClient(options: options, presenter: Presenter(sinks: [events]), input: InputChannel(reader: reader), speech: nil)
    }

    static func said(_ events: RecordingSink, _ words: String) -> Bool {
        events.events.contains {
            switch $0 {
            case .app(.info(let m)), .app(.error(let m)): m.contains(words)
            default: false
            }
        }
    }

    @Test(arguments: [FakeServer.Behaviour.silent, .upgradeOnly])
    func aServerThatNeverAnswersIsSaidSo(_ behaviour: FakeServer.Behaviour) async throws {
        let fake = try FakeServer(behaviour)
        defer { fake.stop() }
        let events = RecordingSink()
        let reader = GatedLineReader()
        let client = Self.client("127.0.0.1:\(fake.port)", reader: reader, events: events, welcome: .seconds(2))
        let start = ContinuousClock.now
        let run = Task { await client.run() }
        #expect(await eventually(limit: .seconds(60)) { Self.said(events, "Connecting to ws://127.0.0.1:\(fake.port)/play") })
        #expect(await eventually(limit: .seconds(60)) { Self.said(events, "did not answer within 2 seconds") })
        let took = ContinuousClock.now - start
        #expect(took >= .seconds(2) && took < .seconds(30), "told after \(took)")
        #expect(Self.said(events, "could not reach the server at ws://127.0.0.1:\(fake.port)/play"))
        #expect(Self.said(events, "Type reconnect"), "and told what to do")
        #expect(fake.connections >= 1)
        #expect(await eventually(limit: .seconds(60)) { reader.isWaiting && reader.prompts.last == "reconnect? " })
        reader.send("quit")
        #expect(await ended(run) == 1)
        #expect(events.events.last == .app(.goodbye))
    }

    /// While waiting (with a long welcome limit), quit, Ctrl-D and Ctrl-C each stop at once.
    @Test(arguments: ["quit", "Ctrl-D", "Ctrl-C"])
    func thePlayerCanStopWaiting(_ key: String) async throws {
        let fake = try FakeServer(.silent)
        defer { fake.stop() }
        let events = RecordingSink()
        let reader = GatedLineReader()
        let client = Self.client("127.0.0.1:\(fake.port)", reader: reader, events: events)
        let run = Task { await client.run() }
        #expect(await eventually(limit: .seconds(60)) { reader.isWaiting && Self.said(events, "Connecting to") })
        let start = ContinuousClock.now
        switch key {
        case "quit": reader.send("quit")
        case "Ctrl-D": reader.close()
        default: reader.interruptRead()
        }
        #expect(await ended(run) == 0)
        #expect(ContinuousClock.now - start < .seconds(5), "it stopped at once, not after the minute")
        #expect(events.events.last == .app(.goodbye))
        #expect(!Self.said(events, "did not answer"))
    }

    /// Another line typed while waiting goes nowhere, and the player hears so.
    @Test func aLineTypedWhileWaitingIsDropped() async throws {
        let fake = try FakeServer(.upgradeOnly)
        defer { fake.stop() }
        let events = RecordingSink()
        let reader = GatedLineReader()
        let client = Self.client("127.0.0.1:\(fake.port)", reader: reader, events: events)
        let run = Task { await client.run() }
        #expect(await eventually(limit: .seconds(60)) { reader.isWaiting && Self.said(events, "Connecting to") })
        reader.send("Quiz-Night-42")
        #expect(await eventually(limit: .seconds(60)) { Self.said(events, "that line went nowhere") })
        #expect(await eventually(limit: .seconds(60)) { reader.isWaiting })
        reader.send("stop")
        #expect(await ended(run) == 0)
    }

    /// Ctrl-D at the login's name prompt, or its password prompt, says goodbye: the player
    /// chose to leave, the server did not go away.
    @Test(arguments: [nil, "Lou"] as [String?])
    func ctrlDAtTheLoginSaysGoodbye(_ player: String?) async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let events = RecordingSink()
        let reader = ScriptedLineReader(inputs: [.eof])
        let client = Self.client("127.0.0.1:\(server.port)", player: player, reader: reader, events: events, quiet: .seconds(5))
        #expect(await client.run() == 0)
        #expect(events.events.contains(.app(.goodbye)))
        #expect(!Self.said(events, "gone away"))
        #expect(!Self.said(events, "Type reconnect"))
    }

    /// After `rename`, a new connection says hello as the new name.
    @Test func aRenamedPlayerReconnectsAsTheNewName() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let events = RecordingSink()
        let pw = WireClient.password
        let reader = ScriptedLineReader([pw, pw, "rename Remo", "connect 127.0.0.1:\(server.port)", pw, "quit"])
        let client = Self.client("127.0.0.1:\(server.port)", player: "Remy", reader: reader, events: events, quiet: .seconds(5))
        #expect(await client.run() == 0)
        #expect(Self.said(events, "Welcome, Remy"))
        #expect(Self.said(events, "Logged in as Remo."), "the second hello named Remo")
        #expect(!Self.said(events, "did not work"))
        #expect(try await server.context.store.account(named: "Remy") == nil)
    }
}
