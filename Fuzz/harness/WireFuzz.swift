// libFuzzer harness: the club wire protocol (Sources/EarshotWire). Any text is read as a
// client message and as a server message through WireCodec; whatever reads must write back
// and read again as the same message, and a client's typed line or hello must already follow
// ExternalText's rule.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWire(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let message = try? WireCodec.decode(ClientMessage.self, from: text) {
        switch message {
        case .line(let line):
            precondition(ExternalText.clean(line) == line, "a typed line from the wire is clean")
        case .hello(let hello):
            precondition(hello.clientVersion.count <= Hello.maxVersionLength, "the client's version is cut")
            precondition(hello.language.count <= Hello.maxLanguageLength, "the language is cut")
            precondition(ExternalText.clean(hello.clientVersion) == hello.clientVersion, "the client's version is clean")
        case .readingTime(let ms):
            precondition(ms >= 0, "a reading time is never negative")
        case .secret, .interrupt, .bye, .voice:
            break
        }
        _ = message.description
        let again = try! WireCodec.encode(message)
        precondition(!again.contains("\n"), "one message, one line")
        let back = try! WireCodec.decode(ClientMessage.self, from: again, limit: Int.max)
        precondition(back == message, "a client message reads back as itself")
    }
    if let message = try? WireCodec.decode(ServerMessage.self, from: text) {
        let again = try! WireCodec.encode(message)
        let back = try! WireCodec.decode(ServerMessage.self, from: again, limit: Int.max)
        precondition(back == message, "a server message reads back as itself")
    }
    // Over a limit, a message is refused as too large, never read.
    if text.utf8.count > 16 {
        do {
            _ = try WireCodec.decode(ClientMessage.self, from: text, limit: 16)
            preconditionFailure("a message over the limit was read")
        } catch let error as WireError {
            precondition(error.code == .tooLarge, "over the limit means too large")
        } catch {
            preconditionFailure("only WireError is thrown")
        }
    }
    return 0
}
