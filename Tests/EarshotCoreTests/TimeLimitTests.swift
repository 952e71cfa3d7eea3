import EarshotCore
import EarshotTesting
import Foundation
import Testing

@Suite("One time limit for calls outside the process")
struct TimeLimitTests {
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
        let cancelled = Flag()
        let value = try await withTimeLimit(.milliseconds(50)) {
            do { try await Task.sleep(for: .seconds(30)) } catch { cancelled.set() }
            return 1
        }
        #expect(value == nil)
        let deadline = ContinuousClock.now + .seconds(5)
        while !cancelled.isSet, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let wasCancelled = cancelled.isSet
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
