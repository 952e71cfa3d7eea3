import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes read a chunk at a time from a file or from memory, never more than the import's size
/// limit: readers take what they need and the rest stays on disk.
public final class ByteSource {
    /// The chunk being read, and the unread part of it (`start..<end`).
    var buffer: [UInt8]
    var start = 0
    var end = 0
    /// How many bytes have been read so far.
    public private(set) var total = 0
    private let limits: ImportLimits
    private let what: String
    private let fill: (inout [UInt8]) throws -> Int
    private let closer: (() -> Void)?

    /// Reads `data`.
    public init(data: Data, limits: ImportLimits = .standard, what: String = "The file") {
        var offset = 0
        self.limits = limits
        self.what = what
        buffer = [UInt8](repeating: 0, count: 1 << 16)
        closer = nil
        fill = { buffer in
            let n = min(buffer.count, data.count - offset)
            guard n > 0 else { return 0 }
            buffer.withUnsafeMutableBytes { raw in
                data.copyBytes(to: raw.bindMemory(to: UInt8.self), from: (data.startIndex + offset)..<(data.startIndex + offset + n))
            }
            offset += n
            return n
        }
    }

    /// Reads the file at `path`. Throws ``ImportError`` when it cannot be opened.
    public init(path: String, limits: ImportLimits = .standard, what: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ImportError("\(what) could not be read. Check that you may read it.") }
        self.limits = limits
        self.what = what
        buffer = [UInt8](repeating: 0, count: 1 << 20)
        closer = { close(fd) }
        fill = { buffer in
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n >= 0 { return n }
                if errno != EINTR { throw ImportError("\(what) could not be read: \(String(cString: strerror(errno))).") }
            }
        }
    }

    deinit { closer?() }

    /// Reads the next chunk; `false` at the end. Throws when the size limit is passed.
    func refill() throws -> Bool {
        start = 0
        end = try fill(&buffer)
        total += end
        if total > limits.maxBytes { throw limits.tooLarge(what) }
        return end > 0
    }

    /// The next byte without taking it, or `nil` at the end.
    @inline(__always) func peek() throws -> UInt8? {
        if start < end { return buffer[start] }
        return try refill() ? buffer[start] : nil
    }

    /// Every remaining byte (for formats read whole), within the size limit.
    func readAll() throws -> [UInt8] {
        var out: [UInt8] = []
        out.append(contentsOf: buffer[start..<end])
        start = end
        while try refill() { out.append(contentsOf: buffer[0..<end]) }
        start = end
        return out
    }

    /// Up to `count` bytes from the current position, without taking them (for detection).
    func head(_ count: Int) throws -> [UInt8] {
        if end - start < count {
            // Move what is left to the front and read more behind it.
            let left = Array(buffer[start..<end])
            var more = left
            var chunk = [UInt8](repeating: 0, count: buffer.count)
            while more.count < count {
                let n = try fill(&chunk)
                if n == 0 { break }
                total += n
                if total > limits.maxBytes { throw limits.tooLarge(what) }
                more += chunk[0..<n]
            }
            if more.count > buffer.count { buffer = more } else { buffer.replaceSubrange(0..<more.count, with: more) }
            start = 0
            end = more.count
        }
        return Array(buffer[start..<min(end, start + count)])
    }
}
