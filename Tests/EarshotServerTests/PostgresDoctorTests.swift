import EarshotApp
import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotPostgres

#if canImport(Glibc)
    import Glibc
#endif

/// `earshot doctor --db postgres://…`: reaches the server within a time limit, reads the
/// migrations and counts without changing anything, and says why when it cannot.
@Suite("earshot doctor visits a PostgreSQL store")
struct PostgresDoctorTests {
    /// The doctor's limit in these tests: the whole suite shares the private server, which can
    /// then take more than the usual five seconds; the limit itself is tested below.
    static let patient = Duration.seconds(60)

    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func theDoctorReachesThePrivateServerAndReadsItsMigrations() async throws {
        let url = try await TemporaryPostgres.sharedServer().newDatabase()
        let empty = await StoreCheck.run(location: url, timeLimit: Self.patient)
        #expect(empty.at(.problem).isEmpty, "\(empty)")
        #expect(empty[0].text.hasPrefix("The PostgreSQL store at postgres://postgres@/tmp/"), "\(empty)")
        #expect(empty[0].text.contains(": PostgreSQL "))
        #expect(empty.contains { $0.text.hasPrefix("The database holds no Earshot tables yet") })
        #expect(empty.last == .fact("The PostgreSQL store is healthy."))

        let store = try await PostgresStore(url: url)
        defer { store.close() }
        _ = try await store.player(named: "Ann")
        _ = try await store.player(named: "Bo")
        let known = PostgresStore.migrations.count
        let migrated = await PostgresStore.examine(url: url)
        #expect(migrated.contains(.fact("The schema has \(known) of the \(known) migrations this Earshot knows.")), "\(migrated)")
        #expect(migrated.contains(.fact("2 players, 0 questions to draw from, 0 games played.")), "\(migrated)")
        #expect(migrated.at(.problem).isEmpty)

        _ = try await store.query("INSERT INTO earshot_migration (name, applied_at) VALUES ('v99-future', now())")
        let newer = await PostgresStore.examine(url: url)
        #expect(
            newer.at(.problem).map(\.text) == [
                "It was changed by a newer Earshot (v99-future, which this version does not know). Update Earshot before serving from it."
            ])
        // The doctor's own connection is read-only: it left nothing behind.
        #expect(try await store.appliedMigrations().count == known + 1)
    }

    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func aWrongPortIsReportedWithinTheTimeLimit() async throws {
        let server = try await TemporaryPostgres.sharedServer()
        let url = "postgres://postgres@/earshot?host=\(server.folder.path)&port=5999"
        let findings = await StoreCheck.run(location: url, timeLimit: .seconds(5))
        // Said as the connection's own failure, not as the time limit's ("did not answer within").
        #expect(
            findings == [
                .problem(
                    "The PostgreSQL store at postgres://postgres@\(server.folder.path)/.s.PGSQL.5999/earshot cannot be reached (No such file or directory). Check that the server is running and that the address is right."
                )
            ])
    }

    /// The time limit runs on the task pool, which a busy test run delays by seconds: the upper
    /// bound is loose; the lower one and the sentence show that a limit ended the wait.
    @Test(.timeLimit(.minutes(1)))
    func aServerThatNeverAnswersIsGivenUpOnAtTheTimeLimit() async throws {
        // A TCP port that takes connections (the kernel's queue does) and never says a word.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) == 0 && getsockname(fd, $0, &size) == 0 }
        }
        try #require(bound && listen(fd, 8) == 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let start = ContinuousClock.now
        let findings = await PostgresStore.examine(url: "postgres://earshot@127.0.0.1:\(port)/club?sslmode=disable", timeLimit: .seconds(2))
        let took = ContinuousClock.now - start
        #expect(took >= .milliseconds(1900) && took < .seconds(30), "took \(took)")
        #expect(findings.count == 1 && findings[0].level == .problem)
        #expect(findings[0].text.hasPrefix("The PostgreSQL store at postgres://earshot@127.0.0.1:\(port)/club "), "\(findings)")
        // The doctor's own limit, or (on a run so busy that it came late) the connection's, which is a second longer.
        #expect(
            findings[0].text.contains("did not answer within 2 seconds") || findings[0].text.contains("no answer in time"), "\(findings)")
    }

    @Test func aRefusedPortAndABadAddressSayWhy() async throws {
        let refused = await PostgresStore.examine(url: "postgres://earshot@127.0.0.1:1/club?sslmode=disable")
        #expect(refused.map(\.level) == [.problem])
        #expect(refused[0].text.contains("cannot be reached (Connection refused)"), "\(refused)")
        let bad = await StoreCheck.run(location: "postgres://ann@host:port/club")
        #expect(bad.map(\.level) == [.problem])
        #expect(bad.first?.text.contains("is not a PostgreSQL address") == true, "\(bad)")
    }
}
