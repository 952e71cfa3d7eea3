import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotPostgres

/// Names under one key on both stores, hot-seat guests who hold no name, how names sound, and
/// the audit table: the same checks against every ``GameStore``.
@Suite("Store protocol: names, guests and the audit, on SQLite and PostgreSQL", .serialized)
struct GameStoreNamesSuite {
    /// `Émile` and `émile` are one name on both stores (SQLite's NOCASE folded ASCII only),
    /// and so are look-alikes from other scripts; the name found is the one kept.
    @Test(arguments: StoreKind.available)
    func oneNameUnderOneKeyOnBothStores(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let emile = try await store.register(name: "\u{C9}mile", passwordHash: nil)
        #expect(try await store.account(named: "\u{E9}mile")?.id == emile.id)
        #expect(try await store.account(named: "E\u{301}MILE")?.id == emile.id, "decomposed, upper case")
        await #expect(throws: StoreError.self) { try await store.register(name: "\u{E9}MILE", passwordHash: nil) }
        let bob = try await store.register(name: "Bob", passwordHash: nil)
        await #expect(throws: StoreError.self) { try await store.register(name: "B\u{3BF}b", passwordHash: nil) }
        await #expect(throws: StoreError.self) { try await store.rename(playerID: emile.id, to: "\u{FF22}\u{FF4F}\u{FF42}") }
        try await store.rename(playerID: bob.id, to: "BOB")
        #expect(try await store.account(named: "bob")?.name == "BOB", "a change of case is one's own name")
        #expect(try await store.player(named: "b\u{3BF}b").id == bob.id, "a local player by a look-alike is the account")
        let alice = try await store.register(name: "Alice", passwordHash: nil)
        #expect(try await store.account(lookingLike: "AIice", excluding: nil)?.id == alice.id, "capital I for small l")
        #expect(try await store.account(lookingLike: "B0B", excluding: nil)?.id == bob.id, "zero for O")
        #expect(try await store.account(lookingLike: "Alice", excluding: alice.id) == nil, "not one's own")
        #expect(try await store.account(lookingLike: "Alina", excluding: nil) == nil)
    }

    /// A hot-seat guest is kept under its name for its games, but holds no name: an account
    /// may take the same name, and the guest stays a guest.
    @Test(arguments: StoreKind.available)
    func guestsHoldNoName(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let zed = try await store.guest(named: "Zed")
        #expect(try await store.guest(named: "zed").id == zed.id, "the same guest again")
        #expect(try await store.account(named: "Zed") == nil, "a guest is not an account")
        let account = try await store.register(name: "Zed", passwordHash: "hash")
        #expect(account.id != zed.id)
        #expect(try await store.account(named: "Zed")?.id == account.id)
        #expect(try await store.guest(named: "Zed").id == zed.id, "the guest is still there")
        #expect(try await store.users().map(\.account.name) == ["Zed"], "guests are not listed as users")
    }

    /// How names sound is kept and found, guests apart.
    @Test(arguments: StoreKind.available)
    func spokenKeysAreKeptAndFound(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await store.register(name: "Ann", passwordHash: nil)
        let guest = try await store.guest(named: "Anne")
        #expect(try await store.namesWithoutSpokenKey(limit: 10).map(\.name) == ["Ann"], "guests need none")
        try await store.setSpokenKey("en:an", playerID: ann.id)
        try await store.setSpokenKey("en:an", playerID: guest.id)
        #expect(try await store.accounts(soundingLike: "en:an", excluding: nil).map(\.id) == [ann.id])
        #expect(try await store.accounts(soundingLike: "en:an", excluding: ann.id).isEmpty)
        #expect(try await store.namesWithoutSpokenKey(limit: 10).isEmpty)
        try await store.rename(playerID: ann.id, to: "Annie")
        #expect(try await store.namesWithoutSpokenKey(limit: 10).map(\.name) == ["Annie"], "a new name needs a new sound")
    }

    /// What an admin did is kept in order and told to its target once, whichever session asks.
    @Test(arguments: StoreKind.available)
    func theAuditIsToldOnce(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ada = try await store.register(name: "Ada", passwordHash: nil)
        let tom = try await store.register(name: "Tom", passwordHash: nil)
        #expect(try await store.lastAuditID() == 0)
        let first = try await store.addAudit(actorID: ada.id, targetID: tom.id, action: .promote, detail: "moderator")
        try await store.addAudit(actorID: ada.id, targetID: tom.id, action: .ban, detail: "Spam")
        try await store.addAudit(actorID: nil, targetID: ada.id, action: .nameClash, detail: "Ada|Ada")
        let all = try await store.audit(after: 0, limit: 10)
        #expect(all.map(\.action) == [.promote, .ban, .nameClash])
        #expect(all.first?.actorName == "Ada" && all.first?.targetName == "Tom")
        #expect(try await store.audit(after: first, limit: 10).count == 2)
        #expect(try await store.lastAuditID() == all.last?.id)
        async let one = store.takeUntold(targetID: tom.id)
        async let two = store.takeUntold(targetID: tom.id)
        let told = try await one + two
        #expect(told.map(\.action).sorted { $0.rawValue < $1.rawValue } == [.ban, .promote], "each told once")
        #expect(try await store.takeUntold(targetID: ada.id).isEmpty, "a name clash is for admins, not told")
    }

    /// Names stored before keys existed are keyed once when a PostgreSQL store opens, after
    /// the statements (`NameKeyMigrationTests` does the same for SQLite): the keys are computed once, after the statements, even when the
    /// store held names under its old key (the lower-case name).
    @Test(.enabled(if: TemporaryPostgres.binaries != nil)) func anOldPostgresStoreIsKeyedAndItsClashesReported() async throws {
        let url = try await TemporaryPostgres.sharedServer().newDatabase()
        let store = try await PostgresStore(url: url)
        _ = try await store.register(name: "Bob", passwordHash: nil)
        // As an older Earshot left it: keys were lower-case names, without the unique index.
        _ = try await store.query("DROP INDEX player_by_name_key")
        _ = try await store.query("DELETE FROM store_setting WHERE key = 'migration.v4-player-name-keys.data'")
        let now = Date()
        for name in ["B\u{3BF}b", "\u{C9}mile", "\u{E9}mile"] {
            let key = name.lowercased()
            _ = try await store.query("INSERT INTO player (name, name_key, created_at) VALUES (\(name), \(key), \(now))")
        }
        _ = try await store.query("UPDATE player SET name_key = lower(name)")
        let reopened = try await PostgresStore(url: url)
        #expect(try await reopened.account(named: "B\u{3BF}b")?.name == "B\u{3BF}b")
        #expect(try await reopened.account(named: "bob")?.name == "Bob")
        let clashes = try await reopened.audit(after: 0, limit: 10).filter { $0.action == .nameClash }.map(\.detail)
        #expect(clashes == ["B\u{3BF}b|Bob", "\u{E9}mile|\u{C9}mile"])
        await #expect(throws: StoreError.self) { try await reopened.register(name: "\u{C9}MILE", passwordHash: nil) }
        _ = try await PostgresStore(url: url)
        #expect(try await reopened.audit(after: 0, limit: 10).count == 2, "keyed once")
    }
}
