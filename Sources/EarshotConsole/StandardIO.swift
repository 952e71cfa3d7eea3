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
