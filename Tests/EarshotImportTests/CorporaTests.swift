import EarshotApp
import EarshotCore
import EarshotImport
import EarshotStore
import Foundation
import Testing

/// Every real-world file in `../shared/corpora` (see its README) imports without crashing, and
/// the counts add up to the README's: each question is either imported or skipped with a reason.
@Suite(needsCorpora) struct CorporaTests {
    static func files() -> [URL] {
        let all = FileManager.default.enumerator(at: corpora, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return all.filter { !$0.hasDirectoryPath && $0.lastPathComponent != "README.md" }.sorted { $0.path < $1.path }
    }

    static func read(_ file: URL) throws -> ImportedQuestions {
        try QuestionImporter.read(try Data(contentsOf: file), fileName: file.lastPathComponent)
    }

    @Test func everyFileIsReadWithItsFormatDetected() throws {
        let files = Self.files()
        #expect(files.count == 88, "the README lists 88 data files")
        for file in files {
            let folder = file.path.replacingOccurrences(of: corpora.path + "/", with: "").split(separator: "/")[0]
            let data = try Data(contentsOf: file)
            if file.lastPathComponent.hasPrefix("api_fail_respcode_") {
                #expect(throws: ImportError.self) { try QuestionImporter.read(data, fileName: file.lastPathComponent) }
                continue
            }
            let r = try QuestionImporter.read(data, fileName: file.lastPathComponent)
            #expect(r.format.rawValue == folder, "\(file.lastPathComponent)")
        }
    }

    /// The README's question counts per folder, and what became of them.
    @Test func countsAddUpToTheREADMEs() throws {
        var totals: [String: (questions: Int, invalid: Int, unsupported: Int)] = [:]
        for file in Self.files() where !file.lastPathComponent.hasPrefix("api_fail_") {
            let r = try Self.read(file)
            let folder = file.deletingLastPathComponent().path.replacingOccurrences(of: corpora.path + "/", with: "")
            var t = totals[folder] ?? (0, 0, 0)
            t.questions += r.questions.count
            t.invalid += r.errors.count
            t.unsupported += r.problems.count - r.errors.count
            totals[folder] = t
        }
        // OpenTDB: 5,250 + 4,098 + 3. The one skip in each dump is "Brasil" against "Brasíl".
        #expect(totals["opentdb"]! == (5249 + 4097, 0, 2))
        #expect(totals["opentdb/zarthus-opentdb-rs"]! == (3, 0, 0))
        // OpenTriviaQA: 49,716 questions; 24 have two equal options and 4 an empty one.
        #expect(totals["opentriviaqa/categories"]! == (49_688, 28, 0))
        // Moodle GIFT: 43 + 9 + 4 = 56 questions (the $CATEGORY line is not one). Skipped:
        // matching, essay and partial-credit questions.
        #expect(totals["gift/moodle"]! == (39, 0, 17))
        // fuhrmanator GIFT: 100 questions; skipped: descriptions, essays, matching, partial
        // credit, choose-all, and one question with 7 options.
        let f = totals["gift/fuhrmanator-GIFT-grammar-PEG.js"]!
        #expect(f.questions + f.invalid + f.unsupported == 100)
        #expect(f == (66, 0, 34))
        // Aiken: 2 valid; 3 valid and Moodle's 4 errors; the "advanced" file's Hebrew question
        // (localised keywords) is flagged, its two others read.
        #expect(totals["aiken/moodle"]! == (5, 4, 0))
        #expect(totals["aiken/upmf-moodle-qformat_aikenadv"]! == (2, 1, 0))
        // CSV: 10 + 10, one choose-all question in each.
        #expect(totals["csv/GopalSharma-moodle-qformat_csv"]! == (18, 0, 2))
    }

    @Test func specificFilesReadAsExpected() throws {
        let tdb = try Self.read(corpora.appendingPathComponent("opentdb/kickturn-opentdb-2026.json"))
        #expect(tdb.categories.count == 24)
        #expect(tdb.questions.filter { $0.kind == .truefalse }.count == 783)
        #expect(tdb.questions.filter { $0.kind == .choice }.count == 4466)
        #expect(tdb.questions.contains { $0.text == "What is the Japanese name for the video game \"Super Mario 64\"?" } == false)
        #expect(tdb.categories.contains { $0.name == "Entertainment: Japanese Anime & Manga" })
        #expect(!tdb.questions.contains { $0.text.contains("&quot;") || $0.text.contains("&#039;") || $0.text.contains("\t") })

        let examples = try Self.read(corpora.appendingPathComponent("gift/moodle/examples.txt"))
        #expect(examples.questions.first?.text == "Who's buried in Grant's tomb?")
        #expect(examples.questions.contains { $0.text == "What is the value of pi (to 3 decimal places)?" && $0.tolerance == 0.0005 })

        let music = try Self.read(corpora.appendingPathComponent("opentriviaqa/categories/music"))
        #expect(music.questions.count == 5578, "5,579 less one with an empty option")
        #expect(!music.questions.contains { $0.text.contains("\u{FFFD}") })
    }

    @Test func importingAnUpdatedDumpAddsOnlyWhatChanged() async throws {
        let t = try await makeTestApp()
        let dir = corpora.appendingPathComponent("opentdb").path
        #expect(await t.importQuestions(from: dir + "/kickturn-opentdb-2026.json"))
        #expect(t.messages.first?.contains("5249 added, 0 duplicates") == true)
        // 89 records of the 2023 dump are not in 2026: 72 questions since removed, and 17 whose
        // answers or category changed. The rest are duplicates.
        #expect(await t.importQuestions(from: dir + "/kickturn-opentdb_questions-2023.json"))
        #expect(t.messages.contains { $0.contains("89 added, 4008 duplicates") })
        #expect(try await t.store.questions(in: nil).count == 5249 + 89)
    }
}
