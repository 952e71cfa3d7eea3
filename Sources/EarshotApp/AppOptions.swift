import EarshotAccounts
import EarshotCore
import Foundation
import Synchronization

/// How Earshot was started.
public struct AppOptions: Sendable {
    /// The database file.
    public var databasePath: String
    public var playerName: String?
    /// Today's date, `YYYY-MM-DD` (local time unless set for tests).
    public var today: String
    /// Whether the date follows the computer's clock (re-read for each game, so a session left
    /// open past midnight plays the new day's daily) rather than being fixed, as tests and
    /// `--today` fix it.
    public var followsClock = false
    public var color: Bool
    /// Whether lines come from a terminal (otherwise piped: prompts and lines are echoed).
    public var interactive: Bool
    /// `--count`: questions per game when `play` does not say.
    public var defaultCount: Int?
    /// The language for a player who has not chosen one: `--language`, else the locale.
    public var language: Language = Language.fromEnvironment(ProcessInfo.processInfo.environment)
    /// Whether the player may have files on this computer read (`import FILE` at the prompt);
    /// a club server's sessions may not.
    public var readsLocalFiles = true
    /// A club server's session: the player logged in when they connected, so nothing they
    /// type changes who the session plays as (no `player`, `login`, `logout`, `register`, hot
    /// seat), names a file on the server, or writes one there (what a command writes goes to
    /// the player's own computer through ``Session/deliver(_:)``).
    public var isClubSession = false
    /// The address a club session's player connects from (for limits per address, such as
    /// wrong room PINs); `nil` on this computer.
    public var clientAddress: String?
    /// How names sound, so that two accounts a listener cannot tell apart are refused;
    /// `nil` compares only how names look.
    public var pronouncer: (any NamePronouncer)?

    public init(
        databasePath: String, playerName: String?, today: String, color: Bool, interactive: Bool, defaultCount: Int? = nil
    ) {
        self.defaultCount = defaultCount
        self.databasePath = databasePath
        self.playerName = playerName
        self.today = today
        self.color = color
        self.interactive = interactive
    }

    /// The default player's name: the login name, or "Player".
    public static func defaultPlayerName(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let user = environment["USER"] ?? ""
        return user.isEmpty || user == "root" ? "Player" : user
    }

    /// The date now, `YYYY-MM-DD`: the local date when ``followsClock``, otherwise ``today``.
    public var currentDay: String { followsClock ? Self.localDay() : today }

    /// `$XDG_DATA_HOME/earshot/earshot.sqlite`, or `~/.local/share/earshot/earshot.sqlite`.
    public static func defaultDatabasePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        dataFolder(environment: environment).appendingPathComponent("earshot.sqlite").path
    }

    /// Earshot's data folder (``DataFolder/earshot(environment:)``).
    public static func dataFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        DataFolder.earshot(environment: environment)
    }

    /// Today's local date as `YYYY-MM-DD`.
    public static func localDate(_ date: Date = Date()) -> String {
        let c = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }

    /// ``localDate(_:)`` at `date`, worked out again only when the day may have changed: a
    /// club server asks for the day with every answer, and the calendar's work was 1.5% of a
    /// busy server's time. A day found is used from the moment it was found until the next
    /// local midnight, and for a minute at most (a change of time zone is heard within it).
    package static func localDay(_ date: Date = Date()) -> String {
        if let known = dayFound.withLock({ $0 }), known.from <= date, date < known.until { return known.day }
        let day = localDate(date)
        let calendar = Calendar.current
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date)) ?? date
        dayFound.withLock { $0 = (day, date, min(midnight, date.addingTimeInterval(60))) }
        return day
    }

    private static let dayFound = Mutex<(day: String, from: Date, until: Date)?>(nil)
}
