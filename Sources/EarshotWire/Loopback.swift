import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a host can be reached only from this computer, decided by the addresses it
/// resolves to, never by how its name is spelt: `127.0.0.1`, `::1` and `localhost` are;
/// `127.example.org` is not, unless every address it resolves to is. The server uses it to
/// refuse listening on the network without TLS, the client to warn before a password goes
/// over plain `ws://` to another computer.
public enum Loopback {
    /// How long a name may take to resolve; a name that takes longer counts as not loopback
    /// (the safe answer: the server then needs TLS, the client warns).
    public static let resolveLimit: Duration = .seconds(5)

    /// Whether every address `host` resolves to is a loopback address (127.0.0.0/8, `::1`, or
    /// an IPv4-mapped 127.x address). A name that does not resolve, or not within `limit`, is
    /// not loopback. Brackets around an IPv6 address are ignored.
    public static func isLoopback(_ host: String, limit: Duration = resolveLimit) -> Bool {
        var trimmed = host.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") { trimmed = String(trimmed.dropFirst().dropLast()) }
        let name = trimmed
        guard !name.isEmpty else { return false }
        let result = Resolution()
        let thread = Thread { result.finish(addresses(of: name)) }
        thread.start()
        guard let addresses = result.wait(limit), !addresses.isEmpty else { return false }
        return addresses.allSatisfy(isLoopback(address:))
    }

    /// Whether one numeric address (as `getaddrinfo` gave it) is loopback.
    static func isLoopback(address: [UInt8]) -> Bool {
        switch address.count {
        case 4: return address[0] == 127
        case 16:
            if address == [UInt8](repeating: 0, count: 15) + [1] { return true }
            // ::ffff:127.x.y.z
            let mapped = [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF]
            return Array(address[0..<12]) == mapped && address[12] == 127
        default: return false
        }
    }

    /// The addresses `name` resolves to, as raw bytes (4 for IPv4, 16 for IPv6).
    static func addresses(of name: String) -> [[UInt8]] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name, nil, &hints, &list) == 0 else { return [] }
        defer { freeaddrinfo(list) }
        var found: [[UInt8]] = []
        var next = list
        while let info = next {
            if let address = info.pointee.ai_addr {
                switch Int32(address.pointee.sa_family) {
                case AF_INET:
                    address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                        found.append(withUnsafeBytes(of: $0.pointee.sin_addr) { Array($0) })
                    }
                case AF_INET6:
                    address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                        found.append(withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) })
                    }
                default: break
                }
            }
            next = info.pointee.ai_next
        }
        return found
    }
}

/// The answer of a resolution running on a thread of its own, waited for with a time limit.
private final class Resolution: Sendable {
    private let addresses = Mutex<[[UInt8]]?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ found: [[UInt8]]) {
        addresses.withLock { $0 = found }
        done.signal()
    }

    func wait(_ limit: Duration) -> [[UInt8]]? {
        let (seconds, attoseconds) = limit.components
        _ = done.wait(timeout: .now() + Double(seconds) + Double(attoseconds) / 1e18)
        return addresses.withLock { $0 }
    }
}
