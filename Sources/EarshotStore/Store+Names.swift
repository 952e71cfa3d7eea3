import EarshotAccounts
import Foundation
import GRDB

extension Store {
    public func guest(named name: String) throws -> PlayerRecord {
        let clean = NameRules.normalized(name)
        guard !clean.isEmpty else { throw StoreError("A player needs a name.") }
        let key = NameKey.of(clean)
        return try write { db in
            if let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM player WHERE guest = 1 AND nameKey = ? ORDER BY id DESC LIMIT 1", arguments: [key])
            {
                return try PlayerRecord.fetchOne(db, key: id)!
            }
            var player = PlayerRecord(id: nil, name: clean, createdAt: Date(), settings: "{}")
            try player.insert(db)
            try db.execute(
                sql: "UPDATE player SET nameKey = ?, shapeKey = ?, guest = 1 WHERE id = ?",
                arguments: [key, NameKey.shape(of: clean), player.id!])
            return player
        }
    }

    public func account(lookingLike name: String, excluding: Int64?) throws -> Account? {
        let clean = NameRules.normalized(name)
        return try read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT \(Self.accountColumns) FROM player WHERE guest = 0 AND (nameKey = ? OR shapeKey = ?) AND id != ?
                    ORDER BY nameKey = ? DESC, id LIMIT 1
                    """,
                arguments: [NameKey.of(clean), NameKey.shape(of: clean), excluding ?? -1, NameKey.of(clean)]
            ).map(Self.account)
        }
    }

    public func accounts(soundingLike spokenKey: String, excluding: Int64?) throws -> [Account] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.accountColumns) FROM player WHERE guest = 0 AND spokenKey = ? AND id != ? ORDER BY id",
                arguments: [spokenKey, excluding ?? -1]
            ).map(Self.account)
        }
    }

    public func setSpokenKey(_ spokenKey: String, playerID: Int64) throws {
        try write { db in
            try db.execute(sql: "UPDATE player SET spokenKey = ? WHERE id = ?", arguments: [spokenKey, playerID])
        }
    }

    public func namesWithoutSpokenKey(limit: Int) throws -> [(id: Int64, name: String)] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, name FROM player WHERE guest = 0 AND spokenKey IS NULL ORDER BY id LIMIT ?", arguments: [limit]
            ).map { (id: $0["id"], name: $0["name"]) }
        }
    }
}
