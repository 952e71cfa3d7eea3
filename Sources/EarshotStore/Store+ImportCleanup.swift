import EarshotCore
import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Store {
    /// Removes an import run's rows (``rollBackRun(_:chunkSize:)``) when the import gives up.
    /// Deleting rows needs room in the write-ahead log, and on a disk the import filled there is
    /// none: the import's ``ImportReserve`` has been given back by then, and when a removal
    /// still fails the log is copied back into the database and emptied (which returns its
    /// space) and the removal is tried again in smaller steps. Once the run is gone the log is
    /// emptied too, so a full disk gets its space back. Returns whether the run is gone; if
    /// not, its rows stay unnumbered (never drawn) until the next import or start.
    func removeRun(_ runID: String, chunkSize: Int) -> Bool {
        for size in [chunkSize, 1_000, 100] {
            if (try? rollBackRun(runID, chunkSize: size)) != nil {
                truncateLog()
                return true
            }
            truncateLog()
        }
        return false
    }

    /// Copies the write-ahead log into the database and empties it.
    func truncateLog() {
        _ = try? inDatabase { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }
}

/// A file of reserved disk space beside the database while an import runs (`NAME.import-reserve-PID`).
/// An import writes until it is done or the disk is full; undoing it then needs room for the
/// database to take in the write-ahead log (up to ``BulkImport/Writer/checkpointPages`` pages
/// between two checkpoints) and for the deletions. Giving this file back first makes that room.
/// The space is reserved with `posix_fallocate`, so nothing is written; when the disk has less
/// free, as much as it has is taken, halving down to 1 MB.
final class ImportReserve: Sendable {
    /// 64 MB for the log's pages, and 8 MB for the deletions.
    static let size = 72 << 20
    let path: String
    private let held = Atomic(true)

    /// Reserves up to `bytes` beside `databasePath`; `nil` when not even 1 MB could be.
    init?(beside databasePath: String, bytes: Int) {
        path = Self.path(beside: databasePath, pid: getpid())
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var size = bytes
        while size >= 1 << 20 {
            #if os(Linux)
                if posix_fallocate(fd, 0, off_t(size)) == 0 { return }
            #else
                if ftruncate(fd, off_t(size)) == 0 { return }
            #endif
            size /= 2
        }
        unlink(path)
        return nil
    }

    /// Gives the space back (once).
    func release() {
        guard held.exchange(false, ordering: .acquiringAndReleasing) else { return }
        unlink(path)
    }

    static func path(beside databasePath: String, pid: Int32) -> String { "\(databasePath).import-reserve-\(pid)" }

    /// Removes the reserve a killed import left, once its run is removed.
    static func removeLeftover(beside databasePath: String, pid: Int32) { unlink(path(beside: databasePath, pid: pid)) }
}
