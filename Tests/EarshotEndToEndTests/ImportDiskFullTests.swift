import EarshotTesting
import Foundation
import GRDB
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An import that fills the disk leaves the bank as it was, at once (issue 20, item 16): it
/// said "exactly as it was" while 5,000 of its rows stayed until the next start, because
/// deleting them needed room in the write-ahead log. A small tmpfs stands in for the full disk;
/// mounting one needs root, so elsewhere this is skipped.
@Suite(.serialized) struct ImportDiskFullTests {
    /// A fresh 8 MB tmpfs, or `nil` where one cannot be mounted.
    static func smallDisk() -> URL? {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-full-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=8m", "tmpfs", dir.path]
        guard (try? mount.run()) != nil else { return nil }
        mount.waitUntilExit()
        return mount.terminationStatus == 0 ? dir : nil
    }

    static func unmount(_ dir: URL) {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/bin/umount")
        umount.arguments = [dir.path]
        try? umount.run()
        umount.waitUntilExit()
        try? FileManager.default.removeItem(at: dir)
    }

    @Test(.enabled(if: geteuid() == 0, "mounting a small tmpfs needs root"))
    func aFullDiskLeavesNoRowsAndGivesItsSpaceBack() async throws {
        guard let disk = Self.smallDisk() else {
            print("ImportDiskFullTests: no tmpfs could be mounted here; skipped.")
            return
        }
        defer { Self.unmount(disk) }
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = disk.appendingPathComponent("earshot.sqlite").path
        #expect(try await BinaryRunner.run(["categories", "--db", db, "--no-speech"], home: home).status == 0)
        let csv = home.appendingPathComponent("big.csv")
        var text = "question,answer,wrong1,category\n"
        for i in 0..<120_000 { text += "Question number \(i) is a longer text to fill pages?,Right \(i),Wrong \(i),Big\n" }
        try Data(text.utf8).write(to: csv)
        let result = try await BinaryRunner.run(["import", "--db", db, "--no-speech", csv.path], home: home)
        #expect(result.status == 2)
        #expect(result.output.contains("is full. Nothing was imported."), "\(result.output)")
        #expect(!result.output.contains("could not be taken out yet"), "the cleanup had room")
        let queue = try DatabaseQueue(path: db)
        let left = try await queue.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question WHERE packID LIKE 'import:%'") ?? -1
        }
        let runs = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importRun") ?? -1 }
        #expect(left == 0 && runs == 0, "\(left) imported rows and \(runs) runs left")
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.path)
        #expect(!names.contains { $0.contains("import-reserve") }, "the reserve is given back: \(names)")
        var fs = statvfs()
        #expect(statvfs(disk.path, &fs) == 0 && Int(fs.f_bavail) * Int(fs.f_frsize) > 2 << 20, "the disk has room again")
    }
}
