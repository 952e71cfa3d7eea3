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
    static func app() throws -> TestApp {
        let store = try Store()
        try store.add(RoundTripTests.questions, categories: RoundTripTests.categories, source: "test")
        return try makeTestApp(store: store)
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }

    @Test func refusesDevicesFIFOsAndLinks() async throws {
        let t = try Self.app()
        #expect(await t.app.exportQuestions(to: .file("/dev/null")) == false)
        #expect(Self.isCharacterDevice("/dev/null"), "/dev/null is still a device")
        #expect(t.messages.last?.contains("/dev/null is a device") == true)

        let folder = (try temporaryFile("x", "") as NSString).deletingLastPathComponent
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(await t.app.exportQuestions(to: .file(fifo)) == false)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(t.messages.last?.contains("is a FIFO") == true)

        let real = folder + "/real.json"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: real))
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(await t.app.exportQuestions(to: .file(link)) == false)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "keep me")
        #expect(t.messages.last?.contains("is a symbolic link") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func replacesARegularFileAndCreatesANewOne() async throws {
        let t = try Self.app()
        let old = try temporaryFile("old.json", "old contents")
        #expect(chmod(old, 0o600) == 0)
        #expect(await t.app.exportQuestions(to: .file(old)))
        #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix("{"))
        var info = stat()
        #expect(stat(old, &info) == 0 && info.st_mode & 0o777 == 0o600, "keeps the file's permissions")
        let fresh = (old as NSString).deletingLastPathComponent + "/new.gift"
        #expect(await t.app.exportQuestions(format: "gift", to: .file(fresh)))
        #expect(FileManager.default.fileExists(atPath: fresh))
        let names = try FileManager.default.contentsOfDirectory(atPath: (old as NSString).deletingLastPathComponent)
        #expect(names.sorted() == ["new.gift", "old.json"])
    }
}
