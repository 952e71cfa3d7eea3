import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP connection to 127.0.0.1 that sends exactly the bytes a test gives it, for
/// what no real client would send: nothing at all, half a request head, hand-made WebSocket
/// frames.
final class RawSocket: @unchecked Sendable {
    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; `nil` if the connection could not be made.
    init?(port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            Glibc.close(fd)
            return nil
        }
        self.fd = fd
    }

    deinit { Glibc.close(fd) }

    /// Ends the connection from this side (the descriptor itself closes with the object).
    func hangUp() { shutdown(fd, Int32(SHUT_RDWR)) }

    /// Sends `bytes`; `false` once the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads what is there within `limit`; `nil` once the server closed the connection (or
    /// reset it), `[]` when nothing came in time.
    func read(within limit: Duration) -> [UInt8]? {
        if !buffer.isEmpty {
            defer { buffer = [] }
            return buffer
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ms = Int32(limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&p, 1, ms) > 0 else { return [] }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        return n > 0 ? Array(chunk[..<n]) : nil
    }

    /// Reads until the server closes the connection, dropping what comes, for at most
    /// `limit`; returns how long that took, or `nil` if it stayed open.
    func closed(within limit: Duration) -> Duration? {
        let start = ContinuousClock.now
        // At least one look, however short the limit: on a loaded machine the limit can pass
        // before the first, and a closed socket was then taken for an open one.
        repeat {
            guard read(within: .milliseconds(100)) != nil else { return ContinuousClock.now - start }
        } while ContinuousClock.now - start < limit
        return nil
    }

    /// Reads until `count` bytes have come (or the connection closes, or `limit` passes).
    func read(exactly count: Int, within limit: Duration = .seconds(30)) -> [UInt8]? {
        let start = ContinuousClock.now
        var got: [UInt8] = []
        while got.count < count, ContinuousClock.now - start < limit {
            guard let more = read(within: .milliseconds(100)) else { break }
            got += more
        }
        guard got.count >= count else { return nil }
        buffer = Array(got[count...]) + buffer
        return Array(got[..<count])
    }

    /// Reads an HTTP response head (up to the blank line) as text.
    func readHead(within limit: Duration = .seconds(30)) -> String? {
        let start = ContinuousClock.now
        var got: [UInt8] = []
        while ContinuousClock.now - start < limit {
            if let end = got.firstRange(of: Array("\r\n\r\n".utf8)) {
                buffer = Array(got[end.upperBound...]) + buffer
                return String(decoding: got[..<end.lowerBound], as: UTF8.self)
            }
            guard let more = read(within: .milliseconds(100)) else { return nil }
            got += more
        }
        return nil
    }
}
