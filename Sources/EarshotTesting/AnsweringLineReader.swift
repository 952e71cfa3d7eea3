import EarshotConsole
import Foundation

/// A line reader for tests that plays back a script and then asks a closure for each further
/// line, so a test can answer what was actually asked (a game drawn at random). The closure
/// gets the prompt; `nil` from it means end of input. Prompts are recorded.
public final class AnsweringLineReader: LineReader, @unchecked Sendable {
    private let lock = NSLock()
    private var script: [LineInput]
    private let answer: @Sendable (String) -> LineInput?
    private var _prompts: [String] = []

    public init(script lines: [String], answer: @escaping @Sendable (String) -> LineInput?) {
        script = lines.map { .line($0) }
        self.answer = answer
    }

    public var prompts: [String] { lock.withLock { _prompts } }

    public func readLine(prompt: String) -> LineInput {
        let next: LineInput? = lock.withLock {
            _prompts.append(prompt)
            return script.isEmpty ? nil : script.removeFirst()
        }
        return next ?? answer(prompt) ?? .eof
    }
}
