import EarshotServer
import EarshotTesting
import EarshotWire
import Foundation
import Testing

/// Connections that never speak cannot hold the server: each must become a WebSocket within
/// the handshake limit, and one address may hold only so many at once. Tried with raw TCP
/// sockets, while a real player logs in and `/health` answers.
@Suite("Connections that never speak", .serialized, .timeLimit(.minutes(3)))
struct ConnectionLimitTests {
    /// 150 sockets that send nothing and 150 that send half a request head are all closed
    /// within the limit; meanwhile a player logs in and `/health` answers.
    @Test func silentConnectionsAreClosedInTimeAndOthersStillGetIn() async throws {
        let limit = Duration.seconds(3)
        let server = try await RunningServer {
            $0.handshakeTimeout = limit
            $0.connectionsPerAddress = 400
        }
        defer { server.stop() }
        // Connected on a thread of their own: 300 blocking connects on a thread of the task
        // pool held one of its two threads from the server, which accepts them there.
        let port = server.port
        let tried = await blocking {
            (0..<300).map { n -> RawSocket? in
                let socket = RawSocket(port: port)
                if n.isMultiple(of: 2) { socket?.send("GET /play HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: web") }
                return socket
            }
        }
        let sockets = tried.compactMap { $0 }
        try #require(sockets.count == 300, "\(sockets.count) of 300 sockets connected")
        let opened = ContinuousClock.now

        // Every silent socket is closed by the limit (plus a margin for a busy machine),
        // watched from the moment they opened while the player logs in: a login can take many
        // seconds of Argon2id under the whole suite, and must not eat the margin.
        // The margin is wide: in a full test run the server's accepts wait for a thread of the
        // task pool, which the other tests hold, and a deadline starts only at the accept.
        let margin = Duration.seconds(20)
        let held = sockets
        let watching = Task {
            await blocking {
                held.filter { socket in
                    let waited = ContinuousClock.now - opened
                    return socket.closed(within: max(.milliseconds(1), limit + margin - waited)) == nil
                }.count
            }
        }
        let player = WireClient(url: server.url)
        defer { player.close() }
        #expect(await player.join("Ada"), "a player logs in beside 300 silent connections")
        #expect(await blocking { Self.health(port: port) }, "/health answers meanwhile")
        let late = await watching.value
        #expect(
            late == 0,
            "\(late) of 300 silent connections were still open after \(limit + margin); \(Self.story(server, since: opened))")
        #expect(!player.closed, "the WebSocket that did say hello stays open")
        player.send(.line("modes"))
        #expect(await player.wait { c in c.events.contains { if case .app(.list) = $0 { true } else { false } } })
    }

    /// Over the cap, a connection from the same address is closed at once, long before the
    /// handshake limit; once one closes, another may come.
    @Test func oneAddressMayHoldOnlySoManyConnections() async throws {
        let server = try await RunningServer {
            $0.handshakeTimeout = .seconds(60)
            $0.connectionsPerAddress = 5
        }
        defer { server.stop() }
        let port = server.port
        var held = (0..<5).compactMap { _ in RawSocket(port: port) }
        #expect(held.count == 5)
        try await Task.sleep(for: .milliseconds(300))
        let first = held
        let stillOpen = await blocking { first.filter { $0.closed(within: .milliseconds(200)) == nil }.count }
        #expect(stillOpen == 5, "the first five stay open")
        let extra = try #require(RawSocket(port: port))
        let closedAfter = await blocking { extra.closed(within: .seconds(5)) }
        #expect(closedAfter != nil, "the sixth is closed at once, not at the 60-second limit")
        #expect(await blocking { Self.health(port: port) } == false, "a health check from the same address waits its turn too")

        held.removeFirst().hangUp()
        // The server counts the hang-up when it sees it, which a loaded machine may delay: a
        // player who is turned away tries again, for up to 20 seconds (the cap itself closes
        // a connection at once, so each try is quick).
        let end = ContinuousClock.now + .seconds(20)
        var joined = false
        while !joined && ContinuousClock.now < end {
            try await Task.sleep(for: .milliseconds(300))
            let player = WireClient(url: server.url)
            joined = await player.join("Bea")
            player.close()
        }
        #expect(joined, "with one closed, a player gets in")
    }

    /// What the server saw, for a failure: how many connections it closed at the handshake
    /// limit and when (after `opened`), and how many files this process holds against its limit.
    static func story(_ server: RunningServer, since opened: ContinuousClock.Instant) -> String {
        let times = KeptLog.byURL.withLock { $0[server.url] }?.times(of: "did not become a WebSocket") ?? []
        let closed = times.count
        let when = times.isEmpty ? "" : ", from \(times.min()! - opened) to \(times.max()! - opened) after they opened"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return "the server closed \(closed) at the limit\(when); this process holds \(files) files (limit \(limit.rlim_cur))"
    }

    /// A plain HTTP GET on a fresh connection: whether `/health` answered `ok`.
    static func health(port: Int) -> Bool {
        guard let socket = RawSocket(port: port), socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") else {
            return false
        }
        var got: [UInt8] = []
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(10) {
            guard let more = socket.read(within: .milliseconds(100)) else { break }
            got += more
            if String(decoding: got, as: UTF8.self).contains("\r\n\r\nok") { return true }
        }
        return false
    }
}
