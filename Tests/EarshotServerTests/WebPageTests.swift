import EarshotCore
import EarshotMessages
import EarshotWire
import Foundation
import HTTPTypes
import Testing

@testable import EarshotServer

/// The server's side of the web page (docs/web.md); the page itself is tested in a real
/// browser by `Tests/web` (scripts/web-test.sh).
@Suite("The web page's server side")
struct WebPageTests {
    /// A client that asks for words gets each event with the lines a terminal prints, in the
    /// session's language, and that language follows the `language` command.
    @Test func aClientThatAsksForWordsGetsEachEventShownInItsLanguage() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let page = WireClient(url: server.url)
        defer { page.close() }
        page.send(.hello(Hello(clientVersion: "web", language: "zh", player: "Mei", wantsText: true)))
        #expect(await page.join("Mei", sayHello: false))
        let shown = page.received.compactMap { if case .shown(let s) = $0 { s } else { nil } }
        #expect(page.events.isEmpty, "nothing is sent twice: \(page.received)")
        let welcome = try #require(shown.first { $0.kind == "welcome" })
        #expect(welcome.language == "zh")
        #expect(welcome.lines.joined().contains("你好，Mei"), "\(welcome.lines)")

        page.send(.line("language en"))
        #expect(await page.wait { $0.shownEvents.contains { $0.kind == "info" && $0.language == "en" } })
        page.send(.line("play classic"))
        #expect(await page.wait { $0.shownEvents.contains { $0.kind == "menu" } })
        let menu = try #require(page.shownEvents.last { $0.kind == "menu" })
        #expect(menu.lines.first?.isEmpty == false)
        #expect(menu.lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(menu.lines)")
        page.send(.line("1"))
        #expect(await page.wait { $0.shownEvents.contains { $0.kind == "asked" } })
        let asked = try #require(page.shownEvents.first { $0.kind == "asked" })
        if case .game(.asked(let q)) = asked.event, !q.options.isEmpty {
            #expect(asked.options == q.options)
            #expect(asked.labels == q.options.indices.map { OptionLabels.of(q.options).label($0) })
        } else {
            #expect(asked.options == nil && asked.labels == nil, "a typed question has no option buttons")
        }
        #expect(asked.lines.contains { $0.contains("Question 1 of") }, "\(asked.lines)")
    }

    /// The terminal client's hello asks for nothing: it gets events, as before.
    @Test func aTerminalClientStillGetsPlainEvents() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let terminal = WireClient(url: server.url)
        defer { terminal.close() }
        #expect(await terminal.join("Tex"))
        #expect(terminal.shownEvents.isEmpty)
        #expect(!terminal.events.isEmpty)
        let hello = try WireCodec.encode(ClientMessage.hello(Hello(clientVersion: "t", language: "en", player: nil)))
        #expect(!hello.contains("wantsText"), "an older server never sees the new field")
    }

    @Test func aShownEventCrossesTheWireWhole() throws {
        let q = AskedQuestion(
            number: 1, total: 2, categoryName: "Geo", kind: .choice, difficulty: .easy, text: "<b>Capital?</b>",
            options: ["Paris", "Rome"])
        let shown = ShownEvent(
            event: .game(.asked(q)), kind: "asked", lines: ["", "Question 1 of 2, Geo"], language: "en", labels: ["1", "2"],
            options: ["Paris", "Rome"])
        let text = try WireCodec.encode(ServerMessage.shown(shown))
        #expect(try WireCodec.decode(ServerMessage.self, from: text) == .shown(shown))
        #expect(WireEventSink.kind(of: .game(.asked(q))) == "asked")
        #expect(WireEventSink.kind(of: .app(.goodbye)) == "goodbye")
        #expect(WireEventSink.kind(of: .app(.info("x"))) == "info")
        #expect(WireEventSink.labels(of: ["10", "20", "30"]) == ["A", "B", "C"])
    }

    /// A browser's WebSocket must come from this server's own page; the terminal client sends
    /// no `Origin` at all.
    @Test(
        arguments: [
            (nil, "club.example:8080", true),
            ("http://club.example:8080", "club.example:8080", true),
            ("https://club.example", "club.example", true),
            ("http://CLUB.example:8080", "club.example:8080", true),
            ("http://[::1]:8080", "[::1]:8080", true),
            ("http://evil.example", "club.example", false),
            ("http://club.example:8081", "club.example:8080", false),
            ("http://club.example.evil.example", "club.example", false),
            ("null", "club.example", false),
            ("http://club.example", nil, false),
            ("ws://club.example", "club.example:8080", true),  // the terminal client's library
            ("file://", "club.example", false),
        ] as [(String?, String?, Bool)])
    func onlyThisServersPageMayOpenAWebSocket(origin: String?, authority: String?, allowed: Bool) {
        var request = HTTPRequest(method: .get, scheme: nil, authority: authority, path: "/play")
        if let origin { request.headerFields[.origin] = origin }
        #expect(WebPage.originAllowed(request) == allowed)
    }

    /// The page's words exist in every language, and `/words.json` falls back to English for
    /// a language it does not know.
    @Test func thePagesWordsAreInEveryLanguage() throws {
        let english = MessageTables.shared.table("en").keys.filter { $0.hasPrefix("web.") }
        #expect(english.count > 30)
        for language in Language.allCases {
            let table = MessageTables.shared.table(language.rawValue)
            #expect(english.allSatisfy { table[$0] != nil }, "\(language)")
        }
        #expect(WebPage.files.keys.sorted() == ["earshot.css", "earshot.js", "icon.svg", "index.html"])
    }
}

extension WireClient {
    /// What a client that asked for words was shown.
    var shownEvents: [ShownEvent] { received.compactMap { if case .shown(let s) = $0 { s } else { nil } } }
}
