// Plugins this file needs: none

import EarshotApp
import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Reports on questions and feedback (`report`, migration `v7-reports`): the same checks
/// against every ``GameStore`` (SQLite always, PostgreSQL on the test run's private server).
@Suite("Store protocol: reports and feedback, on SQLite and PostgreSQL", .serialized)
struct ReportStoreSuite {
    @Test(arguments: StoreKind.available)
    func theMigrationRuns(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        switch store {
        case let sqlite as Store: #expect(try sqlite.appliedMigrations().contains("v7-reports"))
        case let postgres as PostgresStore: #expect(try await postgres.appliedMigrations().contains("v7-reports"))
        default: Issue.record("an unknown store")
        }
        #expect(Store.migrationNames.contains("v7-reports"))
    }

    /// Filed open, listed oldest first a page at a time with the reporter's name, read back
    /// whole; closed once; fixing a question closes every open report on it; each closed one
    /// is told to its reporter once, oldest first.
    @Test(arguments: StoreKind.available)
    func reportsAreFiledListedClosedAndToldOnce(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.register(name: "Ann", passwordHash: nil).id
        let bob = try await store.register(name: "Bob", passwordHash: nil).id
        let mo = try await store.register(name: "Mo", passwordHash: nil).id
        let geo = try await store.questions(in: "geo")
        let (first, second) = (try #require(geo[0].storeID), try #require(geo[1].storeID))
        let t0 = Date(timeIntervalSince1970: 1_795_000_000)
        func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

        let typo = try await store.fileReport(
            kind: .question, reporterID: ann, questionID: first, questionText: geo[0].text, words: "typo", at: at(0))
        let feedback = try await store.fileReport(
            kind: .feedback, reporterID: ann, questionID: nil, questionText: nil, words: "More maps, please.", at: at(1))
        let madeUp = try await store.fileReport(
            kind: .question, reporterID: bob, questionID: nil, questionText: "What is 2 + 2?", words: "wrong answer", at: at(2))
        let again = try await store.fileReport(
            kind: .question, reporterID: bob, questionID: first, questionText: geo[0].text, words: "hard to hear", at: at(3))
        let other = try await store.fileReport(
            kind: .question, reporterID: bob, questionID: second, questionText: geo[1].text, words: "two answers fit", at: at(4))

        let page = try await store.openReports(offset: 0, limit: 2)
        #expect(page.total == 5 && page.items.map(\.id) == [typo, feedback])
        #expect(try await store.openReports(offset: 4, limit: 2).items.map(\.id) == [other])
        let read = try #require(try await store.report(typo))
        #expect(
            read
                == Report(
                    id: typo, kind: .question, reporterID: ann, reporterName: "Ann", questionID: first, questionText: geo[0].text,
                    words: "typo", sentAt: read.sentAt, state: .open, reason: nil))
        #expect(abs(read.sentAt.timeIntervalSince(at(0))) < 0.01)
        #expect(try await store.report(feedback)?.kind == .feedback)
        #expect(try await store.report(madeUp)?.questionID == nil)
        #expect(try await store.report(9999) == nil)
        #expect(try await store.takeReportNotices(reporterID: ann).isEmpty, "nothing closed yet")

        #expect(try await store.closeReport(feedback, state: .done, reason: "Maps are coming", moderatorID: mo))
        #expect(try await !store.closeReport(feedback, state: .dismissed, reason: nil, moderatorID: mo), "closed once")
        #expect(try await store.closeReport(madeUp, state: .dismissed, reason: nil, moderatorID: mo))
        #expect(try await store.closeReports(questionID: first, moderatorID: mo) == [typo, again])
        #expect(try await store.closeReports(questionID: first, moderatorID: mo).isEmpty)
        #expect(try await store.report(typo)?.state == .done)
        #expect(try await store.report(feedback)?.reason == "Maps are coming")
        #expect(try await store.report(madeUp)?.state == .dismissed)
        let open = try await store.openReports(offset: 0, limit: 10)
        #expect(open.total == 1 && open.items.map(\.id) == [other])

        let annTold = try await store.takeReportNotices(reporterID: ann)
        #expect(annTold.map(\.id) == [typo, feedback], "oldest first")
        #expect(annTold.map(\.state) == [.done, .done] && annTold.map(\.reason) == [nil, "Maps are coming"])
        #expect(try await store.takeReportNotices(reporterID: bob).map(\.id) == [madeUp, again])
        #expect(try await store.takeReportNotices(reporterID: ann).isEmpty, "told once")
        #expect(try await store.takeReportNotices(reporterID: bob).isEmpty)
    }

    /// The rate limit counts a player's reports and feedback from a moment on; the limit is
    /// 10 an hour unless the store's setting says otherwise.
    @Test(arguments: StoreKind.available)
    func theTimesOfAPlayersReportsAndTheLimit(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let ann = try await store.register(name: "Ann", passwordHash: nil).id
        let bob = try await store.register(name: "Bob", passwordHash: nil).id
        let t0 = Date(timeIntervalSince1970: 1_795_000_000)
        for minutes in [0.0, 30, 50, 70] {
            _ = try await store.fileReport(
                kind: .feedback, reporterID: ann, questionID: nil, questionText: nil, words: "At \(minutes)",
                at: t0.addingTimeInterval(minutes * 60))
        }
        _ = try await store.fileReport(kind: .feedback, reporterID: bob, questionID: nil, questionText: nil, words: "Hi", at: t0)
        let times = try await store.reportTimes(reporterID: ann, since: t0.addingTimeInterval(20 * 60))
        #expect(times.map { Int(($0.timeIntervalSince(t0) / 60).rounded()) } == [30, 50, 70])
        #expect(try await store.reportTimes(reporterID: bob, since: t0.addingTimeInterval(1)).isEmpty)
        #expect(try await store.hourlyReportLimit() == 10)
        try await store.setSetting(ReportLimits.perHourKey, "3")
        #expect(try await store.hourlyReportLimit() == 3)
    }

    /// A deleted account takes its reports with it; a deleted moderator's or a removed
    /// question's leaves the report in place.
    @Test(arguments: StoreKind.available)
    func reportsFollowTheirReportersAccount(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        try await twoCategoryBank(store)
        let ann = try await store.register(name: "Ann", passwordHash: nil).id
        let bob = try await store.register(name: "Bob", passwordHash: nil).id
        let mo = try await store.register(name: "Mo", passwordHash: nil).id
        let q = try #require(try await store.questions(in: "geo").first)
        let annReport = try await store.fileReport(
            kind: .question, reporterID: ann, questionID: q.storeID, questionText: q.text, words: "typo", at: Date())
        let bobReport = try await store.fileReport(
            kind: .question, reporterID: bob, questionID: q.storeID, questionText: q.text, words: "typo too", at: Date())
        #expect(try await store.closeReport(bobReport, state: .dismissed, reason: "It is right", moderatorID: mo))
        _ = try await store.deleteAccount(playerID: ann)
        _ = try await store.deleteAccount(playerID: mo)
        #expect(try await store.report(annReport) == nil)
        let kept = try #require(try await store.report(bobReport))
        #expect(kept.state == .dismissed && kept.reason == "It is right" && kept.reporterName == "Bob")
        #expect(try await store.openReports(offset: 0, limit: 10).total == 0)
    }
}
