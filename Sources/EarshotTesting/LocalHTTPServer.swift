import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: it answers GET requests from a handler, one
/// connection at a time, and records every request. Tests of URL imports use it instead of the
/// internet.
public final class LocalHTTPServer: @unchecked Sendable {
    /// A request as the server saw it.
    public struct Request: Sendable, Equatable {
        public var path: String
        public var query: [String: String]
    }

    /// What to answer.
    public struct Response: Sendable {
        public var status: Int
        public var body: Data
        public var contentType: String
        /// More header lines, such as `Content-Encoding: gzip`.
        public var headers: [String: String] = [:]
        /// A body written piece by piece after the headers (no length is sent): it is called
        /// with a `send` function that returns `false` once the client has gone or the server
        /// has stopped, and should then return. For endless and trickling bodies.
        public var stream: (@Sendable (_ send: (Data) -> Bool) -> Void)?

        public init(status: Int = 200, body: Data, contentType: String = "application/json", headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.contentType = contentType
            self.headers = headers
        }

        /// A reply whose body `stream` writes piece by piece.
        public init(
            status: Int = 200, contentType: String = "application/octet-stream", headers: [String: String] = [:],
            stream: @escaping @Sendable (_ send: (Data) -> Bool) -> Void
        ) {
            self.init(status: status, body: Data(), contentType: contentType, headers: headers)
            self.stream = stream
        }

        public init(status: Int = 200, _ text: String, contentType: String = "application/json") {
            self.init(status: status, body: Data(text.utf8), contentType: contentType)
        }
    }

    public let port: UInt16
    private let socket: Int32
    private let handler: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var _requests: [Request] = []
    private var stopped = false

    /// Starts listening on a free port of 127.0.0.1.
    public init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        let (fd, port) = try Self.openListeningSocket()
        socket = fd
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Every request so far, in order.
    public var requests: [Request] { lock.withLock { _requests } }

    /// Stops accepting connections.
    public func stop() {
        let first: Bool = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        // Shut down, not closed: the accepting thread may be about to call accept on it, and a
        // closed number soon names another socket of the process. That thread closes it.
        shutdown(socket, Int32(SHUT_RDWR))
    }

    /// A port on 127.0.0.1 where nothing listens (bound, then released), for connection failures.
    public static func unusedPort() throws -> UInt16 {
        let (fd, port) = try openListeningSocket()
        close(fd)
        return port
    }

    struct SocketError: Error { var call: String }

    private static func openListeningSocket() throws -> (Int32, UInt16) {
        #if canImport(Glibc)
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw SocketError(call: "bind")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 || lock.withLock({ stopped }) {
                if client >= 0 { close(client) }
                close(socket)
                return
            }
            serve(client)
            close(client)
        }
    }

    private func serve(_ client: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.containsHeaderEnd {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { return }
            received += buffer[0..<n]
        }
        let head = String(decoding: received, as: UTF8.self)
        let target = head.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "/"
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let request = Request(path: components?.path ?? target, query: query)
        lock.withLock { _requests.append(request) }
        let response = handler(request)
        let reason = HTTPURLResponseReason.text(response.status)
        let extra = response.headers.map { "\($0.key): \($0.value)\r\n" }.sorted().joined()
        let length = response.stream == nil ? "Content-Length: \(response.body.count)\r\n" : ""
        var bytes = Array(
            "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n\(length)\(extra)Connection: close\r\n\r\n"
                .utf8)
        bytes += response.body
        guard sendAll(bytes, to: client) else { return }
        if let stream = response.stream {
            stream { [self] data in
                guard !lock.withLock({ stopped }) else { return false }
                return sendAll(Array(data), to: client)
            }
        }
    }

    private func sendAll(_ bytes: [UInt8], to client: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }
}

enum HTTPURLResponseReason {
    static func text(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 404: return "Not Found"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate var containsHeaderEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 {
            return true
        }
        return false
    }
}
