import Foundation
import Synchronization

/// A plugin's standard error, kept in a log file of bounded size: a file over the limit is
/// moved to `NAME.log.old` when the plugin starts, and at most `limit` bytes are written per run.
final class PluginLog: Sendable {
    private struct State {
        var written = 0
        var full = false
        var closed = false
    }
    private let handle: FileHandle?
    private let limit: Int
    private let state = Mutex(State())

    init(file: URL, limit: Int) {
        self.limit = limit
        let fm = FileManager.default
        try? fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let size = (try? fm.attributesOfItem(atPath: file.path))?[.size] as? Int, size > limit {
            let old = file.appendingPathExtension("old")
            try? fm.removeItem(at: old)
            try? fm.moveItem(at: file, to: old)
        }
        if !fm.fileExists(atPath: file.path) { _ = fm.createFile(atPath: file.path, contents: nil) }
        handle = try? FileHandle(forWritingTo: file)
        _ = try? handle?.seekToEnd()
        note("Started at \(ISO8601DateFormatter().string(from: Date())).")
    }

    func append(_ bytes: ArraySlice<UInt8>) {
        state.withLock { s in
            guard !s.full, !s.closed, let handle else { return }
            let room = limit - s.written
            if bytes.count > room {
                try? handle.write(contentsOf: Data(bytes.prefix(max(room, 0))))
                try? handle.write(contentsOf: Data("\n[earshot: the rest of this run's output is left out; the log is full]\n".utf8))
                s.full = true
            } else {
                try? handle.write(contentsOf: Data(bytes))
            }
            s.written += bytes.count
        }
    }

    /// A line from Earshot itself.
    func note(_ text: String) {
        state.withLock { s in
            guard !s.closed else { return }
            try? handle?.write(contentsOf: Data("[earshot] \(text)\n".utf8))
        }
    }

    func close() {
        state.withLock { s in
            guard !s.closed else { return }
            s.closed = true
            try? handle?.close()
        }
    }
}
