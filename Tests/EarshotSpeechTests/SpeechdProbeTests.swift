import EarshotCore
import EarshotTesting
import Foundation
import Synchronization
import Testing

@testable import EarshotSpeech

#if canImport(Glibc)
    import Glibc
#endif

/// A fake speech-dispatcher on a Unix socket of its own: it accepts every connection, reads
/// the client's first line and answers `reply`, or never answers when `reply` is `nil`.
final class FakeSpeechd: Sendable {
    private struct State {
        var stopped = false
        var connections: [Int32] = []
        var lines: [String] = []
    }

    let folder: String
    var path: String { folder + "/speechd.sock" }
    private let fd: Int32
    private let state = Mutex(State())

    /// What clients sent, a line each.
    var received: [String] { state.withLock { $0.lines } }

    init(reply: String?) throws {
        var template = Array("/tmp/earshot-sd-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        folder = String(cString: made)
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array((folder + "/speechd.sock").utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let thread = Thread { [self] in serve(reply: reply) }
        thread.name = "fake-speechd"
        thread.start()
    }

    private func serve(reply: String?) {
        while !state.withLock({ $0.stopped }) {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 50) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            state.withLock { $0.connections.append(client) }
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while recv(client, &byte, 1, 0) == 1 {
                line.append(byte)
                if byte == UInt8(ascii: "\n") { break }
            }
            state.withLock { $0.lines.append(String(decoding: line, as: UTF8.self)) }
            if let reply { _ = Array(reply.utf8).withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        }
        // Only this thread closes the descriptors, once it uses them no more: a number closed
        // while another thread may still read it soon names another socket of the test process.
        let open = state.withLock { s in
            defer { s.connections = [] }
            return s.connections
        }
        for c in open { close(c) }
        close(fd)
    }

    /// Stops listening, ends every connection (the serving thread closes them) and removes
    /// the folder.
    func stop() {
        state.withLock { s in
            s.stopped = true
            for c in s.connections { shutdown(c, Int32(SHUT_RDWR)) }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}

@Suite("earshot doctor asks speech-dispatcher without libspeechd")
struct SpeechdProbeTests {
    /// The probe on a thread of its own, timed there: a busy test run delays the task pool's
    /// tasks by seconds, but not this thread's wait.
    static func timedProbe(_ path: String, _ limit: Duration = .seconds(2)) async -> (SpeechdProbe.Outcome, Duration) {
        await blocking {
            let start = ContinuousClock.now
            let outcome = SpeechdProbe.probe(socketPath: path, timeLimit: limit)
            return (outcome, ContinuousClock.now - start)
        }
    }

    @Test func aDaemonThatAnswers208IsAnswering() async throws {
        let daemon = try FakeSpeechd(reply: "208 OK CLIENT NAME SET\r\n")
        defer { daemon.stop() }
        let outcome = await SpeechdProbe.probe(socketPath: daemon.path)
        #expect(outcome == .answering(reply: "208 OK CLIENT NAME SET"))
        #expect(daemon.received == ["SET SELF CLIENT_NAME earshot:doctor:main\r\n"])
        let finding = SpeechdProbe.finding(outcome, path: daemon.path, source: "its address in this session")
        #expect(finding == .fact("speech-dispatcher answers at \(daemon.path): --speech speechd speaks through it."))
    }

    @Test func aDaemonThatNeverAnswersIsGivenUpOnWithinTheTimeLimit() async throws {
        let daemon = try FakeSpeechd(reply: nil)
        defer { daemon.stop() }
        let (outcome, took) = await Self.timedProbe(daemon.path, .seconds(2))
        #expect(outcome == .silent)
        #expect(took >= .milliseconds(1900) && took < .seconds(4), "took \(took)")
        let finding = SpeechdProbe.finding(outcome, path: daemon.path, source: "its address in this session")
        #expect(finding.level == .warning)
        #expect(finding.text.contains("did not answer within 2 seconds"))
        #expect(finding.text.contains("killall speech-dispatcher") && finding.text.contains("--speech espeak"))
    }

    @Test func aDaemonThatAnswersSomethingElseIsReported() async throws {
        let daemon = try FakeSpeechd(reply: "HTTP/1.1 400 Bad Request\r\n")
        defer { daemon.stop() }
        let outcome = await SpeechdProbe.probe(socketPath: daemon.path)
        #expect(outcome == .unexpected("it answered \"HTTP/1.1 400 Bad Request\" where 208 was expected"))
    }

    @Test func noSocketMeansNotRunning() async throws {
        let (outcome, took) = await Self.timedProbe("/tmp/earshot-no-such-folder/speechd.sock")
        #expect(took < .seconds(1))
        #expect(outcome == .notRunning(reason: "there is no socket at /tmp/earshot-no-such-folder/speechd.sock"))
        let finding = SpeechdProbe.finding(outcome, path: "/x", source: "its address in this session")
        #expect(finding.level == .fact, "Earshot's own voice still speaks")
        #expect(finding.text.contains("unless you choose --speech speechd"))
    }

    @Test func aSocketLeftBehindMeansNotRunning() async throws {
        let daemon = try FakeSpeechd(reply: nil)
        let path = daemon.path
        daemon.stop()
        // The folder is gone with its socket; make a socket file nobody listens on.
        try FileManager.default.createDirectory(atPath: daemon.folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: daemon.folder) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(fd)
        let outcome = await SpeechdProbe.probe(socketPath: path)
        #expect(outcome == .notRunning(reason: "the socket \(path) is left over, and nothing listens on it"))
    }

    @Test func theAddressIsLibspeechdsDefault() {
        #expect(
            SpeechdProbe.address(environment: ["SPEECHD_ADDRESS": "unix_socket:/run/x.sock", "XDG_RUNTIME_DIR": "/run/user/7"])
                == .unixSocket(path: "/run/x.sock", source: "the address SPEECHD_ADDRESS gives"))
        #expect(
            SpeechdProbe.address(environment: ["XDG_RUNTIME_DIR": "/run/user/7"])
                == .unixSocket(path: "/run/user/7/speech-dispatcher/speechd.sock", source: "its address in this session"))
        #expect(
            SpeechdProbe.address(environment: ["SPEECHD_ADDRESS": "unix_socket", "HOME": "/home/ann"])
                == .unixSocket(
                    path: "/home/ann/.cache/speech-dispatcher/speechd.sock", source: "its address when XDG_RUNTIME_DIR is not set"))
        #expect(
            SpeechdProbe.address(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/home/ann"])
                == .unixSocket(path: "/c/speech-dispatcher/speechd.sock", source: "its address when XDG_RUNTIME_DIR is not set"))
        #expect(
            SpeechdProbe.address(environment: ["SPEECHD_ADDRESS": "inet_socket:127.0.0.1:6560"]) == .other("inet_socket:127.0.0.1:6560"))
    }

    @Test(.enabled(if: PrivateSpeechd.available, PrivateSpeechd.skipReason))
    func theRealSpeechDispatcherAnswers() async throws {
        let daemon = try PrivateSpeechd()
        defer { daemon.stop() }
        // The socket file appears a moment before the daemon listens on it.
        var outcome = SpeechdProbe.Outcome.silent
        for _ in 0..<50 {
            outcome = await SpeechdProbe.probe(socketPath: daemon.folder.path + "/sock")
            if case .answering = outcome { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(outcome == .answering(reply: "208 OK CLIENT NAME SET"))
    }
}
