import CEarshotLineEditor
import CEarshotShims
import EarshotConsole
import EarshotCore
import Foundation

/// Reads lines with libedit: editing, history and Tab completion of command words. It lives
/// apart from `EarshotConsole` so that only the `earshot` program links libedit: the app and
/// the club server take any ``LineReader``, and `earshot` hands the launcher this one for a
/// terminal. It is `@unchecked Sendable` because it holds libedit's C handle, which the
/// compiler cannot check.
public final class EditLineReader: LineReader, @unchecked Sendable {
    private let el: OpaquePointer
    let output: StandardOutput

    /// A reader that draws its prompt through `output`; `nil` when libedit cannot start.
    public init?(output: StandardOutput) {
        guard let el = earshot_el_open("earshot") else { return nil }
        self.el = el
        self.output = output
    }

    /// Shows the prompt again, with what was typed so far, after output appeared below it.
    public func redisplay() {
        var buffer = [CChar](repeating: 0, count: 1024)
        earshot_el_current_line(el, &buffer, Int32(buffer.count))
        output.restorePrompt(typed: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    deinit { earshot_el_close(el) }

    /// Shows `prompt` and reads one line, with editing, history and Tab completion.
    public func readLine(prompt: String) -> LineInput {
        if output.failed { return .eof }
        if earshot_take_sigint() == 1 { return .interrupt }
        var prompt = SafeText.clean(prompt)
        if Self.hasCombiningMarks(prompt) {
            // libedit draws a prompt's combining marks (a Tamil vowel sign or virama) as
            // nothing: the prompt gets a line of its own, and libedit a plain one.
            output.writeLine(prompt.trimmingWhitespace)
            prompt = "> "
        }
        earshot_el_set_prompt(el, prompt)
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

    /// Whether `text` has a combining mark (Unicode categories Mn, Mc, Me).
    static func hasCombiningMarks(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            switch $0.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }

    /// Ends the read under way as if Ctrl-C had been pressed.
    public func interruptRead() { earshot_raise_sigint() }

    /// A person types the lines.
    public var isInteractive: Bool { true }

    /// Forgets an interrupt that came after the read had ended.
    public func forgetInterrupt() { _ = earshot_take_sigint() }

    /// Sets the words Tab completes.
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

extension EditLineReader {
    /// Reads a password outside libedit, with the terminal's echo off, and keeps it out of
    /// the line history.
    public func readSecret(prompt: String) -> LineInput {
        output.write(prompt)
        output.beginPrompt(prompt)
        let result = TerminalEcho.withoutEcho { TerminalEcho.readLineBytes() }
        output.endPrompt()
        return result
    }
}
