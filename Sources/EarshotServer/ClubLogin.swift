import EarshotAccounts
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation
import Logging

/// Logging in to a club server, before any command. Nothing in it tells a stranger whether a
/// name is an account, until the right password is typed:
///
/// 1. The player names themselves (the client's hello usually does) and is asked only for a
///    password, in the same words for every name.
/// 2. The right password of an account logs in (or, for a banned account, says the ban and
///    its reason). Anything else is followed by the same request for every name: type the
///    same password again to join with it, or your own password again if the name is yours.
/// 3. The second password logs in if it is the account's; else, if both were the same and the
///    name is free, the player joins with it; else the same words say it did not work.
///
/// Every path checks one Argon2id hash per password typed (a stand-in hash for a name nobody
/// has), failures are slowed by name (``LoginThrottles``) whether the name is an account or
/// not, so neither the time taken nor a wait gives an account away. A session starts only
/// once this succeeds. The password is never logged, echoed or said.
struct ClubLogin {
    /// How it ended.
    enum Outcome {
        /// Logged in (or joined) as this player.
        case player(Player)
        /// Refused; the connection closes with these words.
        case refused(String)
        /// The client left.
        case gone
    }

    /// How one round (a password, perhaps a second one) ended.
    enum Round {
        case done(Outcome)
        /// Try again with the same name, after these words.
        case retry(String)
        /// Ask for a name, after these words if any.
        case otherName(String?)
    }

    let store: any GameStore
    let throttles: LoginThrottles
    /// The remote address, for the rate limit and the log.
    let address: String
    let input: InputChannel
    /// Tells the player something.
    let tell: @Sendable (AppEvent) -> Void
    /// Rounds in one connection before it is closed.
    let tries: Int
    /// Words a new name may not be (the commands).
    let commandWords: Set<String>
    /// How names sound, for the check of a new name.
    var pronouncer: (any NamePronouncer)?
    /// The check of a name a player joins with.
    var nameCheck: NameCheck { NameCheck(store: store, pronouncer: pronouncer, commandWords: commandWords) }
    let logger: Logger
    /// The words of the player's language (from the client's hello).
    var messages: Messages = .english
    /// Counts failures and throttled tries for the server's metrics.
    var metrics: ServerMetrics?

    /// Runs the dialogue; `suggested` is the name the client's hello gave, if any.
    func run(suggested: String?) async -> Outcome {
        var name = suggested?.trimmingWhitespace ?? ""
        let m = messages
        tell(.info(m("server.login.intro")))
        for _ in 0..<tries {
            if name.isEmpty {
                tell(.prompt(m("server.login.askName")))
                switch await input.next(prompt: m("server.prompt.name")) {
                case .eof: return .gone
                case .interrupt: continue
                case .line(let typed): name = typed.trimmingWhitespace
                }
                if name.isEmpty { continue }
            }
            // A name with a control or direction mark is no account's (the name rules refuse
            // them): said so without saying it back, so the mark never reaches a screen.
            if let problem = ExternalText.problem(name), problem == .controlCharacter || problem == .directionControl {
                tell(.error(m("server.login.badName", ["why": problem.describe(m)])))
                name = ""
                continue
            }
            switch await round(as: name) {
            case .done(let outcome): return outcome
            case .retry(let why): tell(.error(why))
            case .otherName(let why):
                if let why { tell(.error(why)) }
                name = ""
            }
        }
        return .refused(m.plural("server.login.tooManyTries", count: tries) + " " + m("server.login.noPasswordHint"))
    }

    /// One password, and a second one unless the first was the account's.
    private func round(as name: String) async -> Round {
        let m = messages
        tell(.prompt(m("server.login.password", ["name": name])))
        let first: String
        switch await input.nextSecret(prompt: m("account.prompt.password")) {
        case .eof: return .done(.gone)
        case .interrupt: return .otherName(nil)  // Ctrl-C: give another name
        case .line(let typed): first = typed
        }
        if first.isEmpty { return .otherName(nil) }
        let account: Account?
        do { account = try await store.account(named: name) } catch {
            return .done(.refused(m("server.login.storeFailed", ["error": "\(error)"])))
        }
        let key = account.map { LoginThrottles.key(accountID: $0.id) } ?? LoginThrottles.key(unknownName: name)
        let wait = await throttles.wait(address: address, name: key, storedFailures: account?.failedLogins ?? 0)
        if wait > .zero {
            metrics?.loginThrottled.increment()
            logger.notice("A login as \(name) from \(address) came too soon after failures and was refused unchecked.")
            return .retry(m("server.login.wait", ["name": name, "wait": Self.seconds(wait, m)]))
        }
        var hash: String?
        if let account, account.hasPassword { hash = (try? await store.passwordHash(playerID: account.id)) ?? nil }
        if await Self.check(first, against: hash), let account { return await loggedIn(account, key: key) }

        // Shown as well as said: it is no mere prompt, but says what the second password does.
        tell(.info(m("server.login.confirm", ["name": name])))
        // The first password was checked and was not right: leaving now still counts.
        let second: String
        switch await input.nextSecret(prompt: m("account.prompt.again")) {
        case .eof:
            await failed(account, key: key, name: name)
            return .done(.gone)
        case .interrupt:
            await failed(account, key: key, name: name)
            return .otherName(nil)
        case .line(let typed): second = typed
        }
        if await Self.check(second, against: hash), let account { return await loggedIn(account, key: key) }
        let same = ConstantTime.equal(Array(first.utf8), Array(second.utf8))
        if same, let why = m.passwordExplanation(PasswordRules().unmet(first)) {
            await failed(account, key: key, name: name)
            return .retry(why)
        }
        if same, account == nil { return await join(as: name, password: first, key: key) }
        await failed(account, key: key, name: name)
        return .retry(m("server.login.failed", ["name": name]))
    }

    /// The right password: the session starts, unless the account is banned.
    private func loggedIn(_ account: Account, key: String) async -> Round {
        let m = messages
        if account.banned {
            logger.notice("\(account.name), who is banned, gave the right password from \(address) and was refused.")
            return .done(
                .refused(
                    account.banReason.map { m("server.login.bannedReason", ["name": account.name, "reason": $0]) }
                        ?? m("server.login.banned", ["name": account.name])))
        }
        try? await store.clearFailedLogins(playerID: account.id)
        await throttles.succeeded(address: address, name: key)
        guard let record = (try? await store.player(id: account.id)) ?? nil else {
            return .done(.refused(m("server.login.cannotLoad", ["name": account.name])))
        }
        logger.info("\(account.name) logged in from \(address).")
        tell(.info(m("server.login.done", ["name": account.name])))
        return .done(.player(record))
    }

    /// A round that did not log in: counted for the name, whether it is an account or not.
    private func failed(_ account: Account?, key: String, name: String) async {
        metrics?.loginFailures.increment()
        if let account {
            let stored = (try? await store.recordFailedLogin(playerID: account.id)) ?? account.failedLogins + 1
            logger.notice("A wrong password for \(account.name) from \(address) (\(stored) in a row).")
        } else {
            logger.notice("A login or join as \(name), a name nobody has, failed from \(address).")
        }
        await throttles.failed(address: address, name: key)
    }

    /// A free name, and the same password twice: the player joins as `name`.
    private func join(as name: String, password: String, key: String) async -> Round {
        let m = messages
        // The name rules, then that no account looks or sounds the same (without naming it:
        // a stranger learns no account's name here).
        let spoken: String?
        switch await nameCheck.check(name, m, namingOthers: false) {
        case .refused(let why): return .otherName(why)
        case .accepted(_, let key): spoken = key
        }
        do {
            let hash = try await Self.hashing { Result { try PasswordHasher().hash(password) } }.get()
            let account = try await store.register(name: name, passwordHash: hash)
            if let spoken { try await store.setSpokenKey(spoken, playerID: account.id) }
            guard let record = try await store.player(id: account.id) else {
                return .done(.refused(m("server.login.cannotLoad", ["name": name])))
            }
            await throttles.succeeded(address: address, name: key)
            logger.info("\(name) joined from \(address)\(account.role == .admin ? " as the server's first admin" : "").")
            tell(.info(m("server.join.welcome", ["name": name])))
            if account.role == .admin { tell(.info(m("server.join.admin"))) }
            return .done(.player(record))
        } catch {
            // Someone took the name meanwhile, or the store failed: the same words as any failure.
            logger.notice("\(name) could not join from \(address): \(error)")
            return .retry(m("server.login.failed", ["name": name]))
        }
    }

    /// Whether `password` matches `hash`; with no hash (a name nobody has, an account without
    /// a password) it is checked against a stand-in, so that it takes as long, and fails.
    static func check(_ password: String, against hash: String?) async -> Bool {
        await hashing { verify(password, against: hash) }
    }

    /// The work of ``check(_:against:)``, without waiting for a turn to hash: one Argon2id
    /// verification whether or not there is a hash.
    static func verify(_ password: String, against hash: String?) -> Bool {
        PasswordHasher.verify(password, against: hash ?? standIn) && hash != nil
    }

    /// A hash of a random password nobody knows, made once, with the same parameters as real ones.
    static let standIn: String = (try? PasswordHasher().hash(UUID().uuidString + UUID().uuidString)) ?? ""
}
