import EarshotImport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a download failed, in words that say which kind of failure it was: the address could
/// not be reached at all, it answered with an HTTP error, or it broke one of the import's
/// limits. (Data that arrives but is not questions is reported by the importer, separately.)
public enum FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No connection: the host is unknown, refused, or did not answer in time.
    case connection(host: String, detail: String)
    /// The server answered, but with an HTTP error status.
    case http(status: Int, url: String)
    /// The download broke a limit (size, time); the text names it.
    case limit(String)

    public var description: String {
        switch self {
        case .connection(let host, let detail):
            return "Earshot could not connect to \(host): \(detail) Check the address and your network connection. Nothing was imported."
        case .http(let status, let url):
            let reason = HTTPURLResponse.localizedString(forStatusCode: status)
            return "The server answered \(status) (\(reason)) for \(url), so there was no file to import. Nothing was imported."
        case .limit(let text):
            return text
        }
    }
}

/// Downloads question files over HTTP or HTTPS with `URLSession`, within the import's limits:
/// never more than the size limit (counted after decompression, so a small compressed reply
/// cannot grow without bound), never longer than the time limit, never waiting more than the
/// idle limit for the next byte.
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

    private func download(_ url: URL, into body: DownloadBody, limits: ImportLimits, redirects: Int = 0) async throws {
        if url.scheme?.lowercased() == "http" {
            let client = PlainHTTPClient(limits: limits, connectTimeout: timeout)
            let agent = userAgent
            let outcome: Result<Void, any Error> = await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(returning: Result { try client.download(url, into: body, userAgent: agent) })
                }
                thread.start()
            }
            do {
                try outcome.get()
            } catch let redirect as PlainHTTPClient.Redirect {
                guard redirects < 5 else {
                    throw FetchError.connection(host: url.host ?? url.absoluteString, detail: "it redirected more than 5 times.")
                }
                try await download(redirect.location, into: body, limits: limits, redirects: redirects + 1)
            }
            return
        }
        let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? url.absoluteString
        let configuration = URLSessionConfiguration.ephemeral
        let idle = Double(limits.idleTimeout.components.seconds) + Double(limits.idleTimeout.components.attoseconds) / 1e18
        configuration.timeoutIntervalForRequest = min(timeout, idle)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = DownloadDelegate(body: body, limits: limits, url: url)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(url: url)
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        // No compression: a small compressed reply can inflate to gigabytes faster than the
        // size limit could stop it, so a reply compressed anyway is refused (see the delegate).
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let task = session.dataTask(with: request)
        // The watchdog runs on a dispatch timer, not in the task pool, so that busy tasks
        // cannot hold it up.
        let end = ContinuousClock.now.advanced(by: limits.timeout)
        let pace = PaceBox(DownloadPace(limits: limits))
        let watchdog = DispatchSource.makeTimerSource(queue: .global())
        watchdog.schedule(deadline: .now() + .milliseconds(50), repeating: .milliseconds(50))
        watchdog.setEventHandler { [delegate] in
            if ContinuousClock.now >= end {
                delegate.stop(task, .limit(limits.tookTooLong("The download from \(host)").description))
            } else if delegate.idleFor() > limits.idleTimeout {
                delegate.stop(task, .limit(Self.stalled(host, limits)))
            } else if pace.isTooSlow(total: delegate.receivedBytes) {
                delegate.stop(task, .limit(limits.tooSlow(host)))
            }
        }
        watchdog.resume()
        defer { watchdog.cancel() }
        let outcome: (any Error)? = await withCheckedContinuation { continuation in
            delegate.onFinish = { continuation.resume(returning: $0) }
            task.resume()
        }
        if let failure = delegate.failure { throw failure }
        if let urlError = outcome as? URLError, urlError.code == .timedOut {
            throw FetchError.limit(Self.stalled(host, limits))
        }
        if let error = outcome {
            if let urlError = error as? URLError { throw FetchError.connection(host: host, detail: Self.explain(urlError)) }
            throw FetchError.connection(host: host, detail: "\(error.localizedDescription).")
        }
        if let status = delegate.status, !(200..<300).contains(status) {
            throw FetchError.http(status: status, url: url.absoluteString)
        }
    }

    static func stalled(_ host: String, _ limits: ImportLimits) -> String {
        "The download from \(host) stalled: nothing arrived for \(ImportLimits.describe(limits.idleTimeout)), so Earshot stopped waiting (--timeout sets the limits). Nothing was imported."
    }

    static func explain(_ error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: return "the connection was refused (nothing is listening there)."
        case .cannotFindHost, .dnsLookupFailed: return "no computer by that name was found."
        case .timedOut: return "it did not answer in time."
        case .notConnectedToInternet: return "this computer is not connected to a network."
        case .networkConnectionLost: return "the connection was lost before the file arrived."
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return "a secure connection could not be made."
        case .unsupportedURL, .badURL: return "the address is not one Earshot can fetch (use http:// or https://)."
        default: return "\(error.localizedDescription)."
        }
    }
}

/// The minimum-speed rule of a download, checked from the watchdog's timer.
final class PaceBox: @unchecked Sendable {
    private let lock = NSLock()
    private var pace: DownloadPace

    init(_ pace: DownloadPace) { self.pace = pace }

    func isTooSlow(total: Int) -> Bool { lock.withLock { pace.isTooSlow(total: total) } }
}

/// Where downloaded bytes go: memory or a file.
final class DownloadBody: @unchecked Sendable {
    private(set) var data = Data()
    private let handle: FileHandle?

    init(handle: FileHandle?) { self.handle = handle }

    static var memory: DownloadBody { DownloadBody(handle: nil) }

    func append(_ chunk: Data) throws {
        if let handle { try handle.write(contentsOf: chunk) } else { data.append(chunk) }
    }
}

/// Receives a download's bytes, counting them against the size limit, and says when it ends.
final class DownloadDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let body: DownloadBody
    private let limits: ImportLimits
    private let url: URL
    private var received = 0
    private var last = ContinuousClock.now
    private var _failure: FetchError?
    private var _status: Int?
    private var finished = false
    var onFinish: (((any Error)?) -> Void)?

    init(body: DownloadBody, limits: ImportLimits, url: URL) {
        self.body = body
        self.limits = limits
        self.url = url
    }

    var failure: FetchError? { lock.withLock { _failure } }
    var status: Int? { lock.withLock { _status } }

    func idleFor() -> Duration { lock.withLock { last.duration(to: .now) } }

    /// How many body bytes have arrived.
    var receivedBytes: Int { lock.withLock { received } }

    /// Stops the download for `reason` (the first reason wins).
    func stop(_ task: URLSessionTask, _ reason: FetchError) {
        lock.withLock { if _failure == nil { _failure = reason } }
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode
        lock.withLock {
            _status = status
            last = .now
        }
        if let status, !(200..<300).contains(status) {
            completionHandler(.cancel)
            return
        }
        if let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")?.lowercased(),
            !encoding.isEmpty, encoding != "identity"
        {
            stop(
                dataTask,
                .limit(
                    "The server at \(url.host ?? url.absoluteString) sent compressed data (\(ImportText.excerpt(encoding, limit: 20))) although Earshot asked for none; compressed data can grow far past the size limit, so Earshot refused it. Nothing was imported."
                ))
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > limits.maxBytes {
            let what = "The file at \(url.host ?? url.absoluteString)"
            stop(dataTask, .limit(limits.tooLarge(what, size: Int(response.expectedContentLength)).description))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over: Bool = lock.withLock {
            received += data.count
            last = .now
            return received > limits.maxBytes || _failure != nil
        }
        if over {
            stop(dataTask, .limit(limits.tooLarge("The download from \(url.host ?? url.absoluteString)").description))
            return
        }
        do {
            try body.append(data)
        } catch {
            stop(
                dataTask, .limit("The download could not be saved to a temporary file: \(error.localizedDescription) Nothing was imported.")
            )
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let callback: (((any Error)?) -> Void)? = lock.withLock {
            guard !finished else { return nil }
            finished = true
            return onFinish
        }
        // A reply refused for its status ends as "cancelled"; that is not a connection error.
        if let status, !(200..<300).contains(status) {
            callback?(nil)
            return
        }
        callback?(error)
    }
}
