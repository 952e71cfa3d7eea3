import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

/// What a command may ask of the session it runs in: who plays, talking with them, and the
/// few things only the session does (changing who plays, leaving). A command gets this and
/// its feature's own service (``Context``), never the session itself.
public protocol SessionIO: AnyObject {
    /// The player now playing.
    var player: Player { get }
    /// Everything said, in the session's language.
    var messages: Messages { get }
    /// How the session was started (a club's session, today's date, the store's path).
    var options: AppOptions { get }
    /// What features keep for the length of the session.
    var state: SessionState { get }
    /// Says something (shown and spoken) and, with `remember`, keeps it for `repeat`.
    func say(_ event: AppEvent, remember: Bool) async
    /// Hands events to every front-end as they are (a plugin's, a mode's).
    func present(_ events: [Event]) async
    /// Runs `body`, and what it says and presents leaves for the player together (on a club
    /// server, one write: ``Presenter/together(_:)``).
    func together(_ body: () async -> Void) async
    /// Reads a line after saying the prompt; speech still playing is cut when it comes.
    func readLine(prompt: String, spoken: String) async -> LineInput
    /// Reads a secret (a password): the prompt is said, nothing typed is shown or said.
    /// `nil` when the player gave up (or input ended).
    func readSecret(prompt: String, spoken: String) async -> String?
    /// Plays as `record` from now on: their settings, language and news.
    func become(_ record: Player) async
    /// Keeps the player's changed settings (said when they could not be kept).
    func save(_ settings: PlayerSettings) async
    /// Applies the player's settings to the front-ends: their language and voice.
    func applySettings() async
    /// Ends the session once the command returns.
    func leave()
    /// Reads a line, unless `deadline` (on the environment's clock) passes or ``waker`` is
    /// called first: then `nil`, and the read stays pending for the next call. The prompt is
    /// shown, not said (`again`: shown again after output came during the read); speech still
    /// playing is cut when a line comes.
    func nextLineOrWake(prompt: String, deadline: Duration?, again: Bool) async -> LineInput?
    /// Ends a ``nextLineOrWake(prompt:deadline:)`` wait from any task (a live room's news).
    var waker: @Sendable () -> Void { get }
}

extension SessionIO {
    /// Says something and keeps it for `repeat`.
    public func say(_ event: AppEvent) async { await say(event, remember: true) }
}
