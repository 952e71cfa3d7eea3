import CEarshotShims
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turning the terminal's echo off while a password is typed.
public enum TerminalEcho {
    /// Runs `body` with echo off on `fd` when it is a terminal, restoring the terminal after.
    public static func withoutEcho<T>(fd: Int32 = 0, _ body: () -> T) -> T {
        var saved = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &saved) == 0 else { return body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        _ = tcsetattr(fd, TCSANOW, &quiet)
        defer { _ = tcsetattr(fd, TCSANOW, &saved) }
        return body()
    }

    /// Reads one line from `fd` a byte at a time (so nothing after it is taken from input
    /// another reader will want), stopping at a newline or the end of input. Ctrl-C (which may
    /// reach another thread than this one) ends it as `.interrupt`.
    public static func readLineBytes(fd: Int32 = 0) -> LineInput {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            if earshot_wait_readable(fd) < 0 {
                return earshot_take_sigint() == 1 ? .interrupt : .eof
            }
            let n = Foundation.read(fd, &byte, 1)
            if n == 1 {
                if byte == 10 { break }
                bytes.append(byte)
            } else if n == 0 {
                if bytes.isEmpty { return .eof }
                break
            } else if errno == EINTR {
                return .interrupt
            } else {
                return .eof
            }
        }
        if bytes.last == 13 { bytes.removeLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }
}

extension PlainLineReader {
    /// Reads a password: no echo on a terminal; piped, the prompt is shown and the line is
    /// read like any other, but never written back.
    public func readSecret(prompt: String) -> LineInput {
        output.write(prompt)
        output.beginPrompt(prompt)
        let result = TerminalEcho.withoutEcho { read() }
        output.endPrompt()
        if echo { output.writeLine("") }
        return result
    }
}
