import EarshotCore
import EarshotServer
import EarshotWire
import Foundation
import Testing

/// The server's login speaks the language the client gave in its hello, before any session
/// (and so before the player's own settings) exists.
@Suite("A club server in the player's language")
struct ServerLanguageTests {
    @Test func theLoginIsInTheHellosLanguage() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let chinese = WireClient(url: server.url)
        defer { chinese.close() }
        chinese.send(.hello(Hello(clientVersion: "test", language: "zh-CN", player: "Mei")))
        #expect(await chinese.join("Mei", sayHello: false))
        let told = chinese.told.joined(separator: "\n")
        #expect(told.contains("这是俱乐部服务器"), "\(told)")
        #expect(told.contains("欢迎，Mei"), "\(told)")
        #expect(!told.contains("This is a club server"), "\(told)")

        // A wrong password, in Malay, is refused in Malay and closes nothing else.
        let malay = WireClient(url: server.url)
        defer { malay.close() }
        malay.send(.hello(Hello(clientVersion: "test", language: "ms", player: "Mei")))
        #expect(await malay.wait { $0.secretPrompts >= 1 })
        malay.send(.secret("Not-The-Password-1"))
        #expect(await malay.wait { $0.secretPrompts >= 2 })
        malay.send(.secret("Not-The-Password-2"))
        #expect(await malay.wait { $0.told.contains { $0.contains("Itu tidak berjaya untuk Mei") } }, "\(malay.told)")
        #expect(!chinese.closed)
    }
}
