import EarshotImport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 client for `http://` downloads, over a socket Earshot reads itself, so the
/// size limit, the time limit and the idle limit hold byte for byte: nothing is buffered ahead
/// of the limit (as `URLSession` does on Linux, which lets an endless body take gigabytes
/// before it can be stopped). Compressed replies are not asked for and are refused.
struct PlainHTTPClient {
    let limits: ImportLimits
    let connectTimeout: TimeInterval

    struct Redirect: Error { var location: URL }

    /// Downloads `url` into `body`; throws ``FetchError`` or ``Redirect``.
    func download(_ url: URL, into body: DownloadBody, userAgent: String) throws {
        let host = url.host ?? ""
        let port = url.port ?? 80
        let shownHost = url.port.map { "\(host):\($0)" } ?? host
        let end = ContinuousClock.now.advanced(by: limits.timeout)
        let fd = try connect(host: host, port: port, shown: shownHost)
        defer { close(fd) }
        var path = url.path.isEmpty ? "/" : url.path
        if let query = url.query { path += "?" + query }
        let request =
            "GET \(path) HTTP/1.1\r\nHost: \(shownHost)\r\nUser-Agent: \(userAgent)\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n"
        var bytes = Array(request.utf8)
        while !bytes.isEmpty {
            let n = send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL))
            guard n > 0 else {
                throw FetchError.connection(host: shownHost, detail: "the connection was lost before the request was sent.")
            }
            bytes.removeFirst(n)
        }
        var reader = Reader(fd: fd, end: end, limits: limits, host: shownHost, pace: DownloadPace(limits: limits))
        // The head: status line and headers, at most 64 KB.
        var head: [UInt8] = []
        while !(head.count >= 4 && head.suffix(4) == [13, 10, 13, 10]) {
            guard let b = try reader.byte() else {
                throw FetchError.connection(host: shownHost, detail: "the connection was lost before the file arrived.")
            }
            head.append(b)
            if head.count > 65536 {
                throw FetchError.limit("The server at \(shownHost) sent headers longer than 64 KB. Nothing was imported.")
            }
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if (300..<400).contains(status), let location = headers["location"], let next = URL(string: location, relativeTo: url) {
            throw Redirect(location: next.absoluteURL)
        }
        guard (200..<300).contains(status) else { throw FetchError.http(status: status, url: url.absoluteString) }
        if let encoding = headers["content-encoding"]?.lowercased(), !encoding.isEmpty, encoding != "identity" {
            throw FetchError.limit(
                "The server at \(shownHost) sent compressed data (\(ImportText.excerpt(encoding, limit: 20))) although Earshot asked for none; compressed data can grow far past the size limit, so Earshot refused it. Nothing was imported."
            )
        }
        let what = "The download from \(shownHost)"
        if let length = headers["content-length"].flatMap(Int.init), length > limits.maxBytes {
            throw FetchError.limit(limits.tooLarge(what, size: length).description)
        }
        var received = 0
        func take(_ chunk: ArraySlice<UInt8>) throws {
            received += chunk.count
            if received > limits.maxBytes { throw FetchError.limit(limits.tooLarge(what).description) }
            try body.append(Data(chunk))
        }
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            while true {
                var sizeLine: [UInt8] = []
                while let b = try reader.byte(), b != 10 {
                    if b != 13 { sizeLine.append(b) }
                    if sizeLine.count > 1024 { throw FetchError.limit("\(what) is not valid HTTP. Nothing was imported.") }
                }
                let hex = String(decoding: sizeLine, as: UTF8.self).split(separator: ";").first.map(String.init) ?? ""
                guard let size = Int(hex.trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw FetchError.limit("\(what) is not valid HTTP. Nothing was imported.")
                }
                if size == 0 { break }
                var left = size
                while left > 0 {
                    let chunk = try reader.chunk(max: min(left, 65536))
                    guard !chunk.isEmpty else {
                        throw FetchError.connection(host: shownHost, detail: "the connection was lost before the file arrived.")
                    }
                    try take(chunk)
                    left -= chunk.count
                }
                _ = try reader.byte()
                _ = try reader.byte()
            }
        } else if let length = headers["content-length"].flatMap(Int.init) {
            var left = length
            while left > 0 {
                let chunk = try reader.chunk(max: min(left, 65536))
                guard !chunk.isEmpty else {
                    throw FetchError.connection(host: shownHost, detail: "the connection was lost before the file arrived.")
                }
                try take(chunk)
                left -= chunk.count
            }
        } else {
            while true {
                let chunk = try reader.chunk(max: 65536)
                if chunk.isEmpty { break }
                try take(chunk)
            }
        }
    }

    private func connect(host: String, port: Int, shown: String) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw FetchError.connection(host: shown, detail: "no computer by that name was found.")
        }
        defer { freeaddrinfo(list) }
        var refused = false
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let info = node {
            node = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if fd < 0 { continue }
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
            if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
                if errno == ECONNREFUSED {
                    refused = true
                    close(fd)
                    continue
                }
                var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&pfd, 1, Int32(connectTimeout * 1000))
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                if ready <= 0 || error != 0 {
                    if error == ECONNREFUSED { refused = true }
                    close(fd)
                    continue
                }
            }
            _ = fcntl(fd, F_SETFL, flags)
            return fd
        }
        throw FetchError.connection(
            host: shown, detail: refused ? "the connection was refused (nothing is listening there)." : "it did not answer in time.")
    }

    /// Reads from the socket, never waiting past the overall or the idle limit.
    struct Reader {
        let fd: Int32
        let end: ContinuousClock.Instant
        let limits: ImportLimits
        let host: String
        /// The minimum-speed rule, over every byte read.
        var pace: DownloadPace
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        var start = 0
        var count = 0

        mutating func fill() throws -> Bool {
            let now = ContinuousClock.now
            guard now < end else { throw FetchError.limit(limits.tookTooLong("The download from \(host)").description) }
            let idle = limits.idleTimeout
            let left = now.duration(to: end)
            let wait = min(left, idle)
            let ms = Int32(max(1, wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000 + 1))
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, ms)
            if ready == 0 {
                if left <= idle { throw FetchError.limit(limits.tookTooLong("The download from \(host)").description) }
                throw FetchError.limit(QuestionFetcher.stalled(host, limits))
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { return true }
                throw FetchError.connection(host: host, detail: "the connection was lost before the file arrived.")
            }
            start = 0
            count = n
            total += n
            if n > 0, pace.isTooSlow(total: total) { throw FetchError.limit(limits.tooSlow(host)) }
            return n > 0
        }

        mutating func byte() throws -> UInt8? {
            while start >= count { guard try fill() else { return nil } }
            defer { start += 1 }
            return buffer[start]
        }

        mutating func chunk(max: Int) throws -> ArraySlice<UInt8> {
            while start >= count { guard try fill() else { return [] } }
            let n = min(max, count - start)
            defer { start += n }
            return buffer[start..<(start + n)]
        }
    }
}
