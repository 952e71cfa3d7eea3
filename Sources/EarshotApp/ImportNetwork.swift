import EarshotCore
import Foundation

/// What an import needs from the outside world: the downloader, the clocks (the game clock to
/// wait on, the wall clock for the remembered session) and where the session is kept. Tests
/// pass a manual clock so nothing really sleeps.
public struct ImportNetwork: Sendable {
    public var fetcher: QuestionFetcher
    public var clock: any GameClock
    public var now: @Sendable () -> Date
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
