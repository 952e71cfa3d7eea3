import EarshotCore
import EarshotImport
import EarshotTesting
import EarshotTransfer
import Foundation
import Testing

/// Redirects in URL imports: followed between web addresses up to 5 times, never to a file on
/// this computer, and an HTTP error named with its standard reason.
@Suite struct URLRedirectTests {
    static let gift = "Capital of France? {=Paris ~Lyon}\n\nRome is in Italy. {T}\n"

    /// A reply that sends the client on to `location`.
    static func redirect(_ location: String, status: Int = 302) -> LocalHTTPServer.Response {
        .init(status: status, body: Data(), contentType: "text/plain", headers: ["Location": location])
    }

    @Test func aRedirectIsFollowed() async throws {
        let server = try LocalHTTPServer { r in
            switch r.path {
            case "/old.gift": return Self.redirect("/moved/quiz.gift", status: 301)
            case "/moved/quiz.gift": return Self.redirect("/quiz.gift", status: 307)
            case "/quiz.gift": return .init(Self.gift, contentType: "text/plain")
            default: return .init(status: 404, "")
            }
        }
        defer { server.stop() }
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: server.baseURL + "/old.gift", network: try ImportLimitsTests.network()))
        #expect(server.requests.map(\.path) == ["/old.gift", "/moved/quiz.gift", "/quiz.gift"])
        #expect(try await t.store.questions(in: nil).count == 2)
    }

    @Test func endlessRedirectsStopAfterFive() async throws {
        let server = try LocalHTTPServer { r in
            let step = Int(r.path.dropFirst()) ?? 0
            return Self.redirect("/\((step + 1) % 3)")
        }
        defer { server.stop() }
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: server.baseURL + "/0", network: try ImportLimitsTests.network()) == false)
        #expect(server.requests.count == 6, "the first request and 5 redirects")
        let error = try #require(ImportLimitsTests.errors(t).last)
        #expect(error.contains("could not connect to 127.0.0.1:\(server.port): it redirected more than 5 times."), "\(error)")
    }

    @Test func aRedirectToAFileOnThisComputerIsNotFollowed() async throws {
        let secret = try temporaryFile("secret.gift", Self.gift)
        let server = try LocalHTTPServer { _ in Self.redirect("file://" + secret) }
        defer { server.stop() }
        let t = try await makeTestApp()
        #expect(await t.importQuestions(from: server.baseURL + "/quiz.gift", network: try ImportLimitsTests.network()) == false)
        let error = try #require(ImportLimitsTests.errors(t).last)
        #expect(error.hasPrefix("The server answered 302 (found)"), "\(error)")
        #expect(try await t.store.questions(in: nil).isEmpty)
    }

    @Test func anErrorStatusIsNamedWithItsReason() {
        #expect(FetchError.http(status: 404, url: "http://x/y").description.hasPrefix("The server answered 404 (not found) for http://x/y"))
        #expect(FetchError.http(status: 503, url: "u").description.contains("503 (service unavailable)"))
        #expect(FetchError.http(status: 599, url: "u").description.contains("599 (server error)"))
    }
}
