import CSpeechd
import Foundation
import Synchronization

/// One connection to speech-dispatcher, with a thread of its own (``SpeechdThread``) where
/// every libspeechd call on it is made, each within a time limit. When a call overruns, the
/// connection is given up: its socket is shut down (which wakes the stuck call, if the daemon
/// is merely silent) and libspeechd's connection is closed from its thread once that call comes
/// back, or never, if it never does. Nothing ever waits for it.
final class SpeechdConnection: Sendable {
    /// libspeechd's connection, used only on the connection's thread.
    struct Handle: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<SPDConnection>
    }

    private let handle: Handle
    private let thread: SpeechdThread
    /// The socket, to shut down when a call overruns (libspeechd is then stuck holding its lock).
    private let socket: Int32
    /// The most each call may take.
    let limit: Duration
    private let closed = Atomic<Bool>(false)
    private let shut = Atomic<Bool>(false)

    private init(handle: Handle, thread: SpeechdThread, limit: Duration) {
        self.handle = handle
        self.thread = thread
        self.limit = limit
        socket = handle.pointer.pointee.socket
    }

    /// Connects to speech-dispatcher at `address` (`unix_socket:/path`), or at the default
    /// address (`SPEECHD_ADDRESS`, else the user's session daemon, started if `autospawn`), and
    /// sets the connection up with `setUp` (`false`: it refused), all on `thread` within one
    /// `limit`. A connection made too late is closed, after `tearDown`. The caller keeps
    /// `thread`, so that it can tell whether an attempt is still stuck.
    static func open(
        address: String?, autospawn: Bool, limit: Duration, thread: SpeechdThread,
        setUp: @escaping @Sendable (UnsafeMutablePointer<SPDConnection>) -> Bool,
        tearDown: @escaping @Sendable (UnsafeMutablePointer<SPDConnection>) -> Void
    ) async throws(SpeechdSpeechEngine.Unreachable) -> SpeechdConnection {
        let path = address.flatMap(SpeechdSpeechEngine.socketPath)
        let outcome: Result<Handle, SpeechdSpeechEngine.Unreachable>? = await thread.run(
            within: limit,
            late: { outcome in
                guard case .success(let h) = outcome else { return }
                tearDown(h.pointer)
                spd_close(h.pointer)
            }
        ) {
            var error: UnsafeMutablePointer<CChar>?
            var opened: UnsafeMutablePointer<SPDConnection>?
            if let path {
                var a = SPDConnectionAddress()
                a.method = SPD_METHOD_UNIX_SOCKET
                a.unix_socket_name = strdup(path)
                opened = spd_open2("earshot", "main", nil, SPD_MODE_THREADED, &a, 0, &error)
                free(a.unix_socket_name)
            } else {
                opened = spd_open2("earshot", "main", nil, SPD_MODE_THREADED, nil, autospawn ? 1 : 0, &error)
            }
            defer { free(error) }
            guard let opened, !isClosed(opened) else {
                if let opened { spd_close(opened) }
                let detail = error.map { String(cString: $0) } ?? "no reason given"
                return .failure(.init(reason: detail.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            guard setUp(opened) else {
                tearDown(opened)
                spd_close(opened)
                return .failure(.init(reason: "it would not report what it plays"))
            }
            return .success(Handle(pointer: opened))
        }
        switch outcome {
        case .success(let handle)?:
            return SpeechdConnection(handle: handle, thread: thread, limit: limit)
        case .failure(let error)?:
            thread.end()
            throw error
        case nil:
            throw .init(reason: "it did not answer within \(Self.seconds(limit))")
        }
    }

    /// A time limit in plain words: "2 seconds".
    static func seconds(_ limit: Duration) -> String {
        let s = limit.timeInterval
        let text = s == s.rounded() ? String(Int(s)) : String(format: "%.1f", s)
        return s == 1 ? "1 second" : "\(text) seconds"
    }

    /// Makes a call on the connection's thread and waits for its result: `nil` when it did not
    /// come within the limit (the connection is then given up) or the connection is closed.
    func call<T: Sendable>(_ body: @escaping @Sendable (UnsafeMutablePointer<SPDConnection>) -> T) async -> T? {
        let handle = handle
        let value = await thread.run(within: limit) { body(handle.pointer) }
        if value == nil { giveUp() }
        return value
    }

    /// Queues a call without waiting for it: `body` runs on the connection's thread, in order
    /// with every other call, or `expired` runs (elsewhere) when it, or a call before it, does
    /// not finish in time. Returns `false`, running neither, once the connection is given up or
    /// closed.
    @discardableResult
    func send(
        _ body: @escaping @Sendable (UnsafeMutablePointer<SPDConnection>) -> Void, expired: @escaping @Sendable () -> Void
    ) -> Bool {
        let handle = handle
        return thread.submit(
            SpeechdThread.Job(
                limit: limit, work: { body(handle.pointer) },
                expired: { [weak self] in
                    self?.giveUp()
                    expired()
                }))
    }

    /// Whether a call overran and the connection was given up.
    var isGivenUp: Bool { thread.isGivenUp }

    /// Whether libspeechd's own thread saw the socket close (the daemon went away): it then
    /// closes its stream (libspeechd 0.11.4) or marks the socket -1 (later releases).
    static func isClosed(_ c: UnsafeMutablePointer<SPDConnection>) -> Bool {
        c.pointee.socket < 0 || c.pointee.stream == nil
    }

    /// Closes the connection: at once on its thread after the calls already queued, or, if a
    /// call is stuck, once (if ever) it comes back. `cleanUp` runs just before libspeechd's
    /// connection is closed. Never waits.
    func close(cleanUp: @escaping @Sendable (UnsafeMutablePointer<SPDConnection>) -> Void = { _ in }) {
        guard !closed.exchange(true, ordering: .relaxed) else { return }
        let handle = handle
        let closing: @Sendable () -> Void = {
            cleanUp(handle.pointer)
            spd_close(handle.pointer)
        }
        // Either the thread runs it after the calls queued, or, if one of them is stuck, once
        // (if ever) that call comes back.
        thread.submit(SpeechdThread.Job(limit: .seconds(3600), work: closing, expired: {}))
        thread.whenGivenUp(closing)
        thread.end()
    }

    /// Gives up on a silent daemon: shuts the socket down, so that libspeechd's own thread
    /// sees it close and wakes the call that is waiting for an answer.
    /// Only while libspeechd still has the socket open (read while its call is stuck): once it
    /// closed it, the number may already be another file's.
    private func giveUp() {
        guard thread.isGivenUp, !shut.exchange(true, ordering: .relaxed), !Self.isClosed(handle.pointer) else { return }
        shutdown(socket, Int32(SHUT_RDWR))
    }
}
