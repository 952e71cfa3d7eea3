import EarshotCore
import Foundation
import GRDB

/// Earshot's SQLite store: players, games, answers, questions, categories and packs.
public final class Store: Sendable {
    /// The database: a pool of connections for a file (reads run side by side, and never wait
    /// for a write, which is written-ahead; writes go one at a time), one connection in memory.
    let queue: any DatabaseWriter
    /// Where the database lives, or `nil` in memory.
    public let path: String?

    /// How long, in all, a game's write (its start, an answer, its end) keeps retrying while
    /// another program (a long import, say) holds the write lock.
    public let gameWriteWait: Double

    /// Where the store's dates come from (when a game was played, a report filed, a login
    /// failed): the system's clock, or a test's.
    public let clock: any GameClock

    /// The date now, by ``clock``.
    package var now: Date { clock.date() }

    /// Times each read and write for a club server's metrics, if anyone listens.
    let calls = StoreCallClock()

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// `busyTimeout` is how long one attempt waits for another program's lock; `gameWriteWait`
    /// how long a game's write keeps retrying in all. A file that is not Earshot's, or that a
    /// newer Earshot made, is refused and left unchanged. The whole file is checked only
    /// before a migration (`earshot doctor` checks it on demand), so opening a big bank is quick.
    public init(path: String, busyTimeout: Double = 3, gameWriteWait: Double = 30, clock: any GameClock = systemClock) throws {
        self.gameWriteWait = gameWriteWait
        self.clock = clock
        try Self.requireDatabaseFile(path)
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                "Cannot create the folder for the database at \(url.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
        self.path = path
        do {
            var config = Self.configuration
            config.busyMode = .timeout(busyTimeout)
            // The file is looked at, and brought up to date, through one connection that
            // changes nothing in a file that is not Earshot's; the pool comes after.
            let opening = try DatabaseQueue(path: path, configuration: config)
            try Self.prepare(opening, path: path)
            try Self.migrator.migrate(opening)
            try opening.close()
            queue = try DatabasePool(path: path, configuration: config)
            // An import killed before its commit point leaves no trace: its rows go now (an
            // import of a program still running is left alone).
            _ = try? finishInterruptedImports(includingOwn: false)
            // Questions a bulk insert left unnumbered (a pack's, written while an import was
            // under way) become drawable now; behind another writer's lock, this waits for a
            // later start.
            if try queue.read(Self.hasUnnumberedQuestions) {
                try? queue.write(Self.numberNewQuestions)
            }
        } catch let error as DatabaseError {
            throw StoreError(Self.explain(error, path: path))
        }
    }

    /// A fresh database in memory, for tests, its dates from `clock`.
    public init(clock: any GameClock = systemClock) throws {
        path = nil
        self.clock = clock
        gameWriteWait = 30
        queue = try DatabaseQueue(configuration: Self.configuration)
        try Self.migrator.migrate(queue)
    }

    static var configuration: Configuration {
        var config = Configuration()
        config.busyMode = .timeout(3)
        config.foreignKeysEnabled = true
        return config
    }

    static func explain(_ error: DatabaseError, path: String) -> String {
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return "The database at \(path) is locked by another program. Close other copies of Earshot and try again."
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return
                "The database at \(path) is damaged or is not an Earshot database. Type earshot doctor to check it. Move it aside (your scores are in it), or start with --db pointing at a new file."
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
            return "Cannot open the database at \(path) for writing. Check that the folder exists and that you may write to it."
        case .SQLITE_FULL:
            return "The disk holding \(path) is full."
        default:
            return "The database at \(path) failed: \(error.message ?? error.description)"
        }
    }

    /// Runs a write, turning database errors into plain words.
    package func write<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.explained(path: path ?? "memory") { try calls.timed { try queue.write(body) } }
    }

    /// Runs a read, turning database errors into plain words.
    package func read<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.explained(path: path ?? "memory") { try calls.timed { try queue.read(body) } }
    }

    /// The names of every migration this version knows, sorted.
    public static var migrationNames: [String] { migrator.migrations.sorted() }

    /// The names of the migrations applied so far.
    public func appliedMigrations() throws -> [String] {
        try queue.read { db in try Self.migrator.appliedIdentifiers(db).sorted() }
    }
}
