import Foundation

/// A plugin's standard error, kept in a log file of bounded size: a file over the limit is
/// moved to `NAME.log.old` when the plugin starts, and at most `limit` bytes are written per run.
final class PluginLog: @unchecked Sendable {
    private let handle: FileHandle?
    private let limit: Int
    private var written = 0
    private var full = false
    private var closed = false
    private let lock = NSLock()

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
        lock.withLock {
            guard !full, !closed, let handle else { return }
            let room = limit - written
            if bytes.count > room {
                try? handle.write(contentsOf: Data(bytes.prefix(max(room, 0))))
                try? handle.write(contentsOf: Data("\n[earshot: the rest of this run's output is left out; the log is full]\n".utf8))
                full = true
            } else {
                try? handle.write(contentsOf: Data(bytes))
            }
            written += bytes.count
        }
    }

    /// A line from Earshot itself.
    func note(_ text: String) {
        lock.withLock {
            guard !closed else { return }
            try? handle?.write(contentsOf: Data("[earshot] \(text)\n".utf8))
        }
    }

    func close() {
        lock.withLock {
            guard !closed else { return }
            closed = true
            try? handle?.close()
        }
    }
}
