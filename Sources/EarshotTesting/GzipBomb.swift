import Foundation

/// A small gzip file that inflates to many zero bytes, built by hand (fixed-Huffman deflate:
/// one literal zero, then copies of 258 bytes at distance 1, 13 bits each), for tests of
/// download limits. The trailer's checksum is not filled in: a reader that inflates it all
/// should stop at its size limit long before.
public enum GzipBomb {
    /// Gzip data that inflates to about `bytes` zero bytes (about 1/1300 of that in size).
    public static func make(inflatingTo bytes: Int) -> Data {
        var out: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]
        var bitBuffer: UInt32 = 0
        var bitCount = 0
        func push(_ value: UInt32, bits: Int) {  // LSB first
            bitBuffer |= value << UInt32(bitCount)
            bitCount += bits
            while bitCount >= 8 {
                out.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        func code(_ value: UInt32, bits: Int) {  // Huffman codes go MSB first
            for i in stride(from: bits - 1, through: 0, by: -1) { push((value >> UInt32(i)) & 1, bits: 1) }
        }
        push(1, bits: 1)  // last block
        push(1, bits: 2)  // fixed Huffman
        code(0x30, bits: 8)  // literal 0
        for _ in 0..<max(0, (bytes - 1) / 258) {
            code(0b1100_0101, bits: 8)  // length 258 (code 285)
            code(0, bits: 5)  // distance 1
        }
        code(0, bits: 7)  // end of block
        if bitCount > 0 { push(0, bits: 8 - bitCount) }
        let size = UInt32(truncatingIfNeeded: 1 + (max(0, (bytes - 1) / 258)) * 258)
        out += [0, 0, 0, 0]
        out += [UInt8(size & 0xFF), UInt8((size >> 8) & 0xFF), UInt8((size >> 16) & 0xFF), UInt8(size >> 24)]
        return Data(out)
    }
}
