import EarshotAccounts
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
    let logger: Logger

    /// Runs the dialogue; `suggested` is the name the client's hello gave, if any.
    func run(suggested: String?) async -> Outcome {
        var name = suggested?.trimmingWhitespace ?? ""
        tell(.info("This is a club server, so you log in before you play."))
        for _ in 0..<tries {
            if name.isEmpty {
                tell(.prompt("Your name on this server?"))
                guard case .line(let typed) = await input.next(prompt: "Name: ") else { return .gone }
                name = typed.trimmingWhitespace
                if name.isEmpty { continue }
            }
            let account: Account?
            do { account = try await store.account(named: name) } catch { return .refused("The server's store failed: \(error)") }
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
                let reason = account.banReason.map { " The reason given: \($0)." } ?? ""
                return .refused("\(account.name) is banned from this server and cannot log in.\(reason) Ask an admin if this is a mistake.")
            }
            guard account.hasPassword else {
                return .refused(
                    "\(account.name) has no password, so nobody can log in as \(account.name) on a server. Ask an admin to help, or connect with another name."
                )
            }
            switch await checkPassword(for: account) {
            case .player(let record): return .player(record)
            case .gone: return .gone
            case .refused(let why): tell(.error(why))
            }
        }
        return .refused("That was \(tries) tries, so the server closed the connection. Connect again to try once more.")
    }

    /// Asks for the account's password and checks it, unless the account or this address
    /// must wait after wrong passwords.
    private func checkPassword(for account: Account) async -> Outcome {
        tell(.prompt("Password for \(account.name)? It is not shown as you type."))
        guard case .line(let typed) = await input.nextSecret(prompt: "Password: ") else { return .gone }
        let stored = (try? await store.account(id: account.id))?.failedLogins ?? account.failedLogins
        let wait = throttles.wait(address: address, accountID: account.id, storedFailures: stored)
        if wait > .zero {
            logger.notice("A login as \(account.name) from \(address) came too soon after wrong passwords and was refused.")
            return .refused(
                "After wrong passwords for \(account.name) or from your address, the next try must wait. Wait \(Self.seconds(wait)), then type the password again. The password was not checked."
            )
        }
        let hash = (try? await store.passwordHash(playerID: account.id)) ?? nil
        let right = await Self.hashing { hash.map { PasswordHasher.verify(typed, against: $0) } ?? false }
        guard right else {
            let failures = (try? await store.recordFailedLogin(playerID: account.id)) ?? stored + 1
            throttles.failed(address: address, accountID: account.id, failures: failures)
            logger.notice("A wrong password for \(account.name) from \(address) (\(failures) in a row).")
            return .refused("That password is not right for \(account.name).")
        }
        try? await store.clearFailedLogins(playerID: account.id)
        throttles.succeeded(accountID: account.id)
        guard let record = try? await store.player(id: account.id) else { return .refused("The server could not load \(account.name).") }
        logger.info("\(account.name) logged in from \(address).")
        tell(.info("Logged in as \(account.name)."))
        return .player(record)
    }

    /// A name the server does not know: the player chooses a password (twice) to join as it.
    private func join(as name: String) async -> Outcome {
        if let problem = NameRules.problem(name, commandWords: commandWords) { return .refused(problem) }
        tell(
            .info(
                "There is no player called \(name) on this server yet. To join as \(name), choose a password. To give another name, press Enter."
            ))
        tell(.prompt("Choose a password for \(name). It is not shown as you type."))
        guard case .line(let first) = await input.nextSecret(prompt: "New password: ") else { return .gone }
        if first.isEmpty { return .refused("No password was typed, so nobody joined.") }
        if let why = PasswordRules().explanation(first) { return .refused(why) }
        tell(.prompt("Type the same password again."))
        guard case .line(let second) = await input.nextSecret(prompt: "Again: ") else { return .gone }
        guard ConstantTime.equal(Array(first.utf8), Array(second.utf8)) else {
            return .refused("The two passwords were not the same, so nobody joined.")
        }
        do {
            let hash = try await Self.hashing { Result { try PasswordHasher().hash(first) } }.get()
            let account = try await store.register(name: name, passwordHash: hash)
            guard let record = try await store.player(id: account.id) else { return .refused("The server could not load \(name).") }
            logger.info("\(name) joined from \(address)\(account.role == .admin ? " as the server's first admin" : "").")
            tell(.info("Welcome, \(name). You joined this server."))
            if account.role == .admin {
                tell(.info("You are the first player on this server, so you are its admin. Type help for the commands."))
            }
            return .player(record)
        } catch {
            return .refused("\(error)")
        }
    }

    /// Where passwords are hashed and checked: Argon2id takes 19 MiB and tens of
    /// milliseconds of one core, so it runs on threads of its own (one per core at most),
    /// never on the few threads that run every connection's tasks.
    nonisolated(unsafe) static let hashQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "earshot.password-hashing"
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return queue
    }()

    /// Runs `work` on ``hashQueue`` and returns its result.
    static func hashing<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            hashQueue.addOperation { continuation.resume(returning: work()) }
        }
    }

    /// "1 second", "4 seconds".
    static func seconds(_ d: Duration) -> String {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        let s = max(1, Int((Double(ms) / 1000).rounded(.up)))
        return "\(s) second\(s == 1 ? "" : "s")"
    }
}
