import EarshotAccounts
import EarshotCore
import Foundation
import GRDB

extension Store {
    package static let accountColumns =
        "id, name, role, registered, passwordHash IS NOT NULL AS hasPassword, banned, banReason, failedLogins, createdAt, guest"

    package static func account(_ row: Row) -> Account {
        Account(
            id: row["id"], name: row["name"], role: Role(rawValue: row["role"]) ?? .player, registered: row["registered"],
            hasPassword: row["hasPassword"], banned: row["banned"], banReason: row["banReason"],
            failedLogins: row["failedLogins"], createdAt: row["createdAt"], guest: row["guest"])
    }

    /// The player record with this id.
    public func player(id: Int64) async throws -> Player? {
        try await read { db in try PlayerRecord.fetchOne(db, key: id)?.player }
    }

}
