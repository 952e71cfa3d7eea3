import CEarshotShims
import Foundation
import Synchronization

/// Reads lines from standard input without line editing (piped input, or a terminal where
/// libedit is unwanted). The prompt and the line read are echoed when input is not a terminal,
/// so a transcript reads naturally. Reading is linear in the input: each byte is looked at
/// once, and a line longer than ``maximumLineBytes`` keeps its start and drops the rest.
public final class PlainLineReader: LineReader, Sendable {
    /// The longest line kept, in bytes (64 KiB); the rest of a longer line is ignored.
    public static let maximumLineBytes = 65_536

    let output: StandardOutput
    let echo: Bool
    private let fd: Int32
    /// What was read but not yet taken as lines; held only by the one reading thread.
    private let input = Mutex(PendingBytes())
    private let notes = Mutex(Notes())

    private struct Notes {
        var pendingNotice: String?
        /// The line being read turned out to be a secret: it is not echoed.
        var hidden = false
    }

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
        let secret = notes.withLock { notes in
            defer { notes.hidden = false }
            return notes.hidden
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

    public func hideLineBeingRead() { notes.withLock { $0.hidden = true } }

    /// A terminal (lines are echoed only when they are not typed).
    public var isInteractive: Bool { !echo }

    public func takeNotice() -> String? {
        notes.withLock { notes in
            defer { notes.pendingNotice = nil }
            return notes.pendingNotice
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

    /// Reads the next line (blocking this thread until one is whole, or input ends).
    func read() -> LineInput {
        let (result, cut) = input.withLock { buffer in
            let result = buffer.read(fd)
            defer { buffer.wasCut = false }
            return (result, buffer.wasCut)
        }
        if cut {
            let kept = Self.maximumLineBytes / 1024
            notes.withLock {
                $0.pendingNotice =
                    "That line was too long: only its first \(kept) kilobytes were read, and the rest was ignored."
            }
        }
        return result
    }
}

/// Bytes read from the input and not yet taken as lines. Reading is linear in the input:
/// each byte is looked at once.
private struct PendingBytes {
    var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer` (earlier bytes were lines already read).
    var head = 0
    /// Bytes of `buffer` before this index have been searched for a newline already.
    var scanned = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    /// Bytes of the current over-long line dropped so far.
    var dropped = 0
    var atEOF = false
    /// The line just read was cut to the cap.
    var wasCut = false

    /// The line `bytes` (without its newline), cut to the cap (``wasCut`` then says so).
    private mutating func finish(_ bytes: ArraySlice<UInt8>) -> LineInput {
        var line = bytes
        if line.count > PlainLineReader.maximumLineBytes {
            dropped += line.count - PlainLineReader.maximumLineBytes
            line = line.prefix(PlainLineReader.maximumLineBytes)
        }
        if line.last == 13 { line.removeLast() }
        if dropped > 0 {
            wasCut = true
            dropped = 0
        }
        return .line(String(decoding: line, as: UTF8.self))
    }

    mutating func read(_ fd: Int32) -> LineInput {
        if earshot_take_sigint() == 1 { return .interrupt }
        while true {
            if let nl = PlainLineReader.newline(in: buffer, from: scanned) {
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
            if buffer.count - head > PlainLineReader.maximumLineBytes {
                // Keep the start of an over-long line; drop the rest as it arrives.
                dropped += buffer.count - head - PlainLineReader.maximumLineBytes
                buffer.removeSubrange((head + PlainLineReader.maximumLineBytes)...)
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
                if buffer.count - head >= PlainLineReader.maximumLineBytes {
                    // The line is full already: keep only what follows its end, if that came.
                    if let nl = PlainLineReader.newline(in: chunk, from: 0, to: n) {
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
