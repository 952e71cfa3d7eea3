import CEarshotShims
import Foundation
import Synchronization

/// Writes bytes to a file descriptor with `write(2)`, and remembers when standard output can no
/// longer be written (a closed pipe, a full disk), so Earshot stops cleanly instead of trapping.
///
/// A failed standard output is process-wide: once it fails, every later write is dropped, the
/// line readers report end of input (so a running game ends as abandoned through its normal
/// path, answers kept), one line goes to standard error, and ``exitStatus`` is non-zero.
public enum OutputFailure {
    /// The `errno` standard output failed with, once it has.
    private static let failure = Mutex<Int32?>(nil)

    /// The exit status a run should end with when standard output failed: 74 (`EX_IOERR`).
    public static var exitStatus: Int32? { failure.withLock { $0 == nil ? nil : 74 } }

    /// Whether standard output has failed.
    public static var hasFailed: Bool { failure.withLock { $0 != nil } }

    /// Writing to a closed pipe returns `EPIPE` instead of killing the process.
    public static func ignoreBrokenPipeSignal() { _ = signal(SIGPIPE, SIG_IGN) }

    /// Writes all of `bytes` to `fd`, retrying after `EINTR` and partial writes. Returns the
    /// `errno` of the failure, or `nil` when everything was written.
    public static func writeAll(_ fd: Int32, _ bytes: some Sequence<UInt8>) -> Int32? {
        let data = Array(bytes)
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { buf in
                Foundation.write(fd, buf.baseAddress! + offset, data.count - offset)
            }
            if n > 0 {
                offset += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                return n < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Writes to standard output unless it has already failed; marks the failure otherwise.
    /// Returns whether the text was written.
    @discardableResult
    public static func writeStandardOutput(_ text: String) -> Bool {
        if hasFailed { return false }
        guard let error = writeAll(1, text.utf8) else { return true }
        markFailed(errno: error)
        return false
    }

    /// Records that standard output failed with `errno`, tells the player once on standard
    /// error (if that works, and unless `quietly`: the caller says it in its own words), and
    /// wakes a line reader waiting for input.
    public static func markFailed(errno code: Int32, quietly: Bool = false) {
        let first: Bool = failure.withLock {
            guard $0 == nil else { return false }
            $0 = code
            return true
        }
        guard first else { return }
        earshot_set_output_failed()
        guard !quietly else { return }
        let reason = String(cString: strerror(code))
        _ = writeAll(2, "Earshot stopped: it could not write to standard output (\(reason)).\n".utf8)
    }
}
