import EarshotCore
import Foundation
import Synchronization

/// Writes lines to standard error: used for messages when standard output carries data (an
/// export written to standard output), so the data stays clean.
public final class StandardErrorOutput: TextOutput, Sendable {
    /// One line at a time, whole.
    private let writing = Mutex(())
    public init() { OutputFailure.ignoreBrokenPipeSignal() }

    public func writeLine(_ line: String) {
        writing.withLock { _ in
            _ = OutputFailure.writeAll(2, (SafeText.clean(line) + "\n").utf8)  // a failure here has nowhere to go
        }
    }
}
