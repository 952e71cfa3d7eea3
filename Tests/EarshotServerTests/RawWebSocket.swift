import EarshotWire
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Hand-made WebSocket frames over a ``RawSocket`` (RFC 6455 section 5.2).
enum RawWebSocket {
    static let key = "dGhlIHNhbXBsZSBub25jZQ=="

    /// The request head asking to upgrade `/play`.
    static var upgradeRequest: String {
        "GET \(WireProtocol.path) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    /// A connection upgraded to a WebSocket on the server at `port`, or `nil`.
    static func connect(port: Int) -> RawSocket? {
        guard let socket = RawSocket(port: port), socket.send(upgradeRequest) else { return nil }
        guard let head = socket.readHead(), head.hasPrefix("HTTP/1.1 101") else { return nil }
        return socket
    }

    /// One frame: `opcode` (1 text, 0 continuation, 8 close), masked unless told otherwise.
    static func frame(opcode: UInt8, fin: Bool = true, payload: [UInt8], masked: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        switch payload.count {
        case ..<126: bytes.append(maskBit | UInt8(payload.count))
        case ..<65_536:
            bytes.append(maskBit | 126)
            bytes += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            bytes.append(maskBit | 127)
            bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        guard masked else { return bytes + payload }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    /// A frame from the server: its opcode and payload, or `nil` if none came.
    static func readFrame(_ socket: RawSocket, within limit: Duration = .seconds(30)) -> (opcode: UInt8, payload: [UInt8])? {
        guard let head = socket.read(exactly: 2, within: limit) else { return nil }
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            guard let more = socket.read(exactly: 2) else { return nil }
            length = Int(more[0]) << 8 | Int(more[1])
        } else if length == 127 {
            guard let more = socket.read(exactly: 8) else { return nil }
            length = more.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let payload = length == 0 ? [] : socket.read(exactly: length) else { return nil }
        return (head[0] & 0x0F, payload)
    }

    /// Reads frames until a close frame comes; returns its code, or `nil` if the connection
    /// ended without one. Text frames met on the way are collected in `texts`.
    static func closeCode(_ socket: RawSocket, texts: inout [String], within limit: Duration = .seconds(30)) -> UInt16? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < limit {
            guard let frame = readFrame(socket, within: limit) else { return nil }
            switch frame.opcode {
            case 8: return frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 1005
            case 1: texts.append(String(decoding: frame.payload, as: UTF8.self))
            default: continue
            }
        }
        return nil
    }

    /// The `Sec-WebSocket-Accept` value for `key` (SHA-1 of the key and RFC 6455's GUID, in
    /// Base64), for a fake server that completes the upgrade.
    static func accept(for key: String) -> String {
        Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
    }
}

/// SHA-1, only to answer a WebSocket upgrade in a test (RFC 3174).
enum SHA1 {
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var bytes = message + [0x80]
        while bytes.count % 64 != 56 { bytes.append(0) }
        let bits = UInt64(message.count) * 8
        bytes += (0..<8).reversed().map { UInt8((bits >> (UInt64($0) * 8)) & 0xFF) }
        for chunk in stride(from: 0, to: bytes.count, by: 64) {
            var w = (0..<16).map { i in
                (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[chunk + i * 4 + $1]) }
            }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w.append(x << 1 | x >> 31)
            }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32) =
                    switch i {
                    case ..<20: ((b & c) | (~b & d), 0x5A82_7999)
                    case ..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                    case ..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                    default: (b ^ c ^ d, 0xCA62_C1D6)
                    }
                let t = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, t)
            }
            h = [h[0] &+ a, h[1] &+ b, h[2] &+ c, h[3] &+ d, h[4] &+ e]
        }
        return h.flatMap { v in (0..<4).reversed().map { UInt8((v >> (UInt32($0) * 8)) & 0xFF) } }
    }
}
