import Logging
import ServiceLifecycle

/// The first thing a server does when asked to stop (SIGTERM, SIGINT): before it stops taking
/// connections, every player is told in words that the server is restarting and that they can
/// connect again at once, each game ends as abandoned with every answer given kept, and the
/// sessions are given a few seconds to end. Then the HTTP server stops, and the process exits
/// within ten seconds in all.
struct DrainOnShutdown: Service {
    let context: ClubServerContext
    let logger: Logger
    /// How long the sessions get to end.
    var limit: Duration = .seconds(5)

    func run() async throws {
        // Waits until the server is asked to stop (returns at once if it already is).
        try? await gracefulShutdown()
        let players = context.live.count
        logger.notice("Stopping: \(players) player(s) are told and their sessions ended.")
        await context.live.drain(within: limit)
    }
}
