import EarshotPostgres
import EarshotTesting
import Foundation
import Synchronization
import Testing

/// The store's call observer (the server's store-call metrics) costs the same on the
/// thousandth query as on the first. It once grew by two wrappers a call (a closure kept as a
/// `Mutex`'s value is converted on its way in and out of `withLock`), so under load each query
/// walked thousands of them and the server ran out of stack.
@Suite struct PostgresCallObserverTests {
    @Test(.enabled(if: TemporaryPostgres.binaries != nil, "\(TemporaryPostgres.missing)"))
    func theObserverDoesNotGrowWithEveryCall() async throws {
        let store = try await PostgresStore(url: try await TemporaryPostgres.sharedServer().newDatabase())
        defer { store.close() }
        let depths = Mutex<[Int]>([])
        store.observeCalls { _ in
            let depth = Thread.callStackSymbols.count
            depths.withLock { $0.append(depth) }
        }
        for _ in 0..<300 { _ = try await store.playerNames() }
        let seen = depths.withLock { $0 }
        #expect(seen.count >= 300, "told of every call")
        let first = try #require(seen.first)
        let last = try #require(seen.last)
        #expect(last - first < 20, "the stack at the observer: \(first) frames at the first call, \(last) at the last")
    }
}
