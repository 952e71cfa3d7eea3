import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a download failed, in words that say which kind of failure it was: the address could
/// not be reached at all, or it answered with an HTTP error. (Data that arrives but is not
/// questions is reported by the importer, separately.)
public enum FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No connection: the host is unknown, refused, or did not answer in time.
    case connection(host: String, detail: String)
    /// The server answered, but with an HTTP error status.
    case http(status: Int, url: String)

    public var description: String {
        switch self {
        case .connection(let host, let detail):
            return "Earshot could not connect to \(host): \(detail) Check the address and your network connection. Nothing was imported."
        case .http(let status, let url):
            let reason = HTTPURLResponse.localizedString(forStatusCode: status)
            return "The server answered \(status) (\(reason)) for \(url), so there was no file to import. Nothing was imported."
        }
    }
}

/// Downloads question files over HTTP or HTTPS with `URLSession`.
public struct QuestionFetcher: Sendable {
    /// How long to wait for a server before giving up.
    public var timeout: TimeInterval

    public init(timeout: TimeInterval = 30) { self.timeout = timeout }

    /// The body of `url`. Throws ``FetchError``.
    public func fetch(_ url: URL) async throws -> Data {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url)
        request.setValue("Earshot/\(Launcher.version)", forHTTPHeaderField: "User-Agent")
        let host = url.host.map { h in url.port.map { "\(h):\($0)" } ?? h } ?? url.absoluteString
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw FetchError.connection(host: host, detail: Self.explain(error))
        } catch {
            throw FetchError.connection(host: host, detail: "\(error.localizedDescription).")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw FetchError.http(status: http.statusCode, url: url.absoluteString)
        }
        return data
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
