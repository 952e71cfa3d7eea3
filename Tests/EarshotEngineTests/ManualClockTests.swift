import EarshotTesting
import Testing

/// The tests' clock behaves as the real ones do: a sleeper wakes when its time comes, or at
/// once, with `CancellationError`, when its task is cancelled.
@Suite struct ManualClockTests {
    @Test func aCancelledSleeperWakesAtOnce() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(60)), tolerance: nil) }
        while clock.sleeperCount == 0 { await Task.yield() }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0, "the cancelled sleeper is forgotten")
    }

    @Test func sleepersWakeWhenTheirTimeComes() async throws {
        let clock = ManualClock()
        let early = Task { try await clock.sleep(until: .seconds(5)) }
        let late = Task { try await clock.sleep(until: .seconds(10)) }
        while clock.sleeperCount < 2 { await Task.yield() }
        clock.advance(by: .seconds(5))
        try await early.value
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(5))
        try await late.value
        #expect(clock.sleeperCount == 0)
        let cancelledFirst = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: .seconds(99))
        }
        await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
    }
}
