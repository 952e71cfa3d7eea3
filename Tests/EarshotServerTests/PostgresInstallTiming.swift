import EarshotCore
import EarshotPostgres
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// How long a big pack takes to install, on each store: run by hand (not by `make test`) with
/// `EARSHOT_BENCH_INSTALL=20000 swift test --skip-build --filter PostgresInstallTiming`.
@Suite("Timing: installing a big pack", .serialized)
struct PostgresInstallTiming {
    static let size = ProcessInfo.processInfo.environment["EARSHOT_BENCH_INSTALL"].flatMap { Int($0) }

    @Test(.enabled(if: size != nil && TemporaryPostgres.binaries != nil, "set EARSHOT_BENCH_INSTALL to a number of questions"))
    func installABigPack() async throws {
        let size = try #require(Self.size)
        let questions = generatedQuestions(size)
        for kind in StoreKind.available {
            let store = try await kind.make()
            let clock = ContinuousClock()
            let start = clock.now
            let installed = try await store.install(pack("timing", questions, categories: generatedCategories()))
            let installing = clock.now - start
            let again = clock.now
            let added = try await store.add(generatedQuestions(size / 4, from: size), categories: [], source: "import")
            let adding = clock.now - again
            let replacing = clock.now
            let replaced = try await store.install(pack("timing", generatedQuestions(size, from: 10 * size), categories: []))
            let replacement = clock.now - replacing
            #expect(installed.added == size && added.added == size / 4)
            #expect(replaced.added == size && replaced.retired == size)
            print(
                "\(kind): install of \(size) questions took \(installing); adding \(size / 4) more took \(adding); "
                    + "a new version of the pack with none of the old questions (\(size) retired, \(size) new) took \(replacement)")
        }
    }
}
