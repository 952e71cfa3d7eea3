import EarshotCore
import Foundation

/// What the audit table records.
public enum AuditAction: String, Codable, Sendable, CaseIterable {
    case ban, unban, promote, demote
    /// Two stored names a reader or listener could not tell apart, found when names were
    /// keyed (detail: "NAME|OTHER").
    case nameClash = "name-clash"
}

/// One row of the audit table: who did what to whom, when, and whether they were told.
public struct AuditEntry: Sendable, Equatable {
    public var id: Int64
    public var at: Date
    public var actorID: Int64?
    public var actorName: String?
    public var targetID: Int64?
    public var targetName: String?
    public var action: AuditAction
    /// The ban's reason, the new role, or a clash's names.
    public var detail: String?

    public init(
        id: Int64, at: Date, actorID: Int64?, actorName: String?, targetID: Int64?, targetName: String?,
        action: AuditAction, detail: String?
    ) {
        self.id = id
        self.at = at
        self.actorID = actorID
        self.actorName = actorName
        self.targetID = targetID
        self.targetName = targetName
        self.action = action
        self.detail = detail
    }
}

/// The audit table: promotions, demotions and bans, and what a migration found. A server
/// reads it to end a banned player's sessions on every server that shares the store, and a
/// session to tell its player what was done to their account.
public protocol AuditStore: Sendable {
    /// Writes an entry; returns its id.
    @discardableResult
    func addAudit(actorID: Int64?, targetID: Int64, action: AuditAction, detail: String?) async throws -> Int64
    /// Entries after `id`, oldest first, at most `limit`.
    func audit(after id: Int64, limit: Int) async throws -> [AuditEntry]
    /// The newest entry's id (0 without any).
    func lastAuditID() async throws -> Int64
    /// The role and ban entries about `targetID` not yet told to them, oldest first, marked
    /// told in the same step: two sessions of one player tell each once between them.
    func takeUntold(targetID: Int64) async throws -> [AuditEntry]
}

extension AuditStore {
    /// Pairs of names found alike (a name, then the earlier one it looks or sounds like)
    /// when names were keyed or their sounds first kept, oldest first.
    public func nameClashes() async -> [(String, String)] {
        var found: [(String, String)] = []
        var after: Int64 = 0
        while let page = try? await audit(after: after, limit: 500), let last = page.last {
            for entry in page where entry.action == .nameClash {
                let names = (entry.detail ?? "").split(separator: "|", maxSplits: 1).map(String.init)
                if names.count == 2 { found.append((names[0], names[1])) }
            }
            after = last.id
        }
        return found
    }
}
