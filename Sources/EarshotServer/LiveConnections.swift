import EarshotApp
import EarshotCore
import EarshotStore
import Foundation
import Logging
import Synchronization

/// The connections of this server by the account they play as, so that what an admin does to
/// an account reaches its sessions at once: a ban ends them (on every server that shares the
/// store, since each reads the audit table), a promotion or demotion is told.
final class LiveConnections: Sendable {
    private let byAccount = Mutex<[Int64: [ObjectIdentifier: ClubConnection]]>([:])

    func add(_ connection: ClubConnection, account: Int64) {
        byAccount.withLock { $0[account, default: [:]][ObjectIdentifier(connection)] = connection }
    }

    func remove(_ connection: ClubConnection, account: Int64) {
        byAccount.withLock { all in
            all[account]?[ObjectIdentifier(connection)] = nil
            if all[account]?.isEmpty == true { all[account] = nil }
        }
    }

    /// The connections playing as `account`.
    func connections(of account: Int64) -> [ClubConnection] {
        byAccount.withLock { Array($0[account]?.values ?? [:].values) }
    }

    /// How many connections have logged in.
    var count: Int { byAccount.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// Every connection logged in.
    var all: [ClubConnection] { byAccount.withLock { $0.values.flatMap(\.values) } }

    /// The server is stopping: every session is told and ended (its game's answers are
    /// stored as they were given), and this returns once they have ended, or after `limit`.
    func drain(within limit: Duration) async {
        for connection in all { connection.endForRestart() }
        let end = ContinuousClock.now + limit
        while count > 0, ContinuousClock.now < end {
            do { try await Task.sleep(for: .milliseconds(50)) } catch { return }
        }
    }
}

extension ClubServerContext {
    /// Reads the audit table every `interval` from its newest entry on, until cancelled:
    /// logs each entry, ends every session of a banned account with the ban said, and tells
    /// every connected session of the account of a promotion, demotion or lifted ban at once.
    func watchAudit(every interval: Duration, logger: Logger) async {
        var last = (try? await store.lastAuditID()) ?? 0
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            guard let entries = try? await store.audit(after: last, limit: 500) else { continue }
            for entry in entries {
                last = entry.id
                logger.notice("\(Self.logLine(entry))")
                guard let target = entry.targetID else { continue }
                let connections = live.connections(of: target)
                guard !connections.isEmpty else { continue }
                if entry.action == .ban {
                    for c in connections { c.endForBan(entry) }
                } else {
                    // Every session of the account hears it, on every server: each server
                    // tells its own. Marking it told (the first server to do so wins) only
                    // keeps it from being said again at the player's next login.
                    let untold = (try? await store.takeUntold(targetID: target)) ?? []
                    let news = untold.filter { $0.id < entry.id } + [entry]
                    for c in connections { for item in news { c.tell(item) } }
                }
            }
        }
    }

    /// An audit entry for the server log.
    static func logLine(_ e: AuditEntry) -> String {
        let actor = e.actorName ?? "Earshot"
        let target = e.targetName ?? "an account since deleted"
        switch e.action {
        case .ban: return "\(actor) banned \(target)" + (e.detail.map { ": \($0)" } ?? ".")
        case .unban: return "\(actor) lifted the ban on \(target)."
        case .promote: return "\(actor) made \(target) \(e.detail ?? "moderator")."
        case .demote: return "\(actor) made \(target) a player again."
        case .nameClash: return "The name of \(target) looks or sounds like another's (\(e.detail ?? ""))."
        }
    }
}
