import CArgon2
import Foundation

/// Argon2id password hashing (libargon2) stored as a PHC string:
/// `$argon2id$v=19$m=19456,t=2,p=1$SALT$HASH`, salt and hash in unpadded Base64. The
/// parameters default to OWASP's minimum (19 MiB, 2 passes, 1 lane). Verification recomputes
/// the hash with the stored parameters and compares with ``ConstantTime/equal(_:_:)``.
public struct PasswordHasher: Sendable {
    /// Memory in KiB.
    public var memoryKiB: UInt32
    /// Passes over memory.
    public var iterations: UInt32
    /// Lanes.
    public var parallelism: UInt32
    public var saltLength = 16
    public var hashLength = 32

    /// OWASP's minimum for Argon2id: 19 MiB, 2 passes, 1 lane.
    public init(memoryKiB: UInt32 = 19 * 1024, iterations: UInt32 = 2, parallelism: UInt32 = 1) {
        self.memoryKiB = memoryKiB
        self.iterations = iterations
        self.parallelism = parallelism
    }

    /// The parts of a PHC string.
    public struct Encoded: Sendable, Equatable {
        public var memoryKiB: UInt32
        public var iterations: UInt32
        public var parallelism: UInt32
        public var salt: [UInt8]
        public var hash: [UInt8]
    }

    /// Hashes `password` with a fresh random salt; returns the PHC string.
    public func hash(_ password: String) throws -> String {
        var salt = [UInt8](repeating: 0, count: saltLength)
        var rng = SystemRandomNumberGenerator()
        for i in salt.indices { salt[i] = rng.next() }
        let raw = try Self.raw(
            password, salt: salt, memoryKiB: memoryKiB, iterations: iterations, parallelism: parallelism, length: hashLength)
        return "$argon2id$v=19$m=\(memoryKiB),t=\(iterations),p=\(parallelism)$\(Self.b64(salt))$\(Self.b64(raw))"
    }

    /// Whether `password` matches the PHC string `encoded`. A malformed string never matches.
    public static func verify(_ password: String, against encoded: String) -> Bool {
        guard let parts = parse(encoded),
            let raw = try? raw(
                password, salt: parts.salt, memoryKiB: parts.memoryKiB, iterations: parts.iterations,
                parallelism: parts.parallelism, length: parts.hash.count)
        else { return false }
        return ConstantTime.equal(raw, parts.hash)
    }

    /// Reads a `$argon2id$v=19$m=…,t=…,p=…$salt$hash` string.
    public static func parse(_ encoded: String) -> Encoded? {
        let fields = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0].isEmpty, fields[1] == "argon2id", fields[2] == "v=19" else { return nil }
        var params: [String: UInt32] = [:]
        for pair in fields[3].split(separator: ",") {
            let kv = pair.split(separator: "=")
            guard kv.count == 2, let v = UInt32(kv[1]) else { return nil }
            params[String(kv[0])] = v
        }
        guard let m = params["m"], let t = params["t"], let p = params["p"], m >= 8 * p, t >= 1, p >= 1,
            let salt = unb64(fields[4]), let hash = unb64(fields[5]), salt.count >= 8, hash.count >= 16
        else { return nil }
        return Encoded(memoryKiB: m, iterations: t, parallelism: p, salt: salt, hash: hash)
    }

    static func raw(
        _ password: String, salt: [UInt8], memoryKiB: UInt32, iterations: UInt32, parallelism: UInt32, length: Int
    ) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: length)
        var pwd = Array(password.utf8)
        defer { for i in pwd.indices { pwd[i] = 0 } }
        let status = pwd.withUnsafeBytes { p in
            salt.withUnsafeBytes { s in
                out.withUnsafeMutableBytes { o in
                    argon2id_hash_raw(
                        iterations, memoryKiB, parallelism, p.baseAddress, p.count, s.baseAddress, s.count,
                        o.baseAddress, o.count)
                }
            }
        }
        guard status == ARGON2_OK.rawValue else {
            throw PasswordError(String(cString: argon2_error_message(status)))
        }
        return out
    }

    static func b64(_ bytes: [UInt8]) -> String {
        var s = Data(bytes).base64EncodedString()
        while s.hasSuffix("=") { s.removeLast() }
        return s
    }

    static func unb64(_ text: Substring) -> [UInt8]? {
        var s = String(text)
        while s.count % 4 != 0 { s += "=" }
        return Data(base64Encoded: s).map { [UInt8]($0) }
    }
}

/// Why a password could not be hashed.
public struct PasswordError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
