import EarshotCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Asks speech-dispatcher whether it answers, for `earshot doctor`, without libspeechd (which
/// can wait for ever on a daemon that accepts and never replies) and without starting the
/// daemon: it connects to the daemon's Unix socket, sends `SET SELF CLIENT_NAME` and waits for
/// the `208` reply, all within one time limit.
public enum SpeechdProbe {
    /// Where speech-dispatcher listens.
    public enum Address: Equatable, Sendable {
        /// A Unix socket; `source` says where the path came from, for the report ("its address
        /// in this session").
        case unixSocket(path: String, source: String)
        /// An address the probe does not check (`inet_socket:HOST:PORT`), as given.
        case other(String)
    }

    /// What the daemon did.
    public enum Outcome: Equatable, Sendable {
        /// It answered `208`: the reply line, as sent.
        case answering(reply: String)
        /// Nothing listens there: no socket, or a socket nobody accepts on. The reason in words.
        case notRunning(reason: String)
        /// It took the connection but did not answer within the time limit.
        case silent
        /// It answered something other than `208`, or closed the connection: what it did.
        case unexpected(String)
    }

    /// The line the probe sends: speech-dispatcher's `SET SELF CLIENT_NAME`, which every client
    /// sends first and which changes nothing but the connection's own name.
    public static let greeting = "SET SELF CLIENT_NAME earshot:doctor:main\r\n"

    /// libspeechd's address: `SPEECHD_ADDRESS` when it is `unix_socket:PATH` (or `unix_socket`
    /// alone, meaning the default), else `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, where
    /// GLib's runtime folder falls back to the cache folder (`$XDG_CACHE_HOME`, else
    /// `~/.cache`) when `XDG_RUNTIME_DIR` is not set.
    public static func address(environment env: [String: String] = ProcessInfo.processInfo.environment) -> Address {
        if let given = env["SPEECHD_ADDRESS"]?.trimmingCharacters(in: .whitespaces), !given.isEmpty {
            if given.hasPrefix("unix_socket:") {
                return .unixSocket(path: String(given.dropFirst("unix_socket:".count)), source: "the address SPEECHD_ADDRESS gives")
            }
            if given != "unix_socket" { return .other(given) }
        }
        let nonEmpty = { (key: String) in env[key].flatMap { $0.isEmpty ? nil : $0 } }
        let folder =
            nonEmpty("XDG_RUNTIME_DIR") ?? nonEmpty("XDG_CACHE_HOME")
            ?? ((nonEmpty("HOME") ?? NSHomeDirectory()) + "/.cache")
        let source = nonEmpty("XDG_RUNTIME_DIR") != nil ? "its address in this session" : "its address when XDG_RUNTIME_DIR is not set"
        return .unixSocket(path: folder + "/speech-dispatcher/speechd.sock", source: source)
    }

    /// Connects to the socket at `path`, greets the daemon and reads its reply, all within
    /// `timeLimit`. Blocks the calling thread for at most about `timeLimit`.
    public static func probe(socketPath path: String, timeLimit: Duration = .seconds(2)) -> Outcome {
        let deadline = ContinuousClock.now + timeLimit
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            return .notRunning(reason: "the socket path \(path) is too long to connect to")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .notRunning(reason: "no socket could be made (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if connected != 0 {
            switch errno {
            case ENOENT: return .notRunning(reason: "there is no socket at \(path)")
            case ECONNREFUSED: return .notRunning(reason: "the socket \(path) is left over, and nothing listens on it")
            case EAGAIN, EINPROGRESS:
                // The daemon's queue of new connections is full: wait for room, within the limit.
                guard wait(fd, for: Int16(POLLOUT), until: deadline) else { return .silent }
                var failure: Int32 = 0
                var size = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &failure, &size)
                if failure != 0 { return .notRunning(reason: "\(path) refused the connection (\(String(cString: strerror(failure))))") }
            default:
                return .notRunning(reason: "\(path) cannot be reached (\(String(cString: strerror(errno))))")
            }
        }
        var unsent = Array(greeting.utf8)[...]
        while !unsent.isEmpty {
            let n = unsent.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                unsent = unsent.dropFirst(n)
            } else if n < 0 && (errno == EAGAIN || errno == EINTR) {
                guard wait(fd, for: Int16(POLLOUT), until: deadline) else { return .silent }
            } else {
                return .unexpected("it closed the connection before the greeting was sent")
            }
        }
        var reply: [UInt8] = []
        while !reply.contains(UInt8(ascii: "\n")) {
            guard wait(fd, for: Int16(POLLIN), until: deadline) else { return .silent }
            var chunk = [UInt8](repeating: 0, count: 512)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 {
                reply += chunk[..<n]
                if reply.count > 4096 { break }
            } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                return .unexpected("it closed the connection without answering")
            }
        }
        let line = String(decoding: reply.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        if line.hasPrefix("208") { return .answering(reply: line) }
        return .unexpected("it answered \"\(String(SafeText.clean(line).prefix(80)))\" where 208 was expected")
    }

    /// ``probe(socketPath:timeLimit:)`` on a thread of its own, so that the wait holds no
    /// thread of the task pool.
    public static func probe(socketPath path: String, timeLimit: Duration = .seconds(2)) async -> Outcome {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: probe(socketPath: path, timeLimit: timeLimit)) }
            thread.name = "earshot-speechd-probe"
            thread.start()
        }
    }

    /// Waits until `fd` is ready for `events` or `deadline` passes; `false` when time ran out.
    private static func wait(_ fd: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = deadline - ContinuousClock.now
            let ms = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            guard ms > 0 else { return false }
            var p = pollfd(fd: fd, events: events, revents: 0)
            let n = poll(&p, 1, Int32(min(ms, 60_000)))
            if n > 0 { return true }
            if n < 0 && errno != EINTR { return false }
        }
    }

    /// Finds the address, probes it within `timeLimit` and says what it found.
    public static func check(
        environment env: [String: String] = ProcessInfo.processInfo.environment, timeLimit: Duration = .seconds(2)
    ) async -> DoctorFinding {
        switch address(environment: env) {
        case .other(let given):
            return .fact(
                "SPEECHD_ADDRESS is \(String(SafeText.clean(given).prefix(120))); the doctor only checks a Unix socket (unix_socket:PATH), so it did not ask speech-dispatcher. Earshot uses its own espeak-ng voice unless you choose --speech speechd."
            )
        case .unixSocket(let path, let source):
            return finding(await probe(socketPath: path, timeLimit: timeLimit), path: path, source: source, timeLimit: timeLimit)
        }
    }

    /// What `outcome` means for the player, in one sentence or two.
    public static func finding(_ outcome: Outcome, path: String, source: String, timeLimit: Duration = .seconds(2)) -> DoctorFinding {
        let seconds = timeLimit.components.seconds == 1 ? "1 second" : "\(timeLimit.components.seconds) seconds"
        switch outcome {
        case .answering:
            return .fact("speech-dispatcher answers at \(path): --speech speechd speaks through it.")
        case .notRunning(let reason):
            return .fact(
                "speech-dispatcher is not running: \(reason) (\(source)). That is fine: Earshot uses its own espeak-ng voice unless you choose --speech speechd."
            )
        case .silent:
            return .warning(
                "speech-dispatcher at \(path) took the connection but did not answer within \(seconds): it may be stuck. Restart it with killall speech-dispatcher (it starts again when asked), or play with --speech espeak."
            )
        case .unexpected(let what):
            return .warning(
                "Something at \(path) does not speak like speech-dispatcher: \(what). Restart speech-dispatcher with killall speech-dispatcher, or play with --speech espeak."
            )
        }
    }
}
