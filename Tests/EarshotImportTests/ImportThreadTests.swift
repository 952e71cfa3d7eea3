import EarshotTransfer
import Foundation
import Synchronization
import Testing

/// An import's blocking work (the parse, the writer's waits, the commit) runs on threads of its
/// own (``ImportThread``), never on the task pool's few threads.
@Suite struct ImportThreadTests {
    /// Counts the jobs that have started.
    private final class Started: Sendable {
        private let count = Atomic<Int>(0)
        func add() { count.add(1, ordering: .relaxed) }
        var value: Int { count.load(ordering: .relaxed) }
    }

    @Test func blockedImportsLeaveTheTaskPoolFree() async throws {
        // More jobs than the pool has threads, each blocked until this test's own task opens
        // the gate: had the jobs held pool threads, that task would not run until they gave up.
        let jobs = ProcessInfo.processInfo.activeProcessorCount + 2
        let gate = DispatchSemaphore(value: 0)
        let started = Started()
        let results = Task {
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<jobs {
                    group.addTask {
                        (try? await ImportThread.run {
                            started.add()
                            return gate.wait(timeout: .now() + 30) == .success
                        }) ?? false
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
        }
        let clock = ContinuousClock()
        let waitedFrom = clock.now
        while started.value < jobs, clock.now - waitedFrom < .seconds(20) { try await Task.sleep(for: .milliseconds(5)) }
        #expect(started.value == jobs, "every job started while the others were blocked")
        #expect(clock.now - waitedFrom < .seconds(20), "the test's task ran while the jobs were blocked")
        for _ in 0..<jobs { gate.signal() }
        let opened = await results.value
        #expect(opened.count == jobs)
        #expect(opened.allSatisfy { $0 }, "every job was let through by the gate, none gave up waiting for it")
    }

    @Test func aJobsErrorReachesItsCaller() async {
        struct Refused: Error {}
        await #expect(throws: Refused.self) { try await ImportThread.run { () throws -> Int in throw Refused() } }
        let value = try? await ImportThread.run { 6 * 7 }
        #expect(value == 42)
    }

}
