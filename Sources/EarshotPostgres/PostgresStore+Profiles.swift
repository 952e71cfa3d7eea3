import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation
import PostgresNIO

extension PostgresStore {
    public func rename(playerID: Int64, to name: String) async throws {
        let name = NameRules.normalized(name)
        let key = Self.nameKey(name)
        try await transaction { db in
            var clash = false
            for try await _ in try await db.query(
                "SELECT id FROM player WHERE name_key = \(key) AND NOT guest AND id <> \(playerID)", logger: self.logger
            ).decode(Int64.self) {
                clash = true
            }
            if clash { throw StoreError("The name \(name) is taken. Choose another.") }
            try await db.query(
                "UPDATE player SET name = \(name), name_key = \(key), shape_key = \(NameKey.shape(of: name)), spoken_key = NULL WHERE id = \(playerID)",
                logger: self.logger)
        }
    }
}
