import CEarshotShims
import Foundation

/// Reads lines from standard input without line editing (piped input, or a terminal where
/// libedit is unwanted). The prompt and the line read are echoed when input is not a terminal,
/// so a transcript reads naturally. Reading is linear in the input: each byte is looked at
/// once, and a line longer than ``maximumLineBytes`` keeps its start and drops the rest.
public final class PlainLineReader: LineReader, @unchecked Sendable {
    /// The longest line kept, in bytes (64 KiB); the rest of a longer line is ignored.
    public static let maximumLineBytes = 65_536

    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer` (earlier bytes were lines already read).
    private var head = 0
    /// Bytes of `buffer` before this index have been searched for a newline already.
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    /// Bytes of the current over-long line dropped so far.
    private var dropped = 0
    private var atEOF = false
    let output: StandardOutput
    let echo: Bool
    private let fd: Int32
    private let noticeLock = NSLock()
    private var pendingNotice: String?
    /// The line being read turned out to be a secret: it is not echoed.
    private var hidden = false

    /// Reads from `fileDescriptor` (standard input unless a test passes a pipe).
    public init(output: StandardOutput, echo: Bool, fileDescriptor: Int32 = 0) {
        self.output = output
        self.echo = echo
        self.fd = fileDescriptor
    }

    public func readLine(prompt: String) -> LineInput {
        if output.failed { return .eof }
        output.write(prompt)
        output.beginPrompt(prompt)
        let result = read()
        output.endPrompt()
        let secret = noticeLock.withLock {
            defer { hidden = false }
            return hidden
        }
        if echo {
            switch result {
            case .line(let l) where !secret: output.writeLine(l)
            default: output.writeLine("")
            }
        }
        return output.failed ? .eof : result
    }

    public func redisplay() { output.restorePrompt(typed: "") }

    public func interruptRead() { earshot_raise_sigint() }

    public func forgetInterrupt() { _ = earshot_take_sigint() }

    public func hideLineBeingRead() { noticeLock.withLock { hidden = true } }

    /// A terminal (lines are echoed only when they are not typed).
    public var isInteractive: Bool { !echo }

    public func takeNotice() -> String? {
        noticeLock.withLock {
            defer { pendingNotice = nil }
            return pendingNotice
        }
    }

    /// The index of the first newline in `bytes[from..<to]` (`to` defaults to the end), found
    /// with `memchr` so a long line costs little even in a debug build.
    static func newline(in bytes: [UInt8], from: Int, to end: Int? = nil) -> Int? {
        let end = end ?? bytes.count
        guard from < end else { return nil }
        return bytes.withUnsafeBytes { buf -> Int? in
            guard let base = buf.baseAddress, let hit = memchr(base + from, 10, end - from) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    /// The line `bytes` (without its newline), cut to the cap; a notice says when it was cut.
    private func finish(_ bytes: ArraySlice<UInt8>) -> LineInput {
        var line = bytes
        if line.count > Self.maximumLineBytes {
            dropped += line.count - Self.maximumLineBytes
            line = line.prefix(Self.maximumLineBytes)
        }
        if line.last == 13 { line.removeLast() }
        if dropped > 0 {
            let kept = Self.maximumLineBytes / 1024
            noticeLock.withLock {
                pendingNotice =
                    "That line was too long: only its first \(kept) kilobytes were read, and the rest was ignored."
            }
            dropped = 0
        }
        return .line(String(decoding: line, as: UTF8.self))
    }

    func read() -> LineInput {
        if earshot_take_sigint() == 1 { return .interrupt }
        while true {
            if let nl = Self.newline(in: buffer, from: scanned) {
                let result = finish(buffer[head..<nl])
                head = nl + 1
                scanned = head
                if head > 65_536, head * 2 > buffer.count {
                    buffer.removeSubrange(..<head)  // compact now and then: linear overall
                    head = 0
                    scanned = 0
                }
                return result
            }
            scanned = buffer.count
            if buffer.count - head > Self.maximumLineBytes {
                // Keep the start of an over-long line; drop the rest as it arrives.
                dropped += buffer.count - head - Self.maximumLineBytes
                buffer.removeSubrange((head + Self.maximumLineBytes)...)
                scanned = buffer.count
            }
            if atEOF {
                if head == buffer.count { return .eof }
                let result = finish(buffer[head...])
                buffer.removeAll()
                head = 0
                scanned = 0
                return result
            }
            if earshot_wait_readable(fd) < 0 {
                if earshot_take_sigint() == 1 { return .interrupt }
                return .eof  // the output failed: stop reading
            }
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                if buffer.count - head >= Self.maximumLineBytes {
                    // The line is full already: keep only what follows its end, if that came.
                    if let nl = Self.newline(in: chunk, from: 0, to: n) {
                        dropped += nl
                        buffer.append(contentsOf: chunk[nl..<n])
                    } else {
                        dropped += n
                    }
                } else {
                    buffer.append(contentsOf: chunk[..<n])
                }
            } else if n == 0 {
                atEOF = true
            } else if errno == EINTR {
                if earshot_take_sigint() == 1 { return .interrupt }
            } else {
                atEOF = true
            }
        }
    }
}
