import EarshotTesting
import EarshotWire
import Foundation
import Testing

/// Frames RFC 6455 says a server must refuse, sent by hand over a raw TCP socket: each
/// closes its connection with the RFC's code, not 1000.
@Suite("Hand-made WebSocket frames", .serialized, .timeLimit(.minutes(2)))
struct WebSocketFrameTests {
    static let hello = Array(
        ((try? WireCodec.encode(ClientMessage.hello(Hello(clientVersion: "test", language: "en", player: "Raw")))) ?? "").utf8)

    /// What the server answered to `frames`, sent after the upgrade (and after a masked hello
    /// and its welcome when `greet`): the close code, and the text messages before it.
    static func exchange(_ frames: [[UInt8]], greet: Bool = true) async throws -> (code: UInt16?, texts: [String]) {
        let server = try await RunningServer()
        defer { server.stop() }
        let port = server.port
        return await blocking {
            guard let socket = RawWebSocket.connect(port: port) else { return (nil, ["no upgrade"]) }
            var texts: [String] = []
            if greet {
                socket.send(RawWebSocket.frame(opcode: 1, payload: hello))
                if let welcome = RawWebSocket.readFrame(socket) { texts.append(String(decoding: welcome.payload, as: UTF8.self)) }
            }
            for frame in frames where !socket.send(frame) { break }
            let code = RawWebSocket.closeCode(socket, texts: &texts)
            return (code, texts)
        }
    }

    /// A good masked hello gets a welcome (so the checks below can fail for the right reason),
    /// and a good line keeps the connection open.
    @Test func maskedFramesAreRead() async throws {
        let server = try await RunningServer()
        defer { server.stop() }
        let port = server.port
        let (welcomed, open) = await blocking {
            guard let socket = RawWebSocket.connect(port: port) else { return (false, false) }
            socket.send(RawWebSocket.frame(opcode: 1, payload: Self.hello))
            let frame = RawWebSocket.readFrame(socket)
            let welcomed = frame.map { $0.opcode == 1 && String(decoding: $0.payload, as: UTF8.self).contains("welcome") }
            return (welcomed ?? false, socket.closed(within: .milliseconds(500)) == nil)
        }
        #expect(welcomed)
        #expect(open)
    }

    @Test func anUnmaskedFrameClosesWith1002() async throws {
        let (code, texts) = try await Self.exchange([RawWebSocket.frame(opcode: 1, payload: Self.hello, masked: false)], greet: false)
        #expect(code == 1002)
        #expect(!texts.contains { $0.contains("welcome") }, "the unmasked hello was not read")
    }

    @Test func textThatIsNotUTF8ClosesWith1007() async throws {
        let bad = Array(#"{"type":"line","text":""#.utf8) + [0xC3, 0x28, 0x22, 0x7D]
        let (code, texts) = try await Self.exchange([RawWebSocket.frame(opcode: 1, payload: bad)])
        #expect(texts.first?.contains("welcome") == true)
        #expect(code == 1007)
    }

    @Test func aContinuationOfNothingClosesWith1002() async throws {
        let (code, _) = try await Self.exchange([RawWebSocket.frame(opcode: 0, payload: Array("orphan".utf8))])
        #expect(code == 1002)
    }

    /// 3 MB in 48 fragments of 64 KiB: the server stops at the limit, says why in an `error`
    /// message, and closes with 1009.
    @Test func aFragmentedMessageOverTheLimitClosesWith1009AndSaysWhy() async throws {
        let piece = [UInt8](repeating: 0x61, count: 64 * 1024 - 16)
        let frames = (0..<48).map { RawWebSocket.frame(opcode: $0 == 0 ? 1 : 0, fin: $0 == 47, payload: piece) }
        let (code, texts) = try await Self.exchange(frames)
        #expect(code == 1009)
        let error = texts.flatMap { (try? WireCodec.decodeAll(ServerMessage.self, from: $0)) ?? [] }.first {
            if case .error(.tooLarge, _) = $0 { true } else { false }
        }
        #expect(error != nil, "an error message said why: \(texts.map { $0.prefix(80) })")
        if case .error(_, let words)? = error { #expect(words.contains("64 kilobytes")) }
    }
}
