import EarshotConsole
import EarshotCore
import EarshotTesting
import Foundation
import Testing

@testable import EarshotRemote
@testable import EarshotServer

#if canImport(Glibc)
    import Glibc
#endif

/// Before a password goes over plain `ws://` to another computer, the player hears so, in
/// words and speech, and chooses whether it goes.
@Suite("A password over plain text", .serialized, .timeLimit(.minutes(2)))
struct PlainTextWarningTests {
    @Test func theHostOfAPlainAddressIsFound() {
        #expect(RemoteClient.plainTextHost("ws://club.example.org:8080/play") == "club.example.org")
        #expect(RemoteClient.plainTextHost("ws://[::1]:8080/play") == "::1")
        #expect(RemoteClient.plainTextHost("ws://192.0.2.2/play") == "192.0.2.2")
        #expect(RemoteClient.plainTextHost("WS://Club.Example.org:1/play") == "Club.Example.org")
        #expect(RemoteClient.plainTextHost("wss://club.example.org:8080/play") == nil)
    }

    /// This computer's first address that is not loopback, if it has one.
    static var networkAddress: String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var next = list
        while let entry = next {
            next = entry.pointee.ifa_next
            guard let address = entry.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET else { continue }
            var ip = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            inet_ntop(AF_INET, &ip, &text, socklen_t(text.count))
            let found = String(cString: text)
            if !found.hasPrefix("127.") { return found }
        }
        return nil
    }

    /// Over plain ws:// to this computer's network address: "no" keeps the password (nothing
    /// reaches the server), "yes" sends it and the player joins. Skipped without a network
    /// address.
    @Test(.enabled(if: networkAddress != nil, "This computer has no address but loopback."), arguments: [false, true])
    func thePlayerIsAskedBeforeThePasswordGoes(_ send: Bool) async throws {
        let address = try #require(Self.networkAddress)
        let server = try await RunningServer {
            $0.host = "0.0.0.0"
            $0.insecure = true
        }
        defer { server.stop() }
        let events = RecordingSink()
        let pw = WireClient.password
        let reader = ScriptedLineReader(send ? ["maybe", "yes", pw, pw, "quit"] : ["no", "quit"])
        var options = RemoteClient.Options(url: "ws://\(address):\(server.port)", player: "Vee", clientVersion: "test")
        options.quietWait = .seconds(5)
        options.welcomeTimeout = .seconds(60)  // a loaded machine, not a deadline, is tested here
        let client = RemoteClient(options: options, presenter: Presenter(sinks: [events]), input: InputChannel(reader: reader), speech: nil)
        let status = await client.run()
        let told = events.events.compactMap { if case .app(.info(let m)) = $0 { m } else { nil } }
        #expect(told.contains { $0.contains("The connection to \(address) is not encrypted") }, "\(events.events)")
        #expect(reader.prompts.first == "Send your password unencrypted? (yes or no) ", "asked before any password prompt")
        let vee = try await server.context.store.account(named: "Vee")
        if send {
            #expect(told.contains { $0.contains("Please type yes or no") })
            #expect(told.contains { $0.contains("Welcome, Vee") })
            #expect(vee != nil)
            #expect(status == 0)
        } else {
            #expect(told.contains { $0.contains("Your password was not sent") })
            #expect(vee == nil)
            #expect(await server.context.throttles.failedNames(address: address) == 0, "no password reached the server")
            #expect(status == 1)
        }
    }

    /// Loopback is never asked about.
    @Test func thisComputerIsNotAskedAbout() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let events = RecordingSink()
        let pw = WireClient.password
        let reader = ScriptedLineReader([pw, pw, "quit"])
        let client = RemoteClient(
            options: .init(url: "ws://localhost:\(server.port)", player: "Lou", clientVersion: "test"),
            presenter: Presenter(sinks: [events]), input: InputChannel(reader: reader), speech: nil)
        #expect(await client.run() == 0)
        #expect(!reader.prompts.contains { $0.contains("unencrypted") })
    }
}
