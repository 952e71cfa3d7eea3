import EarshotCore
import EarshotMessages
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The club's web page (`docs/web.md`): `earshot serve` itself serves it at `/` (and at
/// `/join`, for a room's link), with its script, its styles and its words, from the server
/// target's own resources. Nothing is fetched from anywhere else, nothing is built when the
/// server starts, and the page speaks the same wire protocol on `/play` as the terminal client.
enum WebPage {
    /// A file the page is made of.
    struct File: Sendable {
        let bytes: ByteBuffer
        let type: String
    }

    /// The page's files, read once from the bundle.
    static let files: [String: File] = {
        let folder = Bundle.module.resourceURL?.appendingPathComponent("WebRoot")
        let kinds = [
            "index.html": "text/html; charset=utf-8", "earshot.js": "text/javascript; charset=utf-8",
            "earshot.css": "text/css; charset=utf-8", "icon.svg": "image/svg+xml",
        ]
        var files: [String: File] = [:]
        for (name, type) in kinds {
            guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
            files[name] = File(bytes: ByteBuffer(bytes: data), type: type)
        }
        return files
    }()

    /// The page's policy: its own script and styles only, no inline script or style, no
    /// frames, nothing from elsewhere; the WebSocket back to this server; spoken audio as blobs.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; media-src 'self' blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Adds the page's routes.
    static func add(to router: Router<BasicRequestContext>) {
        for path in ["/", "/join"] { router.get(RouterPath(path)) { _, _ in response("index.html") } }
        for name in ["earshot.js", "earshot.css", "icon.svg"] { router.get(RouterPath("/\(name)")) { _, _ in response(name) } }
        router.get("/words.json") { request, _ in
            let tag = request.uri.queryParameters.get("lang") ?? "en"
            return words(Language(locale: tag) ?? .en)
        }
        // What Earshot's voice said to a page that turned it on (kept a few minutes).
        router.get("/speech/:name") { _, context in
            guard let name = context.parameters.get("name"), let wav = SpokenAudio.shared.wav(named: name) else {
                return Response(
                    status: .notFound, headers: headers(type: "text/plain; charset=utf-8"),
                    body: .init(byteBuffer: ByteBuffer(string: "Not found.\n")))
            }
            var fields = headers(type: "audio/wav")
            fields[.cacheControl] = "private, max-age=300"
            return Response(status: .ok, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: wav)))
        }
    }

    /// One of the page's files, with the headers every answer of the page carries.
    static func response(_ name: String) -> Response {
        guard let file = files[name] else {
            return Response(
                status: .notFound, headers: headers(type: "text/plain; charset=utf-8"),
                body: .init(byteBuffer: ByteBuffer(string: "Not found.\n")))
        }
        return Response(status: .ok, headers: headers(type: file.type), body: .init(byteBuffer: file.bytes))
    }

    /// The page's own words in `language` (every `web.*` key of the catalogue), as JSON.
    static func words(_ language: Language) -> Response {
        let table = MessageTables.shared.table(language.rawValue).filter { $0.key.hasPrefix("web.") }
        let english = MessageTables.shared.table("en").filter { $0.key.hasPrefix("web.") }
        var words = english.merging(table) { _, translated in translated }
        words["web.language"] = language.rawValue
        let data = (try? JSONSerialization.data(withJSONObject: words, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Response(
            status: .ok, headers: headers(type: "application/json; charset=utf-8"), body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func headers(type: String) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentType] = type
        fields[.cacheControl] = "no-cache"
        fields[.contentSecurityPolicy] = contentSecurityPolicy
        fields[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        fields[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        fields[HTTPField.Name("Cross-Origin-Opener-Policy")!] = "same-origin"
        return fields
    }

    /// Whether a WebSocket upgrade may go on. A browser always sends the `Origin` of the page
    /// that opens the socket, as `http(s)://host[:port]`: it must be a page of this same server
    /// (host and port), so that another site's page cannot play as the browser's player. A
    /// program sends none, or (as the terminal client's WebSocket library does) a `ws://` or
    /// `wss://` one, which no browser sends; those go on, as they log in like anyone.
    static func originAllowed(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headerFields[.origin] else { return true }
        if origin.hasPrefix("ws://") || origin.hasPrefix("wss://") { return true }
        guard let url = URL(string: origin), url.scheme == "http" || url.scheme == "https", let host = url.host?.lowercased(),
            let authority = request.authority?.lowercased()
        else {
            return false
        }
        let defaultPort = url.scheme == "https" ? 443 : 80
        let port = url.port ?? defaultPort
        let (theirHost, theirPort) = split(authority, defaultPort: defaultPort)
        return host == theirHost && port == theirPort
    }

    /// "host:port" (or "[::1]:port") taken apart.
    static func split(_ authority: String, defaultPort: Int) -> (String, Int) {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            let host = String(authority[authority.index(after: authority.startIndex)..<end])
            let rest = authority[authority.index(after: end)...]
            return (host, rest.hasPrefix(":") ? Int(rest.dropFirst()) ?? defaultPort : defaultPort)
        }
        if let colon = authority.lastIndex(of: ":"), let port = Int(authority[authority.index(after: colon)...]) {
            return (String(authority[..<colon]), port)
        }
        return (authority, defaultPort)
    }
}
