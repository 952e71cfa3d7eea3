import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

/// The one check of a name a player wants (`register`, `rename`, joining a club, a new
/// `--player`): the rules of ``NameRules``, then that no account's name looks the same
/// (``NameKey``) or, where the words differ, sounds the same (``NamePronouncer``).
public struct NameCheck: Sendable {
    public let store: any GameStore
    public let pronouncer: (any NamePronouncer)?
    public let commandWords: Set<String>

    public init(store: any GameStore, pronouncer: (any NamePronouncer)?, commandWords: Set<String>) {
        self.store = store
        self.pronouncer = pronouncer
        self.commandWords = commandWords
    }

    /// A name that may be taken, as it is kept, with how it sounds; or why not, in words.
    public enum Verdict: Sendable, Equatable {
        case accepted(name: String, spokenKey: String?)
        case refused(String)
    }

    /// Checks `typed` for `playerID` (renaming) or for a new account (`nil`). With
    /// `namingOthers` off (a stranger joining a club) a refusal does not name the account
    /// the name is too close to.
    public func check(_ typed: String, for playerID: Int64? = nil, _ m: Messages, namingOthers: Bool = true) async -> Verdict {
        let name = NameRules.normalized(typed)
        if let problem = NameRules.check(name, commandWords: commandWords) {
            return .refused(m.nameProblem(problem))
        }
        let existing: Account?
        do { existing = try await store.account(lookingLike: name, excluding: playerID) } catch { return .refused("\(error)") }
        if let existing {
            let same = NameKey.of(existing.name) == NameKey.of(name) && existing.name.lowercased() == name.lowercased()
            guard namingOthers else { return .refused(m("account.name.tooClose", ["name": NameRules.printable(name)])) }
            return .refused(
                same
                    ? m("account.register.taken", ["name": name])
                    : m("account.name.looksLike", ["name": NameRules.printable(name), "other": existing.name]))
        }
        let spoken = await pronouncer?.spokenKey(name)
        if let spoken, let other = ((try? await store.accounts(soundingLike: spoken, excluding: playerID)) ?? []).first {
            guard namingOthers else { return .refused(m("account.name.tooClose", ["name": NameRules.printable(name)])) }
            return .refused(m("account.name.soundsLike", ["name": name, "other": other.name]))
        }
        return .accepted(name: name, spokenKey: spoken)
    }

    /// Keeps how the accounts made before spoken keys existed (or renamed since) sound, and
    /// records in the audit any two that sound the same. Returns the pairs found.
    @discardableResult
    public func fillSpokenKeys(limit: Int = 10_000) async -> [(String, String)] {
        guard let pronouncer else { return [] }
        var clashes: [(String, String)] = []
        guard let missing = try? await store.namesWithoutSpokenKey(limit: limit) else { return [] }
        for (id, name) in missing {
            guard let key = await pronouncer.spokenKey(name) else {
                try? await store.setSpokenKey("", playerID: id)
                continue
            }
            if let other = ((try? await store.accounts(soundingLike: key, excluding: id)) ?? []).first {
                clashes.append((name, other.name))
                try? await store.addAudit(actorID: nil, targetID: id, action: .nameClash, detail: "\(name)|\(other.name)")
            }
            try? await store.setSpokenKey(key, playerID: id)
        }
        return clashes
    }
}
