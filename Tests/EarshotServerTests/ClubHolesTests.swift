// Plugins this file needs: Classic

import EarshotConsole
import EarshotCore
import EarshotRemote
import EarshotServer
import EarshotStore
import EarshotTesting
import EarshotWire
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a plain club member tried in the security review, over a raw WebSocket: nothing they
/// type names a file on the server or changes who the session plays as, and a ban bites.
@Suite("A club member's holes, closed", .serialized, .timeLimit(.minutes(5)))
struct ClubHolesTests {
    /// Every file under `folder` but the store's own, with its size, to see that nothing changed.
    static func snapshot(_ folder: URL, store: String) -> [String: Int] {
        var out: [String: Int] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        while let url = walker?.nextObject() as? URL {
            if url.path.hasPrefix(store) { continue }
            out[url.path] = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? -1
        }
        return out
    }

    /// A hostile player tries every command that takes a name or a path: the folders outside
    /// the store, the store file itself and other accounts stay as they were.
    @Test(arguments: StoreKind.available)
    func nothingTypedNamesAFileOrAnotherAccount(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind)
        defer { server.stop() }
        let decoy = server.folder.appendingPathComponent("decoy")
        try FileManager.default.createDirectory(at: decoy, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: decoy.appendingPathComponent("secret.json"))
        mkfifo(decoy.appendingPathComponent("pipe.json").path, 0o644)  // reading it would hang
        let ada = WireClient(url: server.url)
        #expect(await ada.join("Ada"))
        ada.send(.line("quit"))
        #expect(await ada.wait { $0.closed })
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let (before, cwdBefore) = (
            Self.snapshot(server.folder, store: server.databasePath), try FileManager.default.contentsOfDirectory(atPath: here.path)
        )
        let users = try await server.context.store.users().map(\.account.name)

        let eve = WireClient(url: server.url)
        defer { eve.close() }
        #expect(await eve.join("Eve"))
        let attempts = [
            "account export \(decoy.path)/out.json", "account export \(server.databasePath)", "account export club.sqlite",
            "account export ~/.bashrc", "import \(decoy.path)/secret.json", "play guess-who --board \(decoy.path)/secret.json",
            "play guess-who --board \(decoy.path)/pipe.json", "play guess-who --board /nowhere/missing.json",
            "play classic geography 1 --players Ada,Eve", "play daily --players Ada,Eve", "hot seat Ada Eve", "hot seat off",
            "player Ada", "login Ada", "logout", "register Zed", "rename Ada", "rename \u{FF21}\u{FF44}\u{FF41}", "rename Ev\u{435}",
            "connect evil",
        ]
        for line in attempts {
            let prompts = eve.prompts
            eve.send(.line(line))
            #expect(await eve.wait { $0.prompts > prompts || $0.closed }, "\(line) answered")
        }
        #expect(!eve.closed)
        let guessWho = eve.told.filter { $0.contains("never from a file") }
        #expect(guessWho.count == 3, "an existing file, a FIFO and a missing file get the same words, unread")
        // player, login, logout, register and both forms of `hot seat`; `--players` twice.
        #expect(eve.told.filter { $0.contains("On a club server you logged in when you connected") }.count == 6)
        #expect(eve.told.filter { $0.contains("there is no hot seat here") }.count == 2)
        #expect(eve.told.contains { $0.contains("The name Ada is taken") })
        #expect(eve.told.contains { $0.contains("looks too much like Ada") })
        #expect(eve.told.contains { $0.contains("may not mix letters") })
        // Files made for Eve travelled to her, never onto the server.
        let parts = eve.events.compactMap { if case .app(.file(let p)) = $0 { p } else { nil } }
        #expect(Set(parts.map(\.id)).count == 4, "four exports, each sent as parts")
        #expect(Set(parts.map(\.name)).contains("club.sqlite"), "the name is only a suggestion for Eve's own computer")
        #expect(Self.snapshot(server.folder, store: server.databasePath) == before, "no file under the server's folder changed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.path) == cwdBefore)
        #expect(try await server.context.store.users().map(\.account.name) == users + ["Eve"])
        #expect(try await server.context.store.account(named: "Zed") == nil)
        #expect(
            try await server.context.store.stats(playerID: try #require(try await server.context.store.account(named: "Ada")).id).games == 0
        )
    }

    /// `account export` arrives whole at the player: the parts put together are the export.
    @Test func anExportArrivesWholeAtThePlayer() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let pat = WireClient(url: server.url)
        defer { pat.close() }
        #expect(await pat.join("Pat"))
        pat.send(.line("account export mine.json"))
        #expect(await pat.wait { $0.told.contains { $0.contains("is on its way to your computer") } })
        let parts = pat.events.compactMap { if case .app(.file(let p)) = $0 { p } else { nil } }
        #expect(parts.map(\.part) == Array(1...parts.count) && parts.allSatisfy { $0.parts == parts.count })
        let data = parts.reduce(into: Data()) { $0.append(Data(base64Encoded: $1.data) ?? Data()) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let export = try decoder.decode(PlayerExport.self, from: data)
        #expect(export.profile.name == "Pat" && parts.first?.name == "mine.json")
    }

    /// After deleting their account the player's connection ends: nobody else's account, and
    /// no account of the server's own user, is stepped into.
    @Test(arguments: StoreKind.available)
    func deletingTheAccountEndsTheConnection(_ kind: StoreKind) async throws {
        let server = try await RunningServer(store: kind)
        defer { server.stop() }
        for name in ["Ada", "Bob"] {
            let c = WireClient(url: server.url)
            #expect(await c.join(name))
            c.close()
        }
        let pat = WireClient(url: server.url)
        defer { pat.close() }
        #expect(await pat.join("Pat"))
        pat.send(.line("account delete"))
        #expect(await pat.wait { $0.secretPrompts >= 3 }, "two to join, one to delete")
        pat.send(.secret(WireClient.password))
        #expect(await pat.wait { $0.prompts >= 2 })
        pat.send(.line("delete pat"))
        #expect(await pat.wait { $0.closed })
        #expect(pat.told.contains { $0.contains("Your account is gone, so this connection ends now.") })
        #expect(!pat.told.contains { $0.contains("You are now playing as") })
        let names = try await server.context.store.users().map(\.account.name)
        #expect(names == ["Ada", "Bob"], "no account was made or taken: \(names)")
    }

    /// A ban ends every session of the account at once, on every server that shares the
    /// store: a game in progress ends as abandoned, and nothing more is taken from it.
    @Test(arguments: StoreKind.available)
    func aBanEndsTheSessionsOnEveryServer(_ kind: StoreKind) async throws {
        let first = try await RunningServer(store: kind)
        defer { first.stop() }
        let second = try await RunningServer(store: kind, location: first.databasePath)
        defer { second.stop() }
        let ada = WireClient(url: first.url)
        defer { ada.close() }
        #expect(await ada.join("Ada"))
        let pat = WireClient(url: second.url)
        defer { pat.close() }
        #expect(await pat.join("Pat"))
        let other = WireClient(url: first.url)
        defer { other.close() }
        #expect(await other.join("Pat"), "Pat twice, on both servers")
        pat.send(.line("play classic geography 3"))
        #expect(await pat.wait { $0.asked.count >= 1 && $0.prompts >= 2 })
        pat.send(.line("skip"))
        #expect(await pat.wait { $0.asked.count >= 2 })

        ada.send(.line("promote Pat moderator"))
        // Both of Pat's sessions hear it, each from its own server (only one of them did
        // while the servers raced to mark it told).
        for session in [other, pat] {
            #expect(await session.wait(limit: .seconds(10)) { $0.told.contains { $0.contains("Ada made you a moderator.") } })
        }
        let banned = ContinuousClock.now
        ada.send(.line("ban Pat cheating"))
        #expect(await pat.wait(limit: .seconds(10)) { $0.closed })
        #expect(await other.wait(limit: .seconds(10)) { $0.closed })
        #expect(ContinuousClock.now - banned < .seconds(6), "at once, not at the next prompt")
        #expect(pat.told.contains("Ada banned this account, for this reason: cheating."))
        #expect(pat.received.contains { if case .error(.banned, _) = $0 { true } else { false } })
        let store = first.context.store
        let patID = try #require(try await store.account(named: "Pat")).id
        let stats = try await store.stats(playerID: patID)
        #expect(stats.games == 1 && stats.completed == 0 && stats.answered == 1, "abandoned with its one answer")
        let entries = try await store.audit(after: 0, limit: 10).map(\.action)
        #expect(entries == [.promote, .ban])
    }
}

/// The terminal client of a player banned while a line is being read ends at once: nothing
/// they could type would reach anyone.
@Suite("A banned player's client", .serialized, .timeLimit(.minutes(2)))
struct BannedClientTests {
    @Test func aBannedPlayersClientEndsWithoutWaitingForAKey() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let ada = WireClient(url: server.url)
        defer { ada.close() }
        #expect(await ada.join("Ada"))
        let reader = GatedLineReader()
        let events = RecordingSink()
        let client = RemoteClient(
            options: options("Pat", port: server.port),
            presenter: Presenter(sinks: [events]), input: InputChannel(reader: reader), speech: nil)
        let run = Task { await client.run() }
        // Each line waits for its own prompt: the client also reads while it connects (a person
        // may type quit), and a line sent then would be taken as a command. Generous limits:
        // the whole suite at once keeps the password hashing busy.
        let steps = [("Password", WireClient.password), ("Again", WireClient.password), ("earshot", "play classic geography 3")]
        for (prompt, line) in steps {
            try #require(
                await eventually(limit: .seconds(90)) { reader.isWaiting && reader.prompts.last?.contains(prompt) == true },
                "waiting for \(prompt); prompts so far: \(reader.prompts)")
            reader.send(line)
        }
        let asked = await eventually(limit: .seconds(90)) {
            events.gameEvents.contains { if case .asked = $0 { true } else { false } } && reader.isWaiting
        }
        guard asked else {
            reader.close()
            Issue.record("Pat's game never started")
            return
        }
        let banned = ContinuousClock.now
        ada.send(.line("ban Pat cheating"))
        let status = await ended(run)
        #expect(status == 1)
        #expect(ContinuousClock.now - banned < .seconds(10), "no key was needed")
        #expect(events.events.contains(.app(.error("Ada banned this account, for this reason: cheating."))))
    }
}
