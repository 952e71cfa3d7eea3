import EarshotCore
import Foundation
import Review
import Testing

/// The reference table made with py-fsrs 6.x by `scripts/fsrs_reference.py`.
struct FSRSReference: Decodable {
    struct Step: Decodable {
        var day: Int
        var rating: Int
        var due: Int
        var stability: Double
        var difficulty: Double
    }
    var generator: String
    var parameters: [Double]
    var desiredRetention: Double
    var histories: [[Step]]

    static func load() throws -> FSRSReference {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/fsrs-reference.json")
        return try JSONDecoder().decode(FSRSReference.self, from: Data(contentsOf: url))
    }
}

@Suite("FSRS-6 against py-fsrs")
struct FSRSReferenceTests {
    @Test("Every due date of the reference table, with stability and difficulty to 1e-9")
    func matchesTheTable() throws {
        let table = try FSRSReference.load()
        #expect(table.generator.hasPrefix("py-fsrs 6."))
        #expect(table.parameters == FSRS.defaultParameters)
        #expect(table.histories.count >= 40)
        let fsrs = FSRS(desiredRetention: table.desiredRetention)
        var steps = 0
        for (h, history) in table.histories.enumerated() {
            var card: FSRSCard?
            for step in history {
                let rating = try #require(FSRSRating(rawValue: step.rating))
                let next = fsrs.review(card, rating: rating, on: step.day)
                #expect(next.due == step.due, "history \(h), day \(step.day)")
                #expect(abs(next.stability - step.stability) < 1e-9, "history \(h), day \(step.day)")
                #expect(abs(next.difficulty - step.difficulty) < 1e-9, "history \(h), day \(step.day)")
                card = next
                steps += 1
            }
        }
        #expect(steps > 150)
    }

    @Test("A new card rated good is due in 2 days, again in 1; intervals round half to even")
    func firstReviews() {
        let fsrs = FSRS()
        #expect(fsrs.review(nil, rating: .good, on: 100).due == 102)
        #expect(fsrs.review(nil, rating: .again, on: 100).due == 101)
        #expect(fsrs.review(nil, rating: .again, on: 100).lapses == 1)
        #expect(fsrs.interval(stability: 0.001) == 1)
        #expect(fsrs.interval(stability: 1e9) == 36500)
    }
}
