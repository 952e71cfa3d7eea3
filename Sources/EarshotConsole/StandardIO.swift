import CEarshotShims
import Foundation

/// Writes lines to standard output.
public final class StandardOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    /// The prompt on screen while a line is being read, if any.
    private var prompt: String?
    /// Whether output has been written below the prompt since it was shown.
    private var promptBroken = false

    public init() {}

    /// Writes a line. Output that arrives while a prompt waits for input (a timed warning, say)
    /// starts on a new line below it; ``restorePrompt(typed:)`` shows the prompt again after.
    public func writeLine(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        var text = line + "\n"
        if prompt != nil, !promptBroken {
            text = "\n" + text
            promptBroken = true
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// A reader has shown `prompt` and waits for a line.
    public func beginPrompt(_ prompt: String) {
        lock.withLock {
            self.prompt = prompt
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
        FileHandle.standardOutput.write(Data((prompt + typed).utf8))
        promptBroken = false
    }

    /// Writes without a newline (prompts).
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardOutput.write(Data(text.utf8))
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
/// so a transcript reads naturally.
public final class PlainLineReader: LineReader, @unchecked Sendable {
    private var buffer: [UInt8] = []
    private var atEOF = false
    let output: StandardOutput
    let echo: Bool

    public init(output: StandardOutput, echo: Bool) {
        self.output = output
        self.echo = echo
    }

    public func readLine(prompt: String) -> LineInput {
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
        return result
    }

    public func redisplay() { output.restorePrompt(typed: "") }

    func read() -> LineInput {
        if earshot_take_sigint() == 1 { return .interrupt }
        while true {
            if let nl = buffer.firstIndex(of: 10) {
                var line = Array(buffer[..<nl])
                buffer.removeSubrange(...nl)
                if line.last == 13 { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if atEOF {
                if buffer.isEmpty { return .eof }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                return .line(line)
            }
            if earshot_wait_readable(0) < 0 {
                _ = earshot_take_sigint()
                return .interrupt
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress, 4096) }
            if n > 0 {
                buffer.append(contentsOf: chunk[..<n])
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
    let output: StandardOutput

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
        if earshot_take_sigint() == 1 { return .interrupt }
        earshot_el_set_prompt(el, prompt)
        var interrupted: Int32 = 0
        output.beginPrompt(prompt)
        let got = earshot_el_gets(el, &interrupted)
        output.endPrompt()
        guard let cLine = got else {
            if interrupted == 1 {
                FileHandle.standardOutput.write(Data("\n".utf8))
                return .interrupt
            }
            FileHandle.standardOutput.write(Data("\n".utf8))
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
