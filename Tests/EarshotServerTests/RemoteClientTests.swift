// Plugins this file needs: Classic

import EarshotConsole
import EarshotCore
import EarshotRemote
import EarshotTesting
import Foundation
import GRDB
import Testing

@Suite("The remote client", .serialized, .timeLimit(.minutes(2)))
struct RemoteClientTests {
    @Test func addressesBecomeWebSocketURLs() {
        #expect(RemoteClient.webSocketURL("127.0.0.1:8080") == "ws://127.0.0.1:8080/play")
        #expect(RemoteClient.webSocketURL("ws://club.example.org:80") == "ws://club.example.org:80/play")
        #expect(RemoteClient.webSocketURL("https://club.example.org/play") == "wss://club.example.org/play")
    }

    @Test func aServerThatIsNotThereIsSaidSoAndTheClientCarriesOn() async throws {
        let port = try freePort()
        let events = RecordingSink()
        let client = RemoteClient(
            options: .init(url: "127.0.0.1:\(port)", player: "Lou", clientVersion: "test"),
            presenter: Presenter(sinks: [events]), input: InputChannel(reader: ScriptedLineReader(["what", "quit"])),
            speech: nil)
        let status = await client.run()
        #expect(status == 1)
        let errors = events.events.compactMap { if case .app(.error(let m)) = $0 { m } else { nil } }
        #expect(errors.first?.contains("could not reach the server at ws://127.0.0.1:\(port)/play") == true)
        #expect(errors.first?.contains("Nothing answers") == true)
        #expect(events.events.contains { if case .app(.info(let m)) = $0 { m.contains("You are not connected") } else { false } })
        #expect(events.events.last == .app(.goodbye))
    }

    /// The real client against a live server: typed lines go to the server, events come back
    /// to the local presenter, and speech commands stay on this computer.
    @Test func theClientPlaysOnTheServerAndKeepsSpeechCommandsLocal() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let reader = ScriptedLineReader([
            // Remy is new on the server: the password, twice, to join.
            WireClient.password, WireClient.password, "play classic geography 2", "faster", "skip", "skip", "quit",
        ])
        let events = RecordingSink()
        let ran = LocalLines()
        let client = RemoteClient(
            options: .init(url: "127.0.0.1:\(server.port)", player: "Remy", clientVersion: "test"),
            presenter: Presenter(sinks: [events]), input: InputChannel(reader: reader), speech: ListeningSpeechControl(),
            local: { line in
                guard line == "faster" else { return false }
                ran.add(line)
                return true
            })
        let status = await client.run()
        #expect(status == 0)
        #expect(ran.lines == ["faster"])
        let game = events.gameEvents
        #expect(game.contains { if case .started(_, "Geography", 2) = $0 { true } else { false } })
        #expect(game.filter { if case .skipped = $0 { true } else { false } }.count == 2)
        #expect(game.contains { if case .finished(.completed, _) = $0 { true } else { false } })
        #expect(events.events.contains(.app(.goodbye)))
        let remy = try await server.context.store.player(named: "Remy")
        #expect(try await server.context.store.stats(playerID: remy.id).answered == 2)
    }

    /// `earshot serve` in its own process, killed mid-game: the client says so in words, offers
    /// to reconnect, and the answer the player heard a verdict on is in the store.
    @Test(.enabled(if: BinaryRunner.binary != nil, "The earshot binary is not built."))
    func aServerKilledMidGameIsToldAndNothingHeardIsLost() async throws {
        let folder = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("club.sqlite").path
        let port = try freePort()
        let serve = Process()
        serve.executableURL = BinaryRunner.binary
        serve.arguments = ["serve", "--listen", "127.0.0.1:\(port)", "--db", db]
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = folder.path
        env["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        serve.environment = env
        serve.standardOutput = FileHandle.nullDevice
        serve.standardError = FileHandle.nullDevice
        try serve.run()
        defer { if serve.isRunning { kill(serve.processIdentifier, SIGKILL) } }
        #expect(await waitForPort(port))

        let reader = GatedLineReader()
        let events = RecordingSink()
        let client = RemoteClient(
            options: .init(url: "127.0.0.1:\(port)", player: "Kim", clientVersion: "test"),
            presenter: Presenter(sinks: [events]), input: InputChannel(reader: reader), speech: nil)
        let run = Task { await client.run() }
        for _ in 0..<2 {
            #expect(await eventually { reader.isWaiting })
            reader.send(WireClient.password)
        }
        #expect(await eventually { reader.isWaiting })
        reader.send("play classic geography 3")
        #expect(await eventually { events.gameEvents.contains { if case .asked = $0 { true } else { false } } })
        #expect(await eventually { reader.isWaiting })
        reader.send("skip")
        #expect(await eventually { events.gameEvents.contains { if case .skipped = $0 { true } else { false } } })

        kill(serve.processIdentifier, SIGKILL)
        serve.waitUntilExit()
        let told = await eventually {
            events.events.contains { if case .app(.error(let m)) = $0 { m.contains("server has gone away") } else { false } }
        }
        #expect(told)
        #expect(events.events.contains { if case .app(.info(let m)) = $0 { m.contains("reconnect") } else { false } })

        let queue = try DatabaseQueue(path: db)
        let answers = try await queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM answer WHERE status = 'skipped'") }
        #expect(answers == 1, "the skipped question was stored before the player heard about it")

        reader.send("quit")
        let status = await ended(run)
        #expect(status == 1)
    }
}

/// Lines the client ran on this computer.
final class LocalLines: @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []
    func add(_ line: String) { lock.withLock { _lines.append(line) } }
    var lines: [String] { lock.withLock { _lines } }
}

/// A TCP port nothing listens on now.
func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
        }
    }
    guard bound else { throw POSIXError(.EADDRINUSE) }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Waits until something accepts connections on the port (at most 20 seconds).
func waitForPort(_ port: Int) async -> Bool {
    for _ in 0..<200 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        close(fd)
        if connected { return true }
        try? await Task.sleep(for: .milliseconds(100))
    }
    return false
}
