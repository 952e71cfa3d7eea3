import EarshotCore
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Store {
    /// What an opened file turned out to be, before anything is written to it.
    enum Ownership: Equatable {
        /// Nothing in its schema: a new or empty file, Earshot may set it up.
        case empty
        /// Earshot's, with every applied migration known to this build.
        case earshot(pending: Bool)
        /// Earshot's, with migrations this build does not know.
        case newer(unknown: [String])
        /// Tables, views, triggers or indexes, but not Earshot's, each described as
        /// `table "name"` or `view "name"`.
        case foreign(objects: [String])
    }

    /// Tells whose database `db` is, reading only the schema. A file whose schema holds
    /// anything at all (a view, a trigger, with no table) is not empty, so it is never set up
    /// as Earshot's unless it is Earshot's.
    static func ownership(_ db: Database) throws -> Ownership {
        let objects = try Row.fetchAll(
            db, sql: "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type <> 'table', type, name")
        if objects.isEmpty { return .empty }
        let described = objects.map { row -> String in "\(row["type"] as String? ?? "object") \"\(row["name"] as String? ?? "")\"" }
        let tables = objects.filter { ($0["type"] as String?) == "table" }.map { $0["name"] as String? ?? "" }
        let known = migrator.migrations
        guard tables.contains("grdb_migrations") else { return .foreign(objects: described) }
        let applied = try migrator.appliedIdentifiers(db)
        guard applied.contains(known[0]) else { return .foreign(objects: described) }
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
            case .foreign(let objects):
                let shown = objects.prefix(5).joined(separator: ", ")
                throw StoreError(
                    "The file at \(path) is an SQLite database made by another program, not by Earshot (it holds \(shown)\(objects.count > 5 ? " and more" : "")). Earshot leaves it unchanged. Start with --db pointing at a new file name."
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

    /// Refuses a database path that names something other than a regular file (or nothing
    /// yet): SQLite would open a device such as `/dev/null`, and then create its journal
    /// beside it (`/dev/null-journal`). A symbolic link to a regular file is followed.
    static func requireDatabaseFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw StoreError(
                "The database path \(path) cannot be used: \(String(cString: strerror(errno))). Start with --db pointing at a file.")
        }
        let what: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: what = "a folder"
        case S_IFCHR, S_IFBLK: what = "a device"
        case S_IFIFO: what = "a FIFO (a named pipe)"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        throw StoreError(
            "\(path) is \(what), not a database file, so Earshot will not open it. Start with --db pointing at a file, such as --db ~/earshot.sqlite (a new name makes a new database)."
        )
    }
}
