import AsyncHTTPClient
import EarshotImport
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

#if canImport(Glibc)
    import Glibc
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

    /// The failure in plain words, ending with what was imported (nothing).
    public var description: String {
        switch self {
        case .connection(let host, let detail):
            return "Earshot could not connect to \(host): \(detail) Check the address and your network connection. Nothing was imported."
        case .http(let status, let url):
            let reason = Self.reason(status)
            return "The server answered \(status) (\(reason)) for \(url), so there was no file to import. Nothing was imported."
        case .limit(let text):
            return text
        }
    }

    /// The standard reason of an HTTP status, in lower case ("not found"), or its class.
    static func reason(_ status: Int) -> String {
        let phrase = HTTPResponseStatus(statusCode: status).reasonPhrase
        if !phrase.isEmpty { return phrase.lowercased() }
        switch status {
        case 300..<400: return "redirection"
        case 400..<500: return "client error"
        case 500..<600: return "server error"
        default: return "unknown"
        }
    }

    /// What a failed request becomes: a ``FetchError`` as it is, anything else (from the HTTP
    /// client, the sockets, TLS) a connection failure in plain words.
    static func from(_ error: any Error, host: String) -> FetchError {
        if let fetch = error as? FetchError { return fetch }
        return .connection(host: host, detail: explain(error))
    }

    /// Why a connection failed, as the end of a sentence.
    static func explain(_ error: any Error) -> String {
        switch error {
        case let error as HTTPClientError:
            switch error {
            case .connectTimeout, .tlsHandshakeTimeout, .deadlineExceeded: return "it did not answer in time."
            case .redirectLimitReached, .redirectCycleDetected: return "it redirected more than 5 times."
            case .remoteConnectionClosed, .cancelled: return "the connection was lost before the file arrived."
            case .invalidURL, .emptyHost, .emptyScheme: return "the address is not one Earshot can fetch (use http:// or https://)."
            default: return "\(error)."
            }
        case let error as NIOConnectionError:
            if let failure = error.connectionErrors.first { return explain(failure.error) }
            return "no computer by that name was found."
        case is SocketAddressError:
            return "no computer by that name was found."
        case let error as IOError:
            switch error.errnoCode {
            case ECONNREFUSED: return "the connection was refused (nothing is listening there)."
            case ENETUNREACH, EHOSTUNREACH: return "this computer is not connected to a network."
            case ECONNRESET, EPIPE: return "the connection was lost before the file arrived."
            default: return "\(error)."
            }
        case ChannelError.connectTimeout:
            return "it did not answer in time."
        case is NIOSSLError, is NIOSSLExtraError, is BoringSSLError:
            return "a secure connection could not be made."
        default:
            return "\(error)."
        }
    }

    /// The message of a download that stalled: nothing arrived for the idle limit.
    static func stalled(_ host: String, _ limits: ImportLimits) -> String {
        "The download from \(host) stalled: nothing arrived for \(ImportLimits.describe(limits.idleTimeout)), so Earshot stopped waiting (--timeout sets the limits). Nothing was imported."
    }
}
