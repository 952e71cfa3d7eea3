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
}

extension LineReader {
    public func readSecret(prompt: String) -> LineInput { readLine(prompt: prompt) }
    public func setCompletions(_ words: [String]) {}
    public func redisplay() {}
}

/// Where text goes.
public protocol TextOutput: AnyObject, Sendable {
    /// Writes one line (a newline is added).
    func writeLine(_ line: String)
}
