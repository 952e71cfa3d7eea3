import CEarshotShims
import EarshotCore
import Foundation

/// Writes lines to standard output (or another file descriptor) with `write(2)`. Every line,
/// prompt and echoed input passes through ``SafeText`` here, the one place text reaches the
/// terminal. A write error (a closed pipe, a full disk) does not trap: the output marks itself
/// failed, drops what follows, and the line readers then report end of input.
public final class StandardOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private let fd: Int32
    /// The prompt on screen while a line is being read, if any.
    private var prompt: String?
    /// Whether output has been written below the prompt since it was shown.
    private var promptBroken = false
    private var _failed = false

    /// Output to `fileDescriptor` (standard output unless a test passes a pipe).
    public init(fileDescriptor: Int32 = 1) {
        fd = fileDescriptor
        OutputFailure.ignoreBrokenPipeSignal()
    }

    /// Whether a write failed; nothing more is written once it has.
    public var failed: Bool { lock.withLock { _failed } }

    /// Writes a line. Output that arrives while a prompt waits for input (a timed warning, say)
    /// starts on a new line below it; ``restorePrompt(typed:)`` shows the prompt again after.
    public func writeLine(_ line: String) {
        writeLine(trusted: SafeText.clean(line))
    }

    /// Writes a line whose colour sequences come from the renderer; any other control
    /// character in it is still replaced.
    public func writeStyledLine(_ line: String) {
        writeLine(trusted: SafeText.cleanKeepingStyles(line))
    }

    private func writeLine(trusted line: String) {
        lock.lock()
        defer { lock.unlock() }
        var text = line + "\n"
        if prompt != nil, !promptBroken {
            text = "\n" + text
            promptBroken = true
        }
        emit(text)
    }

    /// A reader has shown `prompt` and waits for a line.
    public func beginPrompt(_ prompt: String) {
        lock.withLock {
            self.prompt = SafeText.clean(prompt)
            promptBroken = false
        }
    }

    /// The line has been read.
    public func endPrompt() {
        lock.withLock { prompt = nil }
    }

    /// After output below a waiting prompt, writes the prompt again on a new line, followed by
    /// what the player had typed so far. Nothing above is moved or redrawn.
    public func restorePrompt(typed: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let prompt, promptBroken else { return }
        emit(prompt + SafeText.clean(typed))
        promptBroken = false
    }

    /// Writes without a newline (prompts).
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        emit(SafeText.clean(text))
    }

    /// Writes `text` (already safe); called with the lock held.
    private func emit(_ text: String) {
        guard !_failed else { return }
        if fd == 1 {
            _failed = !OutputFailure.writeStandardOutput(text)
        } else {
            _failed = OutputFailure.writeAll(fd, text.utf8) != nil
        }
    }
}

/// Whether standard input and output are terminals, and whether colour is allowed.
public enum TerminalInfo {
    public static var inputIsTTY: Bool { earshot_isatty(0) == 1 }
    public static var outputIsTTY: Bool { earshot_isatty(1) == 1 }

    /// Colour only on a terminal, with `NO_COLOR` unset and `TERM` not `dumb`.
    public static func colorAllowed(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        outputIsTTY && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Installs the Ctrl-C handler (a flag; reads return `.interrupt`).
    public static func installInterruptHandler() { earshot_install_sigint() }
}

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
    private let output: StandardOutput
    private let echo: Bool
    private let fd: Int32
    private let noticeLock = NSLock()
    private var pendingNotice: String?

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
        if echo {
            switch result {
            case .line(let l): output.writeLine(l)
            default: output.writeLine("")
            }
        }
        return output.failed ? .eof : result
    }

    public func redisplay() { output.restorePrompt(typed: "") }

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

    private func read() -> LineInput {
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

/// Reads lines with libedit: editing, history and Tab completion of command words.
public final class EditLineReader: LineReader, @unchecked Sendable {
    private let el: OpaquePointer
    private let output: StandardOutput

    public init?(output: StandardOutput) {
        guard let el = earshot_el_open("earshot") else { return nil }
        self.el = el
        self.output = output
    }

    public func redisplay() {
        var buffer = [CChar](repeating: 0, count: 1024)
        earshot_el_current_line(el, &buffer, Int32(buffer.count))
        output.restorePrompt(typed: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    deinit { earshot_el_close(el) }

    public func readLine(prompt: String) -> LineInput {
        if output.failed { return .eof }
        if earshot_take_sigint() == 1 { return .interrupt }
        earshot_el_set_prompt(el, SafeText.clean(prompt))
        var interrupted: Int32 = 0
        output.beginPrompt(prompt)
        let got = earshot_el_gets(el, &interrupted)
        output.endPrompt()
        guard let cLine = got else {
            output.write("\n")
            if interrupted == 1, !output.failed { return .interrupt }
            return .eof
        }
        var line = String(cString: cLine)
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }

    public func setCompletions(_ words: [String]) {
        var cStrings = words.map { strdup($0) }
        cStrings.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buf.count) {
                earshot_el_set_words($0, Int32(buf.count))
            }
        }
        cStrings.forEach { free($0) }
    }
}
