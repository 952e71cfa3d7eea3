import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `export -o` writes only to a regular file or a new path, through a temporary file and a
/// rename; devices, FIFOs and symbolic links are refused and left as they were.
@Suite struct ExportTargetTests {
    static func app() async throws -> TestApp {
        let store = try Store()
        try await store.add(RoundTripTests.questions, categories: RoundTripTests.categories, source: "test")
        return try await makeTestApp(store: store)
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }

    @Test func refusesDevicesFIFOsAndLinks() async throws {
        let t = try await Self.app()
        #expect(await t.exportQuestions(to: .file("/dev/null")) == false)
        #expect(Self.isCharacterDevice("/dev/null"), "/dev/null is still a device")
        #expect(t.messages.last?.contains("/dev/null is a device") == true)

        let folder = (try temporaryFile("x", "") as NSString).deletingLastPathComponent
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(await t.exportQuestions(to: .file(fifo)) == false)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(t.messages.last?.contains("is a FIFO") == true)

        let real = folder + "/real.json"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: real))
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(await t.exportQuestions(to: .file(link)) == false)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "keep me")
        #expect(t.messages.last?.contains("is a symbolic link") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".earshot-") }
        #expect(leftovers.isEmpty)
    }

    @Test func replacesARegularFileAndCreatesANewOne() async throws {
        let t = try await Self.app()
        let old = try temporaryFile("old.json", "old contents")
        #expect(chmod(old, 0o600) == 0)
        #expect(await t.exportQuestions(to: .file(old)))
        #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix("{"))
        var info = stat()
        #expect(stat(old, &info) == 0 && info.st_mode & 0o777 == 0o600, "keeps the file's permissions")
        let fresh = (old as NSString).deletingLastPathComponent + "/new.gift"
        #expect(await t.exportQuestions(format: "gift", to: .file(fresh)))
        #expect(FileManager.default.fileExists(atPath: fresh))
        let names = try FileManager.default.contentsOfDirectory(atPath: (old as NSString).deletingLastPathComponent)
        #expect(names.sorted() == ["new.gift", "old.json"])
    }

    /// A file with a second name (a hard link) is written in place: both names see the export,
    /// as with `>`; a rename would have cut the link.
    @Test func aHardLinkedFileKeepsItsLinks() async throws {
        let t = try await Self.app()
        let first = try temporaryFile("first.json", "old contents that are longer than nothing at all")
        let second = (first as NSString).deletingLastPathComponent + "/second.json"
        #expect(link(first, second) == 0)
        #expect(await t.exportQuestions(to: .file(first)))
        var a = stat(), b = stat()
        #expect(stat(first, &a) == 0 && stat(second, &b) == 0)
        #expect(a.st_ino == b.st_ino && a.st_nlink == 2, "still one file with two names")
        let written = try String(contentsOfFile: second, encoding: .utf8)
        #expect(written.hasPrefix("{") && written.hasSuffix("}\n"), "the whole export, nothing of the old file after it")
    }

    /// A file owned by someone else (say, in a shared folder) stays theirs: written in place.
    @Test(.enabled(if: geteuid() == 0, "needs root to give a file to another user"))
    func someoneElsesFileKeepsItsOwner() async throws {
        let t = try await Self.app()
        let theirs = try temporaryFile("theirs.gift", "old")
        #expect(chown(theirs, 65_534, 65_534) == 0)
        #expect(chmod((theirs as NSString).deletingLastPathComponent, 0o1777) == 0)
        #expect(await t.exportQuestions(format: "gift", to: .file(theirs)))
        var info = stat()
        #expect(stat(theirs, &info) == 0 && info.st_uid == 65_534, "not taken over by the writer")
        #expect(try String(contentsOfFile: theirs, encoding: .utf8).hasPrefix("// Exported from Earshot"))
    }

    /// The temporary name is short, whatever the target's: a 240-character name works (the
    /// old temporary name added 50 characters, past the 255-byte limit).
    @Test func aLongFileNameCanBeWritten() async throws {
        let t = try await Self.app()
        let folder = (try temporaryFile("x", "") as NSString).deletingLastPathComponent
        let name = String(repeating: "n", count: 235) + ".json"
        #expect(await t.exportQuestions(to: .file(folder + "/" + name)), "\(t.messages.suffix(1))")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
        let twice = folder + "/" + name
        #expect(await t.exportQuestions(format: "gift", to: .file(twice)), "replacing it works too")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains { $0.hasPrefix(".earshot-") }, "no temporary file is left")
    }
}
