import EarshotCore
import Foundation
import GRDB
import Testing

@testable import EarshotStore

#if canImport(Glibc)
    import Glibc
#endif

/// What `--db` may name, and what counts as someone else's file (issue 20, item 16):
/// `--db /dev/null` created `/dev/null-journal`, and a foreign file holding only a view was
/// given Earshot's tables.
@Suite struct DatabasePathTests {
    static func refusal(_ path: String) -> String? {
        do {
            _ = try Store(path: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aDeviceIsRefusedAndNothingIsCreatedBesideIt() {
        let journalBefore = FileManager.default.fileExists(atPath: "/dev/null-journal")
        let said = Self.refusal("/dev/null")
        #expect(said?.contains("/dev/null is a device, not a database file") == true, "\(said ?? "opened")")
        #expect(FileManager.default.fileExists(atPath: "/dev/null-journal") == journalBefore)
        #expect(FileManager.default.fileExists(atPath: "/dev/null-wal") == false)
        #expect(Store.examine(path: "/dev/null").problems.first?.contains("is a device") == true)
    }

    @Test func aFolderAndAFIFOAreRefused() throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.refusal(dir.path)?.contains("is a folder") == true)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(Self.refusal(path)?.contains("is a FIFO") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names == ["earshot.sqlite"], "no journal beside the FIFO")
    }

    @Test func aNewPathAndALinkToAFileAreStillOpened() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ann = try await Store(path: path).player(named: "Ann")
        let link = dir.appendingPathComponent("link.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        await #expect(try Store(path: link).player(named: "Ann").id == ann.id, "the same database through the link")
    }

    @Test func aFileWithOnlyAViewIsNotEarshotsAndStaysUnchanged() throws {
        let (path, dir) = try temporaryDatabase("views.sqlite")
        defer { try? FileManager.default.removeItem(at: dir) }
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "CREATE VIEW answers AS SELECT 42 AS answer") }
        try other.close()
        let said = Self.refusal(path)
        #expect(said?.contains("made by another program, not by Earshot (it holds view \"answers\")") == true, "\(said ?? "opened")")
        let after = try DatabaseQueue(path: path)
        let schema = try after.read { db in try String.fetchAll(db, sql: "SELECT type || ' ' || name FROM sqlite_master") }
        #expect(schema == ["view answers"], "no table was added")
        #expect(Store.examine(path: path).problems.contains { $0.contains("not an Earshot database") })
    }
}
