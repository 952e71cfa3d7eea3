import EarshotApp
import EarshotCore
import EarshotStore
import Foundation
import Testing

/// The plugins' own data (`plugin_data`), the same in every ``GameStore``: one space per
/// plugin and player and one shared space per plugin, keys in byte order, and the limits of
/// ``PluginStorageLimits``.
@Suite("Plugin data, on SQLite and PostgreSQL")
struct PluginDataSuite {
    @Test(arguments: StoreKind.available)
    func valuesAreKeptPerPluginAndPlayer(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await store.player(named: "Ann").id
        let bob = try await store.player(named: "Bob").id
        let mine = StoredPluginData(store: store, plugin: "quiz", owner: .player(ann))
        #expect(try await mine.value(for: "a") == nil)
        try await mine.set("1", for: "a")
        try await mine.set("2", for: "a")
        #expect(try await mine.value(for: "a") == "2", "a second write replaces the first")
        // Nobody else sees it: not another player, not the shared space, not another plugin.
        #expect(try await StoredPluginData(store: store, plugin: "quiz", owner: .player(bob)).value(for: "a") == nil)
        #expect(try await StoredPluginData(store: store, plugin: "quiz", owner: .shared).value(for: "a") == nil)
        #expect(try await StoredPluginData(store: store, plugin: "other", owner: .player(ann)).value(for: "a") == nil)
        try await StoredPluginData(store: store, plugin: "quiz", owner: .shared).set("everyone", for: "a")
        #expect(try await StoredPluginData(store: store, plugin: "quiz", owner: .shared).value(for: "a") == "everyone")
        #expect(try await mine.value(for: "a") == "2")
        #expect(try await mine.remove("a"))
        #expect(try await mine.remove("a") == false)
        #expect(try await mine.value(for: "a") == nil)
        // Text of any script comes back as it went in.
        try await mine.set("猜猜我是谁 — யார் 🎲", for: "名前")
        #expect(try await mine.value(for: "名前") == "猜猜我是谁 — யார் 🎲")
    }

    @Test(arguments: StoreKind.available)
    func entriesComeInByteOrderByPrefixAndPage(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let space = StoredPluginData(store: store, plugin: "quiz", owner: .shared)
        for key in ["card/10", "card/9", "card/Z", "card/a", "card/é", "cards", "board/1", "card_x"] { try await space.set(key, for: key) }
        let cards = try await space.entries(prefix: "card/", after: nil, limit: 100)
        #expect(cards.map(\.key) == ["card/10", "card/9", "card/Z", "card/a", "card/é"], "bytes, not a locale's order")
        #expect(cards.allSatisfy { $0.key == $0.value })
        #expect(try await space.entries(prefix: "card/", after: "card/9", limit: 2).map(\.key) == ["card/Z", "card/a"])
        #expect(try await space.entries(prefix: "card_", after: nil, limit: 10).map(\.key) == ["card_x"], "_ is itself")
        #expect(try await space.entries(prefix: "", after: nil, limit: 0).isEmpty)
        // More than a page: allEntries reads every page.
        for n in 0..<(PluginStorageLimits.page + 20) { try await space.set("x", for: String(format: "many/%04d", n)) }
        let many = try await space.allEntries(prefix: "many/")
        #expect(many.count == PluginStorageLimits.page + 20)
        #expect(many.first?.key == "many/0000" && many.last?.key == String(format: "many/%04d", PluginStorageLimits.page + 19))
        #expect(try await space.entries(prefix: "many/", after: nil, limit: 10_000).count == PluginStorageLimits.page)
    }

    @Test(arguments: StoreKind.available)
    func theLimitsAreKept(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await store.player(named: "Ann").id
        let space = StoredPluginData(store: store, plugin: "quiz", owner: .player(ann))
        try await space.set(String(repeating: "a", count: PluginStorageLimits.valueBytes), for: "big")
        await #expect(throws: PluginStorageError.valueTooLarge(bytes: PluginStorageLimits.valueBytes + 2)) {
            try await space.set(String(repeating: "é", count: PluginStorageLimits.valueBytes / 2 + 1), for: "big")
        }
        #expect(try await space.value(for: "big")?.count == PluginStorageLimits.valueBytes, "a refused write keeps nothing")
        // NUL, which PostgreSQL cannot keep in text, is refused by every store alike.
        await #expect(throws: PluginStorageError.nulInValue) { try await space.set("a\u{0}b", for: "nul") }
        #expect(try await space.value(for: "nul") == nil)
        await #expect(throws: PluginStorageError.self) { try await space.set("x", for: "") }
        await #expect(throws: PluginStorageError.self) { try await space.set("x", for: "line\nbreak") }
        await #expect(throws: PluginStorageError.self) {
            try await space.set("x", for: String(repeating: "k", count: PluginStorageLimits.keyBytes + 1))
        }
        // A full space refuses a new key and still takes a new value for a key it has.
        let full = 3
        for n in 1..<full { try await store.setPluginValue("v", plugin: "quiz", owner: .player(ann), key: "k\(n)", maxKeys: full) }
        await #expect(throws: PluginStorageError.full) {
            try await store.setPluginValue("v", plugin: "quiz", owner: .player(ann), key: "new", maxKeys: full)
        }
        try await store.setPluginValue("w", plugin: "quiz", owner: .player(ann), key: "k1", maxKeys: full)
        #expect(try await space.value(for: "k1") == "w")
        #expect(try await space.value(for: "new") == nil)
        // Another player's space is not full.
        let bob = try await store.player(named: "Bob").id
        try await store.setPluginValue("v", plugin: "quiz", owner: .player(bob), key: "new", maxKeys: full)
    }

    @Test(arguments: StoreKind.available)
    func theBankIsReadByIdWithoutRetiredQuestions(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let qs = try await store.draw(QuestionRequest(categoryID: "history", count: 4, seed: 1))
        let ids = qs.compactMap(\.storeID)
        #expect(try await store.liveQuestions(ids: ids.reversed()).map(\.text) == qs.reversed().map(\.text), "in the order asked")
        #expect(try await store.retireQuestion(ids[1]))
        #expect(try await store.liveQuestions(ids: ids + [999_999]).map(\.storeID) == [ids[0], ids[2], ids[3]])
        #expect(try await store.liveQuestions(ids: []).isEmpty)
        // The kinds alone, read the same way (the review deck asks after every miss).
        let kinds = try await store.liveKinds(ids: ids + [999_999])
        #expect(kinds == [ids[0]: qs[0].kind, ids[2]: qs[2].kind, ids[3]: qs[3].kind])
        #expect(try await store.liveKinds(ids: []).isEmpty)
    }
}
