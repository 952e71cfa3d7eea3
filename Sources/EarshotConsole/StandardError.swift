import EarshotCore
import Foundation

/// Writes lines to standard error: used for messages when standard output carries data (an
/// export written to standard output), so the data stays clean.
public final class StandardErrorOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    public init() { OutputFailure.ignoreBrokenPipeSignal() }

    public func writeLine(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        _ = OutputFailure.writeAll(2, (SafeText.clean(line) + "\n").utf8)  // a failure here has nowhere to go
    }
}
