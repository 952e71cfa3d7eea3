import CEarshotShims
import EarshotCore
import Foundation
import Synchronization

/// Writes lines to standard output (or another file descriptor) with `write(2)`. Every line,
/// prompt and echoed input passes through ``SafeText`` here, the one place text reaches the
/// terminal. A write error (a closed pipe, a full disk) does not trap: the output marks itself
/// failed, drops what follows, and the line readers then report end of input.
public final class StandardOutput: TextOutput, Sendable {
    private let fd: Int32
    private let state = Mutex(State())

    private struct State {
        /// The prompt on screen while a line is being read, if any.
        var prompt: String?
        /// Whether output has been written below the prompt since it was shown.
        var promptBroken = false
        var failed = false
    }

    /// Output to `fileDescriptor` (standard output unless a test passes a pipe).
    public init(fileDescriptor: Int32 = 1) {
        fd = fileDescriptor
        OutputFailure.ignoreBrokenPipeSignal()
    }

    /// Whether a write failed; nothing more is written once it has.
    public var failed: Bool { state.withLock { $0.failed } }

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
        state.withLock { state in
            var text = line + "\n"
            if state.prompt != nil, !state.promptBroken {
                text = "\n" + text
                state.promptBroken = true
            }
            emit(text, &state)
        }
    }

    /// A reader has shown `prompt` and waits for a line.
    public func beginPrompt(_ prompt: String) {
        state.withLock {
            $0.prompt = SafeText.clean(prompt)
            $0.promptBroken = false
        }
    }

    /// The line has been read.
    public func endPrompt() {
        state.withLock { $0.prompt = nil }
    }

    /// After output below a waiting prompt, writes the prompt again on a new line, followed by
    /// what the player had typed so far. Nothing above is moved or redrawn.
    public func restorePrompt(typed: String) {
        state.withLock { state in
            guard let prompt = state.prompt, state.promptBroken else { return }
            emit(prompt + SafeText.clean(typed), &state)
            state.promptBroken = false
        }
    }

    /// Writes without a newline (prompts).
    public func write(_ text: String) {
        state.withLock { emit(SafeText.clean(text), &$0) }
    }

    /// Writes `text` (already safe); called with the lock held, so lines never interleave.
    private func emit(_ text: String, _ state: inout State) {
        guard !state.failed else { return }
        if fd == 1 {
            state.failed = !OutputFailure.writeStandardOutput(text)
        } else {
            state.failed = OutputFailure.writeAll(fd, text.utf8) != nil
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
