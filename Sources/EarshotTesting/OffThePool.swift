import EarshotCore
import Foundation

/// Runs `body`, which blocks (a raw socket waiting in `poll`, a program started and waited
/// for, `initdb`), on a thread started for it, and waits without holding a thread of the task
/// pool. A test that blocked a pool thread instead would stop every other test's tasks on a
/// two-core machine, and their real time limits (a server's hello, a client's welcome) would
/// run out while nothing ran.
public func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.name = "earshot-test.blocking"
        thread.start()
    }
}

/// ``blocking(_:)`` for work that throws.
public func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await blocking { Result { try body() } }.get()
}

/// The value of `task` once it ends, or `nil` (and the task cancelled) when it has not ended
/// within `limit`. A test that awaited a stuck task's value directly would never end, and the
/// whole run with it: a suite's time limit does not help, since it waits for the test to
/// return.
public func ended<T: Sendable>(_ task: Task<T, Never>, within limit: Duration = .seconds(120)) async -> T? {
    let value = try? await withTimeLimit(limit) { await task.value }
    if value == nil { task.cancel() }
    return value
}
