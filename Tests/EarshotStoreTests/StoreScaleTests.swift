import EarshotCore
import Foundation
import GRDB
import Testing

@testable import EarshotStore

/// A temporary folder, removed when the test ends.
func temporaryDatabase(_ name: String = "earshot.sqlite") throws -> (path: String, folder: URL) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return (dir.appendingPathComponent(name).path, dir)
}

@Suite("Store at scale: kept counts and draw ordinals")
struct StoreScaleTests {
    let categories = [Category(id: "geo", name: "Geography"), Category(id: "art", name: "Art")]

    func bank(_ store: Store, _ n: Int) async throws {
        let kinds: [QuestionKind] = [.choice, .truefalse, .typed]
        let difficulties: [Difficulty] = [.easy, .medium, .hard]
        let questions = (0..<n).map {
            q("Question \($0)?", $0 % 5 == 0 ? "art" : "geo", kind: kinds[$0 % 3], difficulty: difficulties[$0 / 3 % 3])
        }
        try await store.add(questions, categories: categories, source: "test")
    }

    @Test func countsAndOrdinalsStayExactThroughAddsRetirementsReturnsAndDeletes() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try Store(path: path)
        try await bank(store, 60)
        #expect(try store.examine().problems == [])
        let other = try DatabaseQueue(path: path)
        // Retire a scattered handful, bring one back, delete two, and move one to another category.
        try await other.write { db in
            try db.execute(sql: "UPDATE question SET retired = 1 WHERE id IN (2, 5, 9, 17, 31, 60)")
            try db.execute(sql: "UPDATE question SET retired = 0 WHERE id = 9")
            try db.execute(sql: "DELETE FROM question WHERE id IN (1, 44)")
            try db.execute(sql: "UPDATE question SET categoryID = 'art', difficulty = 'hard' WHERE id = 20")
        }
        let health = try store.examine()
        #expect(health.problems == [])
        let summaries = try await store.categories()
        let total = summaries.reduce(0) { $0 + $1.total }
        #expect(total == 60 - 5 - 2)
        let art = try #require(summaries.first { $0.category.id == "art" })
        #expect(art.total == art.byDifficulty.values.reduce(0, +))
        // Every drawable question can be drawn, and none of the retired or deleted ones.
        let all = try await store.draw(QuestionRequest(categoryID: nil, count: 500, seed: 7))
        #expect(all.count == 53)
        let ids = Set(all.compactMap(\.storeID))
        #expect(ids.count == 53)
        #expect(ids.isDisjoint(with: [1, 2, 5, 17, 31, 44, 60]))
        #expect(ids.contains(9))
        // A question inserted without numbering (a bulk import killed mid-way) is drawable after
        // the next start.
        try await other.write { db in
            try db.execute(
                sql: """
                    INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong)
                    VALUES ('late', 'bulk', 'art', 'choice', 'easy', 'Late?', '["A"]', '["B"]')
                    """)
        }
        let reopened = try Store(path: path)
        #expect(try reopened.examine().problems == [])
        await #expect(try reopened.draw(QuestionRequest(categoryID: nil, count: 500, seed: 7)).count == 54)
    }

    @Test func drawingIsDistinctDeterministicAndFiltersByKindThroughTheIndex() async throws {
        let store = try Store()
        try await bank(store, 300)
        let request = QuestionRequest(categoryID: "geo", count: 10, seed: 42, kinds: [.choice])
        let first = try await store.draw(request)
        #expect(first.count == 10)
        #expect(first.allSatisfy { $0.kind == .choice && $0.categoryID == "geo" })
        #expect(Set(first.map(\.text)).count == 10)
        #expect(try await store.draw(request).map(\.text) == first.map(\.text))
        var other = request
        other.seed = 43
        #expect(try await store.draw(other).map(\.text) != first.map(\.text))
        #expect(try await store.draw(QuestionRequest(categoryID: "nowhere", count: 5, seed: 1)).isEmpty)
        #expect(
            try await store.draw(QuestionRequest(categoryID: "art", count: 5, seed: 1, kinds: [.typed])).allSatisfy { $0.kind == .typed })
    }

    @Test func aBankFromBeforeTheCountsIsNumberedByItsMigration() async throws {
        let (path, dir) = try temporaryDatabase()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A version 1 database with questions, made by the first migration alone.
        let v1 = try DatabaseQueue(path: path)
        try Store.migrator.migrate(v1, upTo: "v1-initial")
        try await v1.write { db in
            try db.execute(sql: "INSERT INTO category VALUES ('geo', 'Geography', NULL, 6)")
            for i in 0..<7 {
                try db.execute(
                    sql: """
                        INSERT INTO question (contentHash, packID, categoryID, kind, difficulty, text, answers, wrong, retired)
                        VALUES (?, 'p', 'geo', 'choice', 'easy', ?, '["A"]', '["B"]', ?)
                        """, arguments: ["h\(i)", "Old question \(i)?", i == 3])
            }
        }
        try v1.close()
        let store = try Store(path: path)
        #expect(try store.examine().problems == [])
        #expect(try await store.categories().first?.total == 6)
        #expect(try await store.draw(QuestionRequest(categoryID: "geo", count: 10, seed: 3)).count == 6)
    }
}
