import Foundation

/// Where an import's blocking work runs: the parse, which reads its source (a file, or a
/// download that arrives piece by piece) and hands each question to the SQLite writer, waiting
/// when the writer is a batch behind; the commit, which waits for the writer's last batch; and
/// giving up, which deletes what was written. Each runs on a thread started for it, and the
/// import's task waits without holding a thread of the task pool: on a two-core machine the
/// pool has two threads, and an import holding one for its whole read (a minute for a million
/// questions, longer for a slow download) would halve everything else the program does, a
/// club server's sessions or a test's time limits.
///
/// The caller's task is suspended until the work ends, so the work may use the caller's
/// state (the category mapper, the counts, the staging), which no one else touches meanwhile.
package enum ImportThread {
    /// Runs `work` on a thread of its own and returns what it returned, or throws what it threw.
    package static func run<T>(_ name: String = "earshot.import", _ work: @escaping () throws -> T) async throws -> T {
        let job = Job(work)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                job.run()
                continuation.resume()
            }
            thread.name = name
            thread.start()
        }
        return try job.result()
    }

    /// Runs `work`, which cannot throw, on a thread of its own.
    package static func run(_ name: String = "earshot.import", _ work: @escaping () -> Void) async {
        try? await run(name) { () throws -> Void in work() }
    }

    /// The work and, once it has run, its outcome. Only one thread touches it at a time: the
    /// caller before the thread starts and after it has ended, the thread in between (the
    /// continuation's resumption orders the two).
    private final class Job<T>: @unchecked Sendable {
        private let work: () throws -> T
        private var outcome: Result<T, any Error>?

        init(_ work: @escaping () throws -> T) { self.work = work }

        func run() { outcome = Result { try work() } }

        func result() throws -> T {
            guard let outcome else { preconditionFailure("an import thread ended without an outcome") }
            return try outcome.get()
        }
    }
}
