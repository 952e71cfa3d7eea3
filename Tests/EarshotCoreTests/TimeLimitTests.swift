import EarshotCore
import Foundation
import Synchronization
import Testing

@Suite("One time limit for calls outside the process")
struct TimeLimitTests {
    /// A flag set once, from any thread.
    final class Flag: Sendable {
        private let value = Atomic(false)
        func set() { value.store(true, ordering: .sequentiallyConsistent) }
        var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    }

    /// Work that takes a minute and cannot be cancelled, as a SQLite call or a plugin's reply
    /// cannot: it ends on a dispatch queue's timer, whatever happens to the task waiting for it,
    /// and says so in `ended`. A caller that waited for it would see `ended` set; the checks
    /// below look at `ended`, not at a clock, so a busy test run cannot fail them.
    static func uncancellable(_ ended: Flag) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
                ended.set()
                continuation.resume(returning: "late")
            }
        }
    }

    @Test func quickWorkGivesItsValue() async throws {
        #expect(try await withTimeLimit(.seconds(5)) { 42 } == 42)
        // A value that is itself optional stays apart from running out of time.
        let nothing: Int?? = try await withTimeLimit(.seconds(5)) { () -> Int? in nil }
        #expect(nothing == .some(nil))
    }

    @Test func workThatCannotBeCancelledIsNotWaitedFor() async throws {
        let ended = Flag()
        let value = try await withTimeLimit(.milliseconds(100)) { await Self.uncancellable(ended) }
        #expect(value == nil)
        let workEnded = ended.isSet
        #expect(!workEnded, "the caller went on at the limit, not when the work ended")
    }

    @Test func workLeftBehindIsCancelled() async throws {
        let cancelled = Atomic(false)
        let value = try await withTimeLimit(.milliseconds(50)) {
            do { try await Task.sleep(for: .seconds(30)) } catch { cancelled.store(true, ordering: .sequentiallyConsistent) }
            return 1
        }
        #expect(value == nil)
        let deadline = ContinuousClock.now + .seconds(5)
        while !cancelled.load(ordering: .sequentiallyConsistent), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let wasCancelled = cancelled.load(ordering: .sequentiallyConsistent)
        #expect(wasCancelled)
    }

    @Test func theWorksErrorComesThrough() async {
        struct Refused: Error {}
        await #expect(throws: Refused.self) { try await withTimeLimit(.seconds(5)) { () async throws -> Int in throw Refused() } }
    }

    @Test func aCallerThatIsCancelledStopsWaiting() async {
        let ended = Flag()
        let waiting = Task { try await withTimeLimit(.seconds(600)) { await Self.uncancellable(ended) } }
        try? await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        let workEnded = ended.isSet
        #expect(!workEnded, "the caller stopped waiting before the work ended")
    }
}
