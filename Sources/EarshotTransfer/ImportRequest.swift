import EarshotCore
import EarshotImport
import Foundation

/// What one import is asked to do: `earshot import SOURCE` and its options.
public struct ImportRequest: Sendable {
    /// A file path, `file://` URL, or http(s) address.
    public var source: String
    /// The format's name (`gift`, `csv` …), or `nil` to detect it.
    public var format: String?
    /// Put every question in this category (by id or name, or a new one).
    public var category: String?
    /// Import nothing if any question has an error.
    public var strict: Bool
    /// The size and time limits (`--max-size`, `--timeout`).
    public var limits: ImportLimits

    /// A request for `source`, with the standard limits unless `limits` is given.
    public init(
        source: String, format: String? = nil, category: String? = nil, strict: Bool = false, limits: ImportLimits = .standard
    ) {
        self.source = source
        self.format = format
        self.category = category
        self.strict = strict
        self.limits = limits
    }
}

extension ImportLimits {
    /// The limits given by `--max-size` and `--timeout` (the standard ones where omitted).
    /// Throws ``ImportError`` naming the option that is not readable.
    public static func fromOptions(maxSize: String?, timeout: String?) throws -> ImportLimits {
        var limits = ImportLimits.standard
        if let maxSize {
            guard let bytes = ImportLimits.size(maxSize) else {
                throw ImportError("--max-size takes a size such as 500MB, 2GB or 64KB, not \"\(ImportText.excerpt(maxSize))\".")
            }
            limits.maxBytes = bytes
        }
        if let timeout {
            guard let time = ImportLimits.duration(timeout) else {
                throw ImportError("--timeout takes a time such as 90s, 30m or 1h, not \"\(ImportText.excerpt(timeout))\".")
            }
            limits.timeout = time
            if time < limits.idleTimeout { limits.idleTimeout = time }
        }
        return limits
    }
}

/// What an import needs from the outside world: the downloader, the clocks (the game clock to
/// wait on, the wall clock for the remembered session) and where the session is kept. Tests
/// pass a manual clock so nothing really sleeps.
public struct ImportNetwork: Sendable {
    /// Downloads web addresses.
    public var fetcher: QuestionFetcher
    /// The clock waits run on (the Open Trivia Database's rate limit).
    public var clock: any GameClock
    /// The wall clock, for when the Open Trivia Database was last asked.
    public var now: @Sendable () -> Date
    /// Where the Open Trivia Database session is kept.
    public var sessionFile: OpenTDBSessionFile

    public init(
        fetcher: QuestionFetcher = QuestionFetcher(), clock: any GameClock, now: @escaping @Sendable () -> Date = { Date() },
        sessionFile: OpenTDBSessionFile
    ) {
        self.fetcher = fetcher
        self.clock = clock
        self.now = now
        self.sessionFile = sessionFile
    }
}

/// How the import and export services speak: each message is an event that the session says,
/// so it is shown and spoken alike. The session passes its own `say`.
public typealias Announce = (AppEvent) async -> Void

/// Something an import may turn out to be instead of a question file (a guess-who board pack,
/// which the app keeps as a board): given the loaded source, `nil` when it is not one (the
/// question import goes on), otherwise whether it was imported.
public typealias ImportClaim = (LoadedSource) async -> Bool?
