/// What reading a line gave.
public enum LineInput: Sendable, Equatable {
    case line(String)
    /// Ctrl-C.
    case interrupt
    /// End of input (Ctrl-D, or the end of a piped file).
    case eof
}

/// Reads lines from the player. Implementations block; the app reads on its own thread.
public protocol LineReader: AnyObject, Sendable {
    /// Shows `prompt` and reads one line.
    func readLine(prompt: String) -> LineInput
    /// Shows `prompt` and reads one line without showing what is typed (passwords): no echo
    /// on a terminal, nothing echoed or kept in history. Piped input answers like any line.
    func readSecret(prompt: String) -> LineInput
    /// Sets the words Tab completes.
    func setCompletions(_ words: [String])
    /// Shows the prompt again (with what was typed so far) after output appeared below it.
    func redisplay()
    /// Something to tell the player about the line just read (it was too long and cut), once.
    func takeNotice() -> String?
    /// Ends the read under way, if any, as if Ctrl-C had been pressed (it returns `.interrupt`).
    func interruptRead()
    /// Forgets an ``interruptRead()`` that came too late (the read had already ended), so
    /// that it does not end the next read.
    func forgetInterrupt()
    /// The line being read is a secret after all (a password prompt came while it was read):
    /// it is not echoed when it comes.
    func hideLineBeingRead()
    /// Whether a person types the lines (a terminal), rather than a pipe or a script: only
    /// then is a line read when no prompt asked for one (while a club client connects).
    var isInteractive: Bool { get }
}

extension LineReader {
    public func readSecret(prompt: String) -> LineInput { readLine(prompt: prompt) }
    public func setCompletions(_ words: [String]) {}
    public func redisplay() {}
    public func takeNotice() -> String? { nil }
    public func interruptRead() {}
    public func forgetInterrupt() {}
    public func hideLineBeingRead() {}
    public var isInteractive: Bool { false }
}

/// Where text goes.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes one line (a newline is added). A terminal output replaces control characters
    /// (``SafeText``).
    func writeLine(_ line: String)
    /// Writes one line whose escape sequences are the renderer's own colours. Outputs that do
    /// not show colour write the line with those sequences removed.
    func writeStyledLine(_ line: String)
}

extension TextOutput {
    public func writeStyledLine(_ line: String) {
        writeLine(line.replacing(/\u{1B}\[[0-9;]*m/, with: ""))
    }
}

/// A line reader whose lines come from elsewhere (a club server's WebSocket), read without
/// holding a thread while the player thinks: ``InputChannel`` awaits these instead of
/// blocking a thread on ``LineReader/readLine(prompt:)``. With thousands of players connected,
/// blocked threads would run out (libdispatch keeps a few hundred at most) and every answer
/// would wait for another player's thread to come free.
public protocol AsyncLineReader: LineReader {
    /// Shows `prompt` and waits for one line.
    func nextLine(prompt: String) async -> LineInput
    /// Shows `prompt` and waits for one secret line (a password), never echoed.
    func nextSecret(prompt: String) async -> LineInput
}
