import EarshotConsole
import Foundation

/// A line reader that plays back a script, for tests. After the script it reports end of
/// input. Prompts are recorded.
public final class ScriptedLineReader: LineReader, @unchecked Sendable {
    private let lock = NSLock()
    private var script: [LineInput]
    private var _prompts: [String] = []

    public init(_ lines: [String]) { script = lines.map { .line($0) } }
    public init(inputs: [LineInput]) { script = inputs }

    public var prompts: [String] { lock.withLock { _prompts } }

    public func readLine(prompt: String) -> LineInput {
        lock.withLock {
            _prompts.append(prompt)
            return script.isEmpty ? .eof : script.removeFirst()
        }
    }
}

/// Text output collected in memory.
public final class RecordingOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var _lines: [String] = []

    public init() {}

    public var lines: [String] { lock.withLock { _lines } }
    public var text: String { lines.joined(separator: "\n") }

    public func writeLine(_ line: String) { lock.withLock { _lines.append(line) } }
}
