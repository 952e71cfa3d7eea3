import Foundation
import Synchronization

/// A speech-dispatcher of the test's own: a Unix socket that speaks just enough SSIP for
/// libspeechd, and misbehaves as asked. Each client is served on a thread started for it;
/// ``stop()`` closes everything.
public final class FakeSpeechDispatcher: Sendable {
    /// How the fake daemon behaves; it can be changed while it runs.
    public enum Behaviour: Sendable, Equatable {
        /// Accepts connections and reads, but never answers anything (a wedged daemon).
        case silent
        /// Answers the handshake and settings, then closes the connection in the middle of
        /// the first message (a daemon that crashed).
        case closesMidMessage
        /// Takes messages and answers, but never sends BEGIN or END (a daemon without audio).
        case mute
        /// Takes messages and reports each as begun and ended at once (a working daemon).
        case plays
    }

    private struct State {
        var behaviour: Behaviour
        var clients: [Int32] = []
        var spoken: [String] = []
        var connections = 0
        /// Message ids far from a real daemon's (which start at 1): libspeechd's callback does
        /// not say which connection a notification is for, so tests running at the same time
        /// against real daemons must not see the same ids.
        var nextID = Int.random(in: 1_000_000...9_000_000)
        var stopped = false
    }

    private let state: Mutex<State>
    private let listener: Int32
    /// The socket's path.
    public let path: String
    /// The address to give libspeechd.
    public var address: String { "unix_socket:\(path)" }

    /// Listens on a socket in a folder of its own under /tmp (a socket's path must fit in 108
    /// bytes, too few for the tests' own folders).
    public init(behaviour: Behaviour) throws {
        var template = Array("/tmp/earshot-fake-spd-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made) + "/sock"
        state = Mutex(State(behaviour: behaviour))
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard listener >= 0, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw CocoaError(.fileWriteUnknown) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else {
            close(listener)
            throw CocoaError(.fileWriteUnknown)
        }
        let thread = Thread { [self] in acceptClients() }
        thread.name = "earshot-test.fake-speechd"
        thread.start()
    }

    /// Changes how it behaves from now on (a client already connected included).
    public func behave(_ behaviour: Behaviour) { state.withLock { $0.behaviour = behaviour } }

    /// The texts of the messages it took, in order.
    public var spoken: [String] { state.withLock { $0.spoken } }

    /// How many connections it accepted.
    public var connections: Int { state.withLock { $0.connections } }

    /// Closes the socket and every client, and removes the socket file.
    public func stop() {
        // Under the lock, so that no client's thread closes its descriptor in between: a closed
        // number soon names another socket of the process, which this would shut down.
        state.withLock { s in
            guard !s.stopped else { return }
            s.stopped = true
            for fd in s.clients { shutdown(fd, Int32(SHUT_RDWR)) }
        }
        unlink(path)
        rmdir((path as NSString).deletingLastPathComponent)
    }

    private var stopped: Bool { state.withLock { $0.stopped } }

    /// Waits up to 100 ms for `fd` to be readable.
    private static func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 100) > 0
    }

    private func acceptClients() {
        defer { close(listener) }
        while !stopped {
            guard Self.readable(listener) else { continue }
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { continue }
            state.withLock { s in
                s.clients.append(fd)
                s.connections += 1
            }
            let thread = Thread { [self] in serve(fd) }
            thread.name = "earshot-test.fake-speechd.client"
            thread.start()
        }
    }

    /// Reads SSIP lines from one client and answers them.
    private func serve(_ fd: Int32) {
        defer {
            state.withLock { s in
                s.clients.removeAll { $0 == fd }
                close(fd)
            }
        }
        var pending = Data()
        var receiving = false
        var message: [String] = []
        while !stopped {
            guard Self.readable(fd) else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &buffer, buffer.count)
            guard n > 0 else { return }
            pending.append(contentsOf: buffer[0..<n])
            while let end = pending.range(of: Data("\r\n".utf8)) {
                let line = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(pending.startIndex..<end.upperBound)
                let behaviour = state.withLock { $0.behaviour }
                if behaviour == .silent { continue }
                if receiving {
                    if behaviour == .closesMidMessage { return }
                    guard line == "." else {
                        message.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                        continue
                    }
                    receiving = false
                    let id: Int = state.withLock { s in
                        s.spoken.append(message.joined(separator: "\n"))
                        defer { s.nextID += 1 }
                        return s.nextID
                    }
                    message = []
                    var reply = "225-\(id)\r\n225 OK MESSAGE QUEUED\r\n"
                    if behaviour == .plays { reply += "701-\(id)\r\n701-1\r\n701 BEGIN\r\n702-\(id)\r\n702-1\r\n702 END\r\n" }
                    send(reply, to: fd)
                    continue
                }
                let command = line.lowercased()
                if command == "speak" {
                    receiving = true
                    send("230 OK RECEIVING DATA\r\n", to: fd)
                } else if command.hasPrefix("set self client_name") {
                    send("208 OK CLIENT NAME SET\r\n", to: fd)
                } else if command.hasPrefix("list synthesis_voices") {
                    send("249 OK VOICE LIST SENT\r\n", to: fd)
                } else {
                    send("200 OK\r\n", to: fd)
                }
            }
        }
    }

    private func send(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
