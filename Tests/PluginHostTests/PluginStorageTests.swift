// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import GRDB
import Testing

@testable import EarshotPluginHost

/// Out-of-process plugins keep their own data with `storage.*` requests
/// (docs/plugin-protocol.md, "Storage"), served from the same spaces as compiled-in plugins'.
/// In the serialized plugin-host suite: these tests start plugins in this process and end them
/// with ``PluginHost/shutdownAll(under:)``, their own and no other suite's.
extension PluginHostTests {
    /// The keeper fake (``FakePlugin/writeKeeper(_:in:)``) loaded into a registry beside the
    /// built-in plugins.
    func loadedKeeper() async throws -> (home: URL, env: [String: String], registry: PluginRegistry) {
        let (home, env) = try scratch()
        try FakePlugin.writeKeeper(in: URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!))
        var registry = try PluginRegistry(plugins: BuiltinPlugins.all)
        let problems = await PluginHost.load(into: &registry, environment: env, earshotVersion: "test")
        #expect(problems.isEmpty, "\(problems)")
        return (home, env, registry)
    }

    /// The keeper's process alone, shaken hands with.
    func connectedKeeper(_ limits: PluginLimits = Self.generous) async throws -> (home: URL, plugin: LoadedPlugin) {
        let (home, env) = try scratch()
        let path = try FakePlugin.writeKeeper(in: URL(fileURLWithPath: env["EARSHOT_PLUGIN_PATH"]!)).path
        let log = home.appendingPathComponent("data/earshot/logs/plugin-keeper.log")
        let result = await PluginHost.connect(
            PluginCandidate(name: "keeper", path: path), limits: limits, language: "en", earshotVersion: "test", logFile: log)
        return (home, try result.get())
    }

    static let generous: PluginLimits = {
        var limits = PluginLimits()
        limits.handshake = .seconds(10)
        limits.call = .seconds(10)
        return limits
    }()

    /// Runs `keeper-do` with `requests` (JSON) and returns what came back for each.
    func keeperDo(_ plugin: LoadedPlugin, _ requests: String, data: PluginData?) async throws -> [JSONValue] {
        let params = PluginWire.CommandParams(name: "keeper-do", argument: requests, playerName: "Ann", today: "2026-11-22", language: "en")
        let raw = try await plugin.connection.call("command.run", try JSONValue.from(params), storage: data)
        guard case .array(let events)? = raw["events"], case .string(let text)? = events.first?["text"],
            case .array(let replies) = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        else { throw Failure("keeper-do answered \(raw)") }
        return replies
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The error code of a reply (an error, or a whole response), or 0 for a result.
    static func code(_ reply: JSONValue) -> Int64 {
        if case .integer(let code)? = reply["code"] ?? reply["error"]?["code"] { return code }
        return 0
    }

    /// A store whose only category, Geography (`geo`), has four choice questions, each with
    /// "Alpha" as its answer: the first of the keeper's options (it does not shuffle).
    static func choiceBank() async throws -> Store {
        let store = try Store()
        let questions = (1...4).map {
            Question(
                categoryID: "geo", kind: .choice, difficulty: .easy, text: "Geography question \($0)?", answers: ["Alpha"],
                wrong: ["Beta", "Gamma", "Delta"])
        }
        try await store.install(
            Pack(id: "geo", name: "Geo", categories: [Category(id: "geo", name: "Geography")], questions: questions, contentHash: "h1"))
        return store
    }

    @Test func aPluginKeepsItsValuesInBothSpacesThroughGamesAndARestart() async throws {
        let (home, _, registry) = try await loadedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = try await Self.choiceBank()
        // Option 1 is always right here: two right answers make 20 points.
        let lines = ["play keeper geo 2", "1", "1", "keeper-quit now", "play keeper geo 1", "1", "keeper-forget", "keeper-forget", "bye"]
        let test = try await TestApp(lines: lines, registry: registry, store: store, player: "Ann")
        _ = await test.app.runREPL(version: "test")
        let text = test.output.text
        #expect(text.contains("Best so far: none. Games by everyone: 1."), "\(text)")
        #expect(text.contains("Your keys: best, last."), "the end lists the player's keys in byte order")
        #expect(
            text.contains("The command keeper-quit failed: the plugin \"keeper\" exited with status 0 before answering command.run"),
            "\(text)")
        // A new process, which kept nothing in memory, reads what the store kept.
        #expect(text.contains("Best so far: 20. Games by everyone: 2."), "\(text)")
        #expect(text.contains("Forgot your best."))
        #expect(text.contains("No best to forget."), "storage.remove says when there was nothing")
        #expect(!text.contains("stopped working"), "\(text)")
        let ann = try await store.player(named: "Ann").id
        let mine = StoredPluginData(store: store, plugin: "keeper", owner: .player(ann))
        let shared = StoredPluginData(store: store, plugin: "keeper", owner: .shared)
        #expect(try await mine.value(for: "best") == nil, "removed")
        #expect(try await mine.value(for: "last") != nil)
        #expect(try await shared.value(for: "games") == "2")
        #expect(try await store.gamesStarted(playerID: ann, mode: "keeper", day: "2026-11-22") == 2, "both games were saved")
        await PluginHost.shutdownAll(under: home)
    }

    @Test func anotherPlayerSeesTheSharedSpaceButNotThePlayersOwn() async throws {
        let (home, _, registry) = try await loadedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = try await Self.choiceBank()
        let ann = try await TestApp(lines: ["play keeper geo 1", "1", "bye"], registry: registry, store: store, player: "Ann")
        _ = await ann.app.runREPL(version: "test")
        #expect(ann.output.text.contains("Your keys: best, last."), "\(ann.output.text)")
        let bob = try await TestApp(
            lines: ["play keeper geo 1", "1", "keeper-forget", "bye"], registry: registry, store: store, player: "Bob")
        _ = await bob.app.runREPL(version: "test")
        let text = bob.output.text
        #expect(text.contains("Best so far: none. Games by everyone: 2."), "Bob counts Ann's game, not her best: \(text)")
        #expect(text.contains("Forgot your best."), "Bob's own best, which his game just kept")
        let annID = try await store.player(named: "Ann").id
        #expect(
            try await StoredPluginData(store: store, plugin: "keeper", owner: .player(annID)).value(for: "best") == "10",
            "Bob's forget did not reach Ann's space")
        #expect(try await StoredPluginData(store: store, plugin: "other", owner: .player(annID)).value(for: "best") == nil)
        await PluginHost.shutdownAll(under: home)
    }

    @Test func aGeneratedCategoryReachesItsStorageWhileItMakesQuestions() async throws {
        let (home, _, registry) = try await loadedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = try await Self.choiceBank()
        let lines = ["play classic keeper-cat 1", "one", "play keeper geo 1", "1", "play classic keeper-cat 1", "one", "bye"]
        let test = try await TestApp(lines: lines, registry: registry, store: store, player: "Ann")
        _ = await test.app.runREPL(version: "test")
        let text = test.output.text
        #expect(text.contains("Keeper question 1, your best none: type one."), "\(text)")
        #expect(text.contains("Keeper question 1, your best 10: type one."), "the game's player's space: \(text)")
        #expect(try await StoredPluginData(store: store, plugin: "keeper", owner: .shared).value(for: "batches") == "2")
        await PluginHost.shutdownAll(under: home)
    }

    @Test func theHandshakeOffersStorageWithItsLimits() async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let caps = try await keeperDo(plugin, #"[["caps"]]"#, data: nil)
        #expect(
            caps == [
                .object([
                    "spaces": .array([.string("player"), .string("shared")]), "keyBytes": .integer(200), "valueBytes": .integer(65_536),
                    "keysPerSpace": .integer(10_000), "page": .integer(500), "requestsPerCall": .integer(1000),
                ])
            ])
        await PluginHost.shutdownAll(under: home)
    }

    @Test func refusedRequestsAreAnsweredWithErrorsAndThePluginCarriesOn() async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = try Store()
        let ann = try await store.player(named: "Ann").id
        let data = PluginData.stored(in: store, plugin: "keeper", player: ann)
        let requests = #"""
            [["storage.set", {"space": "player", "key": "big", "value": {"$repeat": ["x", 65536]}}],
             ["storage.set", {"space": "player", "key": "big", "value": {"$repeat": ["y", 65537]}}],
             ["storage.set", {"space": "player", "key": "big", "value": {"$repeat": ["é", 32769]}}],
             ["storage.get", {"space": "player", "key": "big"}],
             ["storage.set", {"space": "player", "key": {"$repeat": ["k", 200]}, "value": "v"}],
             ["storage.set", {"space": "player", "key": {"$repeat": ["k", 201]}, "value": "v"}],
             ["storage.set", {"space": "player", "key": "", "value": "v"}],
             ["storage.set", {"space": "player", "key": "a\nb", "value": "v"}],
             ["storage.set", {"space": "player", "key": "n", "value": 5}],
             ["storage.set", {"space": "player", "key": "n"}],
             ["storage.get", {"space": "theirs", "key": "a"}],
             ["storage.get", {"key": "a"}],
             ["storage.get", ["player", "a"]],
             ["storage.list", {"space": "player", "limit": 0}],
             ["storage.list", {"space": "player", "limit": "all"}],
             ["storage.clear", {"space": "player"}],
             ["raw", {"jsonrpc": "2.0", "id": 77, "method": 7, "params": {}}],
             ["storage.set", {"space": "shared", "key": "after", "value": "still here"}],
             ["storage.list", {"space": "player"}]]
            """#.replacingOccurrences(of: "\n", with: " ")
        let replies = try await keeperDo(plugin, requests, data: data)
        #expect(
            replies.map(Self.code) == [
                0, -32001, -32001, 0, 0, -32001, -32001, -32001, -32602, -32602, -32602, -32602, -32602, -32602, -32602, -32601,
                -32600, 0, 0,
            ], "\(replies)")
        #expect(replies[1]["data"] == .object(["limit": .string("value")]))
        #expect(replies[1]["message"] == .string("a value of 65537 bytes is over the limit of 65536 bytes"))
        #expect(replies[2]["message"] == .string("a value of 65538 bytes is over the limit of 65536 bytes"), "bytes, not characters")
        #expect(replies[3] == .object(["value": .object(["length": .integer(65_536)])]), "a refused write keeps nothing")
        #expect(replies[5]["data"] == .object(["limit": .string("key")]))
        #expect(replies[10]["message"] == .string("there is no space \"theirs\"; the space is \"player\" or \"shared\""))
        #expect(replies[16] == .object(["id": .integer(77), "error": replies[16]["error"]!]), "answered with the plugin's own id")
        let kept = try await StoredPluginData(store: store, plugin: "keeper", owner: .player(ann)).allEntries()
        #expect(kept.map(\.key) == ["big", String(repeating: "k", count: 200)], "only the writes within the limits were kept")
        #expect(replies.last?["entries"].map { if case .array(let a) = $0 { a.count } else { -1 } } == 2)
        // Still the same process, and it answers again.
        #expect(plugin.connection.stopped == nil)
        let again = try await keeperDo(plugin, #"[["storage.get", {"space": "shared", "key": "after"}]]"#, data: data)
        #expect(again == [.object(["value": .string("still here")])])
        await PluginHost.shutdownAll(under: home)
    }

    @Test func aFullSpaceRefusesANewKeyButTakesNewValuesForOldOnes() async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("full.sqlite").path
        let store = try Store(path: file)
        let ann = try await store.player(named: "Ann").id
        let space = StoredPluginData(store: store, plugin: "keeper", owner: .player(ann))
        // Filled in one transaction: ten thousand writes one by one would take seconds.
        try await DatabaseQueue(path: file).write { db in
            for n in 0..<PluginStorageLimits.keysPerSpace {
                try db.execute(
                    sql: "INSERT INTO plugin_data (plugin, playerID, key, value, updatedAt) VALUES ('keeper', ?, ?, 'v', '2026-11-22')",
                    arguments: [ann, "k\(n)"])
            }
        }
        #expect(try await space.allEntries().count == PluginStorageLimits.keysPerSpace)
        let replies = try await keeperDo(
            plugin,
            #"[["storage.set", {"space": "player", "key": "one-more", "value": "v"}], ["storage.set", {"space": "player", "key": "k1", "value": "w"}], ["storage.set", {"space": "shared", "key": "one-more", "value": "v"}], ["storage.remove", {"space": "player", "key": "k2"}], ["storage.set", {"space": "player", "key": "one-more", "value": "v"}]]"#,
            data: .stored(in: store, plugin: "keeper", player: ann))
        #expect(replies.map(Self.code) == [-32001, 0, 0, 0, 0], "\(replies)")
        #expect(replies[0]["data"] == .object(["limit": .string("keysPerSpace")]))
        #expect(replies[3] == .object(["removed": .bool(true)]))
        #expect(try await space.value(for: "k1") == "w")
        await PluginHost.shutdownAll(under: home)
    }

    @Test func aPluginThatFloodsEarshotWithRequestsIsStopped() async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let data = PluginData.inMemory()
        #expect(try await keeperDo(plugin, #"[["flood", 1000]]"#, data: data) == [.integer(1000)], "1000 are allowed")
        #expect(plugin.connection.stopped == nil)
        let flooded = await #expect(throws: PluginFailure.self) {
            _ = try await keeperDo(plugin, #"[["flood", 1001]]"#, data: data)
        }
        #expect(flooded?.sentence == "The plugin \"keeper\" sent more than 1000 requests of its own while answering command.run.")
        #expect(plugin.connection.stopped?.kind == .brokeProtocol)
        let log = try String(contentsOf: home.appendingPathComponent("data/earshot/logs/plugin-keeper.log"), encoding: .utf8)
        #expect(
            log.contains("[earshot] Earshot stopped the plugin: it sent more than 1000 requests of its own while answering command.run."))
        await PluginHost.shutdownAll(under: home)
    }

    @Test func aRequestWhileEarshotWaitsForNothingOrWithABadIDStopsThePlugin() async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await keeperDo(plugin, #"[["stray", {"space": "player", "key": "a"}]]"#, data: .inMemory())
        try await Self.waitUntil { plugin.connection.stopped != nil }
        #expect(
            plugin.connection.stopped?.what == "sent a request of its own (storage.get) while Earshot was not waiting for an answer from it"
        )
        let (home2, second) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home2) }
        let refused = await #expect(throws: PluginFailure.self) {
            _ = try await keeperDo(
                second, #"[["raw", {"jsonrpc": "2.0", "id": null, "method": "storage.get", "params": {}}]]"#, data: .inMemory())
        }
        #expect(refused?.what == "sent a request of its own (storage.get) whose id is neither a number nor a string")
        await PluginHost.shutdownAll(under: home)
        await PluginHost.shutdownAll(under: home2)
    }

    @Test func withoutStorageEveryRequestIsAnsweredWithAnError() async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let replies = try await keeperDo(
            plugin, #"[["storage.get", {"space": "player", "key": "a"}], ["storage.nothing", {}]]"#, data: nil)
        #expect(replies.map(Self.code) == [-32002, -32601], "\(replies)")
        #expect(plugin.connection.stopped == nil)
        await PluginHost.shutdownAll(under: home)
    }

    /// A space whose every call takes `delay` (forever, for a store that does not answer).
    actor SlowStorage: PluginStorage {
        let delay: Duration
        private(set) var calls = 0
        init(_ delay: Duration) { self.delay = delay }
        private func wait() async throws {
            calls += 1
            try await Task.sleep(for: delay)
        }
        func value(for key: String) async throws -> String? {
            try await wait()
            return "slow"
        }
        func set(_ value: String, for key: String) async throws { try await wait() }
        func remove(_ key: String) async throws -> Bool {
            try await wait()
            return true
        }
        func entries(prefix: String, after: String?, limit: Int) async throws -> [PluginDataEntry] {
            try await wait()
            return []
        }
    }

    @Test func aStoreThatDoesNotAnswerIsAnErrorForThePluginNotItsEnd() async throws {
        var limits = Self.generous
        limits.storage = .milliseconds(300)
        let (home, plugin) = try await connectedKeeper(limits)
        defer { try? FileManager.default.removeItem(at: home) }
        let hung = SlowStorage(.seconds(3600))
        let data = PluginData(player: hung, shared: PluginMemoryStorage(["a": "1"]))
        let get = #"["storage.get", {"space": "player", "key": "a"}]"#
        let started = ContinuousClock.now
        let replies = try await keeperDo(plugin, "[\(get), \(get), [\"storage.get\", {\"space\": \"shared\", \"key\": \"a\"}]]", data: data)
        #expect(ContinuousClock.now - started < .seconds(3), "one time limit, not one a request")
        #expect(replies.map(Self.code) == [-32003, -32003, -32003], "\(replies)")
        #expect(
            replies[0]["message"] == .string("Earshot's store did not answer within 0.3 seconds; a write may or may not have been kept"))
        #expect(await hung.calls == 1, "a store that missed its limit is not asked again in the same call")
        #expect(plugin.connection.stopped == nil)
        // The next call asks the store again.
        _ = try await keeperDo(plugin, "[\(get)]", data: data)
        #expect(await hung.calls == 2)
        let log = try String(contentsOf: home.appendingPathComponent("data/earshot/logs/plugin-keeper.log"), encoding: .utf8)
        #expect(log.contains("[earshot] storage.get failed while the plugin answered command.run: Earshot's store did not answer"))
        await PluginHost.shutdownAll(under: home)
    }

    @Test func thePluginsClockStandsStillWhileEarshotServesItsStorage() async throws {
        var limits = Self.generous
        limits.call = .milliseconds(1500)
        let (home, plugin) = try await connectedKeeper(limits)
        defer { try? FileManager.default.removeItem(at: home) }
        let slow = SlowStorage(.milliseconds(500))
        let get = #"["storage.get", {"space": "player", "key": "a"}]"#
        let started = ContinuousClock.now
        let replies = try await keeperDo(plugin, "[\(get), \(get), \(get), \(get)]", data: PluginData(player: slow, shared: slow))
        #expect(ContinuousClock.now - started > .milliseconds(2000), "the store took longer than the plugin's own limit")
        #expect(replies == Array(repeating: .object(["value": .string("slow")]), count: 4))
        #expect(plugin.connection.stopped == nil)
        await PluginHost.shutdownAll(under: home)
    }

    @Test(arguments: RemoteStoreKind.available)
    func theStorageMethodsAreTheSameOnEveryStore(_ kind: RemoteStoreKind) async throws {
        let (home, plugin) = try await connectedKeeper()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = try await kind.make()
        let ann = try await store.player(named: "Ann").id
        let bob = try await store.player(named: "Bob").id
        let requests = #"""
            [["storage.set", {"space": "player", "key": "card/b", "value": "B"}],
             ["storage.set", {"space": "player", "key": "card/a", "value": "猜猜 — யார் 🎲"}],
             ["storage.set", {"space": "player", "key": "card/é", "value": "E"}],
             ["storage.set", {"space": "player", "key": "deck", "value": "{\"n\": 3}"}],
             ["storage.set", {"space": "shared", "key": "card/a", "value": "everyone"}],
             ["storage.get", {"space": "player", "key": "card/a"}],
             ["storage.get", {"space": "shared", "key": "card/a"}],
             ["storage.get", {"space": "player", "key": "none"}],
             ["storage.list", {"space": "player", "prefix": "card/"}],
             ["storage.list", {"space": "player", "prefix": "card/", "after": "card/a", "limit": 1}],
             ["storage.remove", {"space": "player", "key": "card/b"}],
             ["storage.remove", {"space": "player", "key": "card/b"}],
             ["storage.list", {"space": "player"}],
             ["storage.list", {"space": "shared", "prefix": "x", "after": null, "limit": 9999}],
             ["storage.set", {"space": "player", "key": "nul", "value": "a\u0000b"}]]
            """#.replacingOccurrences(of: "\n", with: " ")
        let replies = try await keeperDo(plugin, requests, data: .stored(in: store, plugin: "keeper", player: ann))
        func entries(_ pairs: [(String, String)]) -> JSONValue {
            .object(["entries": .array(pairs.map { .object(["key": .string($0.0), "value": .string($0.1)]) })])
        }
        #expect(
            replies == Array(repeating: .object([:]), count: 5) + [
                .object(["value": .string("猜猜 — யார் 🎲")]), .object(["value": .string("everyone")]), .object(["value": .null]),
                entries([("card/a", "猜猜 — யார் 🎲"), ("card/b", "B"), ("card/é", "E")]), entries([("card/b", "B")]),
                .object(["removed": .bool(true)]), .object(["removed": .bool(false)]),
                entries([("card/a", "猜猜 — யார் 🎲"), ("card/é", "E"), ("deck", "{\"n\": 3}")]), entries([]),
                // Refused alike by every store (PostgreSQL cannot keep NUL in text).
                .object([
                    "code": .integer(-32001), "message": .string("a value may not hold the NUL character (U+0000)"),
                    "data": .object(["limit": .string("value")]),
                ]),
            ], "\(replies)")
        // Bob's space of the same plugin is another one.
        let bobs = try await keeperDo(
            plugin, #"[["storage.list", {"space": "player"}], ["storage.get", {"space": "shared", "key": "card/a"}]]"#,
            data: .stored(in: store, plugin: "keeper", player: bob))
        #expect(bobs == [entries([]), .object(["value": .string("everyone")])])
        await PluginHost.shutdownAll(under: home)
    }

    /// Waits up to 5 seconds for `condition`.
    static func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            guard ContinuousClock.now < deadline else { throw Failure("timed out waiting") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// A storing plugin through the built binary's `earshot plugin check`.
@Suite("Plugin storage in the conformance check")
struct PluginStorageCheckTests {
    @Test func aStoringPluginPassesTheCheckOnSpacesInMemory() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        let keeper = try FakePlugin.writeKeeper(in: scratch.plugins)
        // Its mode reads and writes at mode.start and at the end, its category at every
        // generate, its forget command at run: each would fail without spaces to reach.
        let check = try await scratch.check(keeper.path)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("Category keeper-cat: made 5 questions for 5 asked."), "\(check.output)")
        #expect(check.output.contains("No problems found."))
        #expect(!FileManager.default.fileExists(atPath: scratch.db), "a check writes no store")
    }

    @Test func theStoreTimeLimitCanBeSetForTests() {
        #expect(PluginLimits.from(environment: [:]).storage == .seconds(2))
        #expect(PluginLimits.from(environment: ["EARSHOT_PLUGIN_STORAGE_TIMEOUT": "0.25"]).storage == .milliseconds(250))
        #expect(PluginLimits.from(environment: ["EARSHOT_PLUGIN_STORAGE_TIMEOUT": "-1"]).storage == .seconds(2))
        #expect(PluginLimits().storageRequestsPerCall == 1000)
    }
}

/// The stores the storage methods are checked on: SQLite always, PostgreSQL when it is
/// installed (``TemporaryPostgres``).
enum RemoteStoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case sqlite, postgres

    static var available: [RemoteStoreKind] { TemporaryPostgres.binaries == nil ? [.sqlite] : [.sqlite, .postgres] }

    var description: String { rawValue }

    func make() async throws -> any GameStore {
        switch self {
        case .sqlite: return try Store()
        case .postgres:
            let server = try await TemporaryPostgres.sharedServer()
            return try await PostgresStore(url: try await server.newDatabase())
        }
    }
}
