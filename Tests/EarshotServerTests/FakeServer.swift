import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A server that is not an Earshot server, for the client's deadlines: it accepts TCP
/// connections on 127.0.0.1 and then either says nothing at all, or completes the WebSocket
/// upgrade and says nothing after it. Connections stay open until ``stop()``.
final class FakeServer: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Accepts and never answers.
        case silent
        /// Answers the upgrade with 101 and a right `Sec-WebSocket-Accept`, then nothing.
        case upgradeOnly
    }

    let port: Int
    private let listener: Int32
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var accepted: [Int32] = []
    private var stopped = false

    init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var on: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listening else { throw POSIXError(.EADDRINUSE) }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { self.acceptLoop() }.start()
    }

    /// How many connections came.
    var connections: Int { lock.withLock { accepted.count } }

    func stop() {
        let open = lock.withLock {
            stopped = true
            return accepted
        }
        // Shut down, never closed here: the accepting and upgrading threads may still use the
        // descriptors, and a closed number soon names another socket of the test process (a
        // suite's server or client), which they would read from or write to. They close with
        // the object, once no thread holds it.
        shutdown(listener, Int32(SHUT_RDWR))
        open.forEach { shutdown($0, Int32(SHUT_RDWR)) }
    }

    deinit {
        close(listener)
        accepted.forEach { close($0) }
    }

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            let keep = lock.withLock {
                if !stopped { accepted.append(fd) }
                return !stopped
            }
            guard keep else {
                close(fd)
                return
            }
            if behaviour == .upgradeOnly { Thread { self.upgrade(fd) }.start() }
        }
    }

    /// Reads the request head and answers it with a WebSocket upgrade.
    /// (An instance method, so that the object, and with it the descriptor, outlives the thread.)
    private func upgrade(_ fd: Int32) {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            guard read(fd, &byte, 1) == 1 else { return }
            head.append(byte)
        }
        let text = String(decoding: head, as: UTF8.self)
        let key =
            text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("sec-websocket-key:") }
            .map { $0.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces) } ?? ""
        let reply =
            "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Accept: \(RawWebSocket.accept(for: key))\r\n\r\n"
        _ = Array(reply.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
