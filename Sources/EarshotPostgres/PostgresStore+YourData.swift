import EarshotCore
import Foundation
import PostgresNIO

/// A player's own data on PostgreSQL: the export (`account export`) and the deletion
/// (`account delete`), the same as the SQLite store's (`Store+Export.swift`).
extension PostgresStore {
}
