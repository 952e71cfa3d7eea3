import EarshotAccounts
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation
import Logging

/// Logging in to a club server, before any command: the player names their account and types
/// its password, or, for a name the server does not know yet, chooses a password to join. A
/// session starts only once this succeeds. Every account on a server has a password; the
/// password is never logged, echoed or said.
struct ClubLogin {
    /// How it ended.
    enum Outcome {
        /// Logged in (or joined) as this player.
        case player(PlayerRecord)
        /// Refused; the connection closes with these words.
        case refused(String)
        /// The client left.
        case gone
    }

    let store: any GameStore
    let throttles: LoginThrottles
    /// The remote address, for the rate limit and the log.
    let address: String
    let input: InputChannel
    /// Tells the player something.
    let tell: @Sendable (AppEvent) -> Void
    /// Tries in one connection before it is closed.
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

    /// Runs the dialogue; `suggested` is the name the client's hello gave, if any.
    func run(suggested: String?) async -> Outcome {
        var name = suggested?.trimmingWhitespace ?? ""
        let m = messages
        tell(.info(m("server.login.intro")))
        for _ in 0..<tries {
            if name.isEmpty {
                tell(.prompt(m("server.login.askName")))
                guard case .line(let typed) = await input.next(prompt: m("server.prompt.name")) else { return .gone }
                name = typed.trimmingWhitespace
                if name.isEmpty { continue }
            }
            let account: Account?
            do { account = try await store.account(named: name) } catch {
                return .refused(m("server.login.storeFailed", ["error": "\(error)"]))
            }
            guard let account else {
                switch await join(as: name) {
                case .player(let record): return .player(record)
                case .gone: return .gone
                case .refused(let why):
                    tell(.error(why))
                    name = ""
                    continue
                }
            }
            if account.banned {
                return .refused(
                    account.banReason.map { m("server.login.bannedReason", ["name": account.name, "reason": $0]) }
                        ?? m("server.login.banned", ["name": account.name]))
            }
            guard account.hasPassword else {
                return .refused(m("server.login.noPassword", ["name": account.name]))
            }
            switch await checkPassword(for: account) {
            case .player(let record): return .player(record)
            case .gone: return .gone
            case .refused(let why): tell(.error(why))
            }
        }
        return .refused(m.plural("server.login.tooManyTries", count: tries))
    }

    /// Asks for the account's password and checks it, unless the account or this address
    /// must wait after wrong passwords.
    private func checkPassword(for account: Account) async -> Outcome {
        let m = messages
        tell(.prompt(m("server.login.askPassword", ["name": account.name])))
        guard case .line(let typed) = await input.nextSecret(prompt: m("account.prompt.password")) else { return .gone }
        let stored = (try? await store.account(id: account.id))?.failedLogins ?? account.failedLogins
        let wait = throttles.wait(address: address, accountID: account.id, storedFailures: stored)
        if wait > .zero {
            logger.notice("A login as \(account.name) from \(address) came too soon after wrong passwords and was refused.")
            return .refused(m("server.login.wait", ["name": account.name, "wait": Self.seconds(wait, m)]))
        }
        let hash = (try? await store.passwordHash(playerID: account.id)) ?? nil
        let right = await Self.hashing { hash.map { PasswordHasher.verify(typed, against: $0) } ?? false }
        guard right else {
            let failures = (try? await store.recordFailedLogin(playerID: account.id)) ?? stored + 1
            throttles.failed(address: address, accountID: account.id, failures: failures)
            logger.notice("A wrong password for \(account.name) from \(address) (\(failures) in a row).")
            return .refused(m("server.login.wrong", ["name": account.name]))
        }
        try? await store.clearFailedLogins(playerID: account.id)
        throttles.succeeded(accountID: account.id)
        guard let record = (try? await store.player(id: account.id)) ?? nil else {
            return .refused(m("server.login.cannotLoad", ["name": account.name]))
        }
        logger.info("\(account.name) logged in from \(address).")
        tell(.info(m("server.login.done", ["name": account.name])))
        return .player(record)
    }

    /// A name the server does not know: the player chooses a password (twice) to join as it.
    private func join(as name: String) async -> Outcome {
        let m = messages
        let spoken: String?
        switch await nameCheck.check(name, m) {
        case .refused(let why): return .refused(why)
        case .accepted(_, let key): spoken = key
        }
        tell(.info(m("server.join.unknown", ["name": name])))
        tell(.prompt(m("server.join.choose", ["name": name])))
        guard case .line(let first) = await input.nextSecret(prompt: m("account.prompt.newPassword")) else { return .gone }
        if first.isEmpty { return .refused(m("server.join.none")) }
        if let why = m.passwordExplanation(PasswordRules().unmet(first)) { return .refused(why) }
        tell(.prompt(m("server.join.again")))
        guard case .line(let second) = await input.nextSecret(prompt: m("account.prompt.again")) else { return .gone }
        guard ConstantTime.equal(Array(first.utf8), Array(second.utf8)) else { return .refused(m("server.join.differ")) }
        do {
            let hash = try await Self.hashing { Result { try PasswordHasher().hash(first) } }.get()
            let account = try await store.register(name: name, passwordHash: hash)
            if let spoken { try await store.setSpokenKey(spoken, playerID: account.id) }
            guard let record = try await store.player(id: account.id) else {
                return .refused(m("server.login.cannotLoad", ["name": name]))
            }
            logger.info("\(name) joined from \(address)\(account.role == .admin ? " as the server's first admin" : "").")
            tell(.info(m("server.join.welcome", ["name": name])))
            if account.role == .admin { tell(.info(m("server.join.admin"))) }
            return .player(record)
        } catch {
            return .refused("\(error)")
        }
    }

    /// Where passwords are hashed and checked: Argon2id takes 19 MiB and tens of
    /// milliseconds of one core, so it runs on threads of its own, never on the few threads
    /// that run every connection's tasks, and on one core fewer than the machine has: a crowd
    /// logging in at once waits its turn, while the games in progress keep a core.
    nonisolated(unsafe) static let hashQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "earshot.password-hashing"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        return queue
    }()

    /// Runs `work` on ``hashQueue`` and returns its result.
    static func hashing<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            hashQueue.addOperation { continuation.resume(returning: work()) }
        }
    }

    /// "1 second", "4 seconds", in the player's language.
    static func seconds(_ d: Duration, _ m: Messages = .english) -> String {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        let s = max(1, Int((Double(ms) / 1000).rounded(.up)))
        return m.plural("mode.time.seconds", count: s)
    }
}
