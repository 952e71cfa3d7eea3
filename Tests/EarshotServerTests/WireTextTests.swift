import EarshotCore
import EarshotWire
import Foundation
import Testing

/// The lines a client sends follow ``ExternalText``'s rule as they are read (issue 20, item
/// 13): control and direction characters never reach a session, and the hello's version and
/// language, which go to the server's log, are cleaned and cut. Secrets and the player's name
/// are left as sent (one is only hashed; the name rules judge the other).
@Suite struct WireTextTests {
    static func decode(_ json: String) throws -> ClientMessage { try WireCodec.decode(ClientMessage.self, from: json) }

    @Test func aTypedLineLosesItsControlAndDirectionCharacters() throws {
        let sent = #"{"type":"line","text":"submit\u001b[2J \u202ereversed\u0007 two\nlines\u009b"}"#
        #expect(try Self.decode(sent) == .line("submit reversed two lines"), "escape sequences go whole")
    }

    @Test func aSecretAndANameStayAsSent() throws {
        #expect(try Self.decode(#"{"type":"secret","text":"pass\u0007word"}"#) == .secret("pass\u{07}word"))
        let hello = try Self.decode(
            #"{"type":"hello","hello":{"protocolVersion":1,"clientVersion":"9\u001b]0;x\u0007","language":"en\u202e","player":"Bo\u034fb"}}"#
        )
        #expect(hello == .hello(Hello(protocolVersion: 1, clientVersion: "9", language: "en", player: "Bo\u{34F}b")))
    }

    @Test func aHugeVersionIsCut() throws {
        let long = String(repeating: "v", count: 5_000)
        guard
            case .hello(let h) = try Self.decode(
                #"{"type":"hello","hello":{"protocolVersion":1,"clientVersion":"\#(long)","language":"en"}}"#)
        else {
            Issue.record("not a hello")
            return
        }
        #expect(h.clientVersion.count == Hello.maxVersionLength && h.clientVersion.hasSuffix("…"))
        #expect(ClientMessage.hello(h).description.count < 200, "the log line stays short")
    }

    @Test func readingAgainGivesTheSameMessage() throws {
        let samples = [
            #"{"type":"line","text":"\u001b\u202e\u0085x"}"#,
            #"{"type":"hello","hello":{"protocolVersion":1,"clientVersion":"\#(String(repeating: "é", count: 100))","language":"zh"}}"#,
        ]
        for sample in samples {
            let once = try Self.decode(sample)
            #expect(try Self.decode(try WireCodec.encode(once)) == once)
        }
    }
}
