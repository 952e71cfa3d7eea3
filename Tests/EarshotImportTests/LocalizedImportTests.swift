import EarshotCore
import EarshotImport
import EarshotStore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotApp

/// What the player hears about an import or an export, in their language. The reasons a
/// question is skipped come from the readers, in English for now.
@Suite struct LocalizedImportTests {
    static func hasHan(_ s: String) -> Bool { s.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
    static func hasTamil(_ s: String) -> Bool { s.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) } }
    static func ours(_ missing: [String]) -> [String] {
        missing.filter { k in ["import.", "export."].contains { k.contains(":" + $0) } }
    }

    static func app(_ language: Language) async throws -> TestApp {
        let t = try await makeTestApp()
        await t.app.perform(command: "language \(language.rawValue)")
        return t
    }

    @Test func anImportSummaryInChinese() async throws {
        let path = try temporaryFile("planets.gift", ImportCommandTests.gift)
        let t = try await Self.app(.zh)
        #expect(await t.importQuestions(from: path))
        #expect(
            t.messages.contains("已导入 planets.gift（Moodle GIFT）：新增 2 道，重复 0 道（题库里已有，或文件里重复出现），跳过 2 道。"),
            "\(t.messages)")
        #expect(t.messages.contains("跳过的题目："))
        #expect(t.messages.contains("开始玩这些题目：earshot play --category planets"))
        #expect(!t.messages.contains { $0.hasPrefix("Imported") || $0.hasPrefix("Play them") })
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func strictAndAlreadyImportedInMalay() async throws {
        let path = try temporaryFile("planets.gift", ImportCommandTests.gift)
        let t = try await Self.app(.ms)
        #expect(await t.importQuestions(from: path, strict: true) == false)
        #expect(
            t.messages.contains(
                "Tiada apa-apa yang diimport: --strict dihidupkan, dan planets.gift mempunyai 1 soalan yang ada ralat:"),
            "\(t.messages)")
        #expect(await t.importQuestions(from: path))
        #expect(await t.importQuestions(from: path))
        #expect(t.messages.contains { $0.contains("0 ditambah, 2 pendua") }, "already imported: \(t.messages)")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func anExportAndAnUnknownFormatInTamil() async throws {
        let path = try temporaryFile("planets.gift", ImportCommandTests.gift)
        let t = try await Self.app(.ta)
        #expect(await t.importQuestions(from: path))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-export-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(await t.exportQuestions(category: "planets", to: .file(out.path)))
        let done = try #require(t.messages.last)
        #expect(Self.hasTamil(done) && done.contains("2 கேள்விகள்") && done.contains("1 பிரிவு"), "\(done)")
        #expect(await t.exportQuestions(format: "pdf", to: .file(out.path)) == false)
        let refused = try #require(t.messages.last)
        #expect(Self.hasTamil(refused) && refused.contains("\"pdf\"") && !refused.contains("is not a format"), "\(refused)")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func theOpenTriviaDatabaseTokenAndWaitInChinese() async throws {
        let clock = ManualClock()
        let api = URLImportTests.FakeAPI(clock: clock, replies: [URLImportTests.questions])
        let server = try LocalHTTPServer(handler: api.handle)
        defer { server.stop() }
        let t = try await Self.app(.zh)
        let network = try URLImportTests.network(clock)
        let url = server.baseURL + "/api.php?amount=2"
        #expect(await URLImportTests.driving(clock) { await t.importQuestions(from: url, network: network) })
        #expect(t.messages.contains("开放题库（Open Trivia Database）每 5 秒只接受一次请求，所以 Earshot 等 5 秒后再问。"), "\(t.messages)")
        #expect(t.messages.contains { $0.hasPrefix("正在向开放题库") && Self.hasHan($0) }, "the token request: \(t.messages)")
        #expect(!t.messages.contains { $0.hasPrefix("Asking") || $0.hasPrefix("The Open Trivia Database takes") })
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func aMissingFileAndAFolderInTamil() async throws {
        let t = try await Self.app(.ta)
        #expect(await t.importQuestions(from: "/no/such/file.gift") == false)
        let missing = try #require(t.messages.last)
        #expect(Self.hasTamil(missing) && missing.contains("/no/such/file.gift") && !missing.contains("There is no file"), "\(missing)")
        let folder = FileManager.default.temporaryDirectory.path
        #expect(await t.importQuestions(from: folder) == false)
        let refused = try #require(t.messages.last)
        #expect(Self.hasTamil(refused) && refused.contains(folder + "/questions.gift"), "\(refused)")
    }

    @Test func builtInPacksAreCountedInTheLanguage() async throws {
        let store = try Store()
        let report = await PackInstaller.installBuiltins(into: store, messages: Messages(.zh))
        #expect(!report.loaded.isEmpty)
        #expect(report.loaded.allSatisfy { $0.contains("新增") && Self.hasHan($0) }, "\(report.loaded)")
    }
}
