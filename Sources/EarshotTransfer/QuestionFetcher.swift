import AsyncHTTPClient
import EarshotImport
import Foundation
import NIOCore

/// Downloads question files over HTTP or HTTPS with AsyncHTTPClient, within the import's
/// limits: never more than the size limit (counted as the bytes arrive; compressed replies are
/// not asked for and are refused, since a small one can inflate past any limit), never longer
/// than the time limit, never waiting more than the idle limit for the next byte, never slower
/// than the minimum speed (``DownloadWatch``). Up to 5 redirects are followed, between
/// `http://` and `https://` only.
public struct QuestionFetcher: Sendable {
    /// How long to wait for a server to answer the connection before giving up.
    public var timeout: TimeInterval
    /// What the requests call the program (`User-Agent`).
    public var userAgent: String

    /// A fetcher that waits `timeout` seconds at most for a connection and names itself
    /// `userAgent`.
    public init(timeout: TimeInterval = 30, userAgent: String = "Earshot") {
        self.timeout = timeout
        self.userAgent = userAgent
    }

    /// The body of `url`, in memory (for small replies such as the Open Trivia Database
    /// API's). Throws ``FetchError``.
    public func fetch(_ url: URL, limits: ImportLimits = .standard) async throws -> Data {
        let body = DownloadBody.memory
        try await download(url, into: body, limits: limits)
        return body.data
    }

    /// Downloads `url` into a new temporary file and returns its path; the caller removes it.
    /// Throws ``FetchError``.
    public func download(_ url: URL, limits: ImportLimits) async throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-download-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw FetchError.limit("Earshot could not make a temporary file to download into. Nothing was imported.")
        }
        defer { try? handle.close() }
        do {
            try await download(url, into: DownloadBody(handle: handle), limits: limits)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            throw error
        }
        return path
    }

    /// Races the download against its ``DownloadWatch``, both on a ``DownloadExecutor`` of their
    /// own: whichever ends first ends both.
    func download(_ url: URL, into body: DownloadBody, limits: ImportLimits) async throws {
        let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? url.absoluteString
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw FetchError.connection(host: host, detail: "the address is not one Earshot can fetch (use http:// or https://).")
        }
        let watch = DownloadWatch(limits: limits, host: host)
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration(limits))
        do {
            try await withTaskExecutorPreference(DownloadExecutor()) {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await receive(url, into: body, client: client, watch: watch) }
                    group.addTask { try await watch.run() }
                    defer { group.cancelAll() }
                    try await group.next()
                }
            }
        } catch {
            try? await client.shutdown()
            // The client's read timeout is the idle limit: nothing arrived for that long.
            if let timeout = error as? HTTPClientError, timeout == .readTimeout {
                throw FetchError.limit(FetchError.stalled(host, limits))
            }
            throw FetchError.from(error, host: host)
        }
        try? await client.shutdown()
    }

    /// The client's settings: no decompression, redirects between http and https only, a
    /// connection tried once within ``timeout``, the idle limit between reads.
    func configuration(_ limits: ImportLimits) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: true),
            timeout: .init(connect: .milliseconds(Int64(timeout * 1000)), read: Self.timeAmount(limits.idleTimeout)),
            decompression: .disabled)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.httpVersion = .http1Only
        return configuration
    }

    /// Asks for `url` and writes its body into `body`, counting every byte against the size
    /// limit and telling `watch` as the bytes arrive.
    private func receive(_ url: URL, into body: DownloadBody, client: HTTPClient, watch: DownloadWatch) async throws {
        let limits = watch.limits
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: userAgent)
        // No compression: a small compressed reply can inflate to gigabytes faster than the
        // size limit could stop it, so a reply compressed anyway is refused below.
        request.headers.add(name: "Accept-Encoding", value: "identity")
        // The watch says when the time limit passes; this deadline only backs it up.
        let response = try await client.execute(request, timeout: Self.timeAmount(limits.timeout + .seconds(1)))
        watch.answered()
        guard (200..<300).contains(response.status.code) else {
            throw FetchError.http(status: Int(response.status.code), url: (response.url ?? url).absoluteString)
        }
        if let encoding = response.headers.first(name: "content-encoding")?.lowercased(), !encoding.isEmpty, encoding != "identity" {
            throw FetchError.limit(
                "The server at \(watch.host) sent compressed data (\(ImportText.excerpt(encoding, limit: 20))) although Earshot asked for none; compressed data can grow far past the size limit, so Earshot refused it. Nothing was imported."
            )
        }
        let what = "The download from \(watch.host)"
        if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > limits.maxBytes {
            throw FetchError.limit(limits.tooLarge(what, size: length).description)
        }
        var received = 0
        for try await chunk in response.body {
            received += chunk.readableBytes
            watch.arrived(chunk.readableBytes)
            if received > limits.maxBytes { throw FetchError.limit(limits.tooLarge(what).description) }
            do {
                try body.append(chunk)
            } catch {
                throw FetchError.limit(
                    "The download could not be saved to a temporary file: \(error.localizedDescription) Nothing was imported.")
            }
        }
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }
}
