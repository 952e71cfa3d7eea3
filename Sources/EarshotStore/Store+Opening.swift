import Foundation
import GRDB

extension Store {
    /// What an opened file turned out to be, before anything is written to it.
    enum Ownership: Equatable {
        /// No tables: a new or empty file, Earshot may set it up.
        case empty
        /// Earshot's, with every applied migration known to this build.
        case earshot(pending: Bool)
        /// Earshot's, with migrations this build does not know.
        case newer(unknown: [String])
        /// Tables, but not Earshot's.
        case foreign(tables: [String])
    }

    /// Tells whose database `db` is, reading only the schema.
    static func ownership(_ db: Database) throws -> Ownership {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        if tables.isEmpty { return .empty }
        let known = migrator.migrations
        guard tables.contains("grdb_migrations") else { return .foreign(tables: tables) }
        let applied = try migrator.appliedIdentifiers(db)
        guard applied.contains(known[0]) else { return .foreign(tables: tables) }
        let unknown = applied.subtracting(known).sorted()
        if !unknown.isEmpty { return .newer(unknown: unknown) }
        return .earshot(pending: try !migrator.hasCompletedMigrations(db))
    }

    /// Refuses a file that is not Earshot's or that a newer Earshot made, turns on write-ahead
    /// logging (so a long import never blocks a game's reads, and writes wait their turn), and
    /// checks the whole file before a migration changes it.
    static func prepare(_ queue: DatabaseQueue, path: String) throws {
        try queue.writeWithoutTransaction { db in
            switch try ownership(db) {
            case .foreign(let tables):
                let shown = tables.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
                throw StoreError(
                    "The file at \(path) is an SQLite database made by another program, not by Earshot (it has the tables \(shown)\(tables.count > 5 ? " and more" : "")). Earshot leaves it unchanged. Start with --db pointing at a new file name."
                )
            case .newer(let unknown):
                throw StoreError(
                    "The database at \(path) was made by a newer version of Earshot: it has \(unknown.count) change\(unknown.count == 1 ? "" : "s") this version does not know. Update Earshot to use it, or start with --db pointing at a new file. Nothing was changed."
                )
            case .earshot(pending: true):
                try requireIntact(db, path: path)
            case .earshot(pending: false), .empty:
                break
            }
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        }
    }

    /// Runs SQLite's quick check and refuses a damaged file in plain words.
    static func requireIntact(_ db: Database, path: String) throws {
        let result = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard result == ["ok"] else {
            throw StoreError(
                "The database at \(path) is damaged, so Earshot will not update it. Type earshot doctor --db \(path) to see what is wrong. Move it aside (your scores are in it), or start with --db pointing at a new file."
            )
        }
    }
}
