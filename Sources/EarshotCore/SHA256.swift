/// A small, dependency-free SHA-256, used for content hashes of packs and questions.
///
/// It works on the caller's bytes in place, with its state and message schedule on the stack,
/// so hashing a short question allocates nothing but the result (imports hash millions).
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The eight words of a running hash.
    private struct State {
        var a: UInt32 = 0x6a09_e667
        var b: UInt32 = 0xbb67_ae85
        var c: UInt32 = 0x3c6e_f372
        var d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f
        var f: UInt32 = 0x9b05_688c
        var g: UInt32 = 0x1f83_d9ab
        var h: UInt32 = 0x5be0_cd19
    }

    /// The SHA-256 digest of `bytes`.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { raw in
            var out = [UInt8](repeating: 0, count: 32)
            out.withUnsafeMutableBytes { digest(of: raw, into: $0) }
            return out
        }
    }

    /// The digest as lower-case hexadecimal.
    public static func hex(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(of: $0) }
    }

    /// The digest of the bytes at `raw`, as lower-case hexadecimal.
    public static func hex(of raw: UnsafeRawBufferPointer) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digestBytes in
            let d = UnsafeMutableRawBufferPointer(digestBytes)
            digest(of: raw, into: d)
            return String(unsafeUninitializedCapacity: 64) { out in
                let digits: StaticString = "0123456789abcdef"
                let table = digits.utf8Start
                for i in 0..<32 {
                    out[2 * i] = table[Int(d[i] >> 4)]
                    out[2 * i + 1] = table[Int(d[i] & 0x0F)]
                }
                return 64
            }
        }
    }

    /// Writes the 32-byte digest of `message` into `out`.
    public static func digest(of message: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) {
        precondition(out.count >= 32)
        var state = State()
        k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                let count = message.count
                var offset = 0
                while count - offset >= 64 {
                    compress(&state, UnsafeRawBufferPointer(rebasing: message[offset..<(offset + 64)]), w, k)
                    offset += 64
                }
                // The last block or two: the rest of the message, 0x80, zeros, the bit length.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                    let rest = count - offset
                    for i in 0..<rest { tail[i] = message[offset + i] }
                    tail[rest] = 0x80
                    let blocks = rest + 9 <= 64 ? 1 : 2
                    for i in (rest + 1)..<(blocks * 64) { tail[i] = 0 }
                    let bits = UInt64(count) &* 8
                    for i in 0..<8 { tail[blocks * 64 - 1 - i] = UInt8(truncatingIfNeeded: bits >> (UInt64(i) * 8)) }
                    let raw = UnsafeRawBufferPointer(tail)
                    for block in 0..<blocks {
                        compress(&state, UnsafeRawBufferPointer(rebasing: raw[(block * 64)..<(block * 64 + 64)]), w, k)
                    }
                }
            }
        }
        func put(_ v: UInt32, _ i: Int) {
            out[4 * i] = UInt8(truncatingIfNeeded: v >> 24)
            out[4 * i + 1] = UInt8(truncatingIfNeeded: v >> 16)
            out[4 * i + 2] = UInt8(truncatingIfNeeded: v >> 8)
            out[4 * i + 3] = UInt8(truncatingIfNeeded: v)
        }
        put(state.a, 0)
        put(state.b, 1)
        put(state.c, 2)
        put(state.d, 3)
        put(state.e, 4)
        put(state.f, 5)
        put(state.g, 6)
        put(state.h, 7)
    }

    /// Mixes one 64-byte block into `state`.
    @inline(__always)
    private static func compress(
        _ state: inout State, _ block: UnsafeRawBufferPointer, _ w: UnsafeMutableBufferPointer<UInt32>,
        _ k: UnsafeBufferPointer<UInt32>
    ) {
        for i in 0..<16 {
            let j = i * 4
            w[i] = UInt32(block[j]) << 24 | UInt32(block[j + 1]) << 16 | UInt32(block[j + 2]) << 8 | UInt32(block[j + 3])
        }
        for i in 16..<64 {
            let x = w[i - 15]
            let y = w[i - 2]
            let s0 = x.rotr(7) ^ x.rotr(18) ^ (x >> 3)
            let s1 = y.rotr(17) ^ y.rotr(19) ^ (y >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        for i in 0..<64 {
            let s1 = e.rotr(6) ^ e.rotr(11) ^ e.rotr(25)
            let ch = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ ch &+ k[i] &+ w[i]
            let s0 = a.rotr(2) ^ a.rotr(13) ^ a.rotr(22)
            let maj = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ maj
            h = g
            g = f
            f = e
            e = d &+ t1
            d = c
            c = b
            b = a
            a = t1 &+ t2
        }
        state.a &+= a
        state.b &+= b
        state.c &+= c
        state.d &+= d
        state.e &+= e
        state.f &+= f
        state.g &+= g
        state.h &+= h
    }
}

extension UInt32 {
    @inline(__always) fileprivate func rotr(_ n: UInt32) -> UInt32 { (self >> n) | (self << (32 - n)) }
}
