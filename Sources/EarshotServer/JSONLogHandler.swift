import Foundation
import Logging

/// `earshot serve --log-format json`: one JSON object per line on standard error, for a log
/// collector: `{"time": …, "level": …, "label": …, "message": …, "source": …}` and the
/// metadata as more fields. A line is always one line: JSON escapes line breaks and control
/// characters. The server never logs a password or a typed line, in either format.
public struct JSONLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    let label: String
    /// Where each line goes (standard error unless a test says otherwise).
    let write: @Sendable (String) -> Void

    public init(label: String, write: @escaping @Sendable (String) -> Void = JSONLogHandler.toStandardError) {
        self.label = label
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [String: Any] = [
            "time": ISO8601DateFormatter.string(
                from: Date(), timeZone: .gmt, formatOptions: [.withInternetDateTime, .withFractionalSeconds]),
            "level": event.level.rawValue, "label": label, "message": event.message.description, "source": event.source,
        ]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) where fields[key] == nil {
            fields[key] = value.description
        }
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return
        }
        write(String(decoding: data, as: UTF8.self))
    }

    /// Writes a line to standard error (a failed write is dropped: a log never stops the server).
    public static let toStandardError: @Sendable (String) -> Void = { line in
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }
}
