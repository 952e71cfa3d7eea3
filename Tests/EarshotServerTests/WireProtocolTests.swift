import EarshotCore
import EarshotWire
import Foundation
import Testing

@Suite struct WireProtocolTests {
    static let clientMessages: [ClientMessage] = [
        .hello(Hello(clientVersion: "0.1.0", language: "fr-CA", player: "Ana")),
        .line("paris"), .secret("hunter2!"), .interrupt, .readingTime(milliseconds: 1234), .bye,
    ]

    static let serverMessages: [ServerMessage] = [
        .welcome(protocolVersion: 1, serverVersion: "0.1.0"),
        .event(.app(.info("Hello"))),
        .event(.game(.timeLeft(seconds: 5, warning: true))),
        .prompt("earshot> "), .secretPrompt("Password: "), .completions(["play", "quit"]),
        .error(code: .tooLarge, message: "Too big."), .goodbye(reason: "Goodbye."),
    ]

    @Test(arguments: clientMessages)
    func clientMessagesRoundTrip(_ message: ClientMessage) throws {
        let text = try WireCodec.encode(message)
        #expect(!text.contains("\n"))
        #expect(try WireCodec.decode(ClientMessage.self, from: text) == message)
    }

    @Test(arguments: serverMessages)
    func serverMessagesRoundTrip(_ message: ServerMessage) throws {
        let text = try WireCodec.encode(message)
        #expect(try WireCodec.decode(ServerMessage.self, from: text) == message)
    }

    @Test func messagesAreFlatObjectsWithAType() throws {
        #expect(try WireCodec.encode(ClientMessage.line("paris")) == #"{"text":"paris","type":"line"}"#)
        #expect(try WireCodec.encode(ClientMessage.readingTime(milliseconds: 250)) == #"{"milliseconds":250,"type":"readingTime"}"#)
        let decoded = try WireCodec.decode(
            ClientMessage.self, from: #"{"type":"hello","hello":{"protocolVersion":1,"clientVersion":"x","language":"en"}}"#)
        #expect(decoded == .hello(Hello(protocolVersion: 1, clientVersion: "x", language: "en", player: nil)))
    }

    @Test func unknownFieldsAreIgnored() throws {
        let decoded = try WireCodec.decode(ClientMessage.self, from: #"{"type":"line","text":"a","later":true}"#)
        #expect(decoded == .line("a"))
    }

    @Test(arguments: [
        "not json", "{}", #"{"type":"shout"}"#, #"{"type":"line"}"#, #"{"type":"readingTime","milliseconds":-5}"#,
        #"{"type":"line","text":7}"#, "[1,2]",
    ])
    func malformedMessagesAreRefused(_ text: String) {
        #expect {
            try WireCodec.decode(ClientMessage.self, from: text)
        } throws: { error in
            (error as? WireError)?.code == .malformed
        }
    }

    @Test func oversizedMessagesAreRefusedBeforeParsing() throws {
        let big = try WireCodec.encode(ClientMessage.line(String(repeating: "a", count: WireProtocol.maxMessageBytes)))
        #expect(throws: WireError.tooLarge(bytes: big.utf8.count)) { try WireCodec.decode(ClientMessage.self, from: big) }
        let fits = try WireCodec.encode(ClientMessage.line(String(repeating: "a", count: 1000)))
        #expect(try WireCodec.decode(ClientMessage.self, from: fits) == .line(String(repeating: "a", count: 1000)))
    }

    @Test func aSecretNeverShowsInDescriptions() {
        let description = "\(ClientMessage.secret("correct horse battery"))"
        #expect(!description.contains("horse"))
        #expect(description.contains("hidden"))
    }
}
