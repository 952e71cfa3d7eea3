import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

/// Accounts: `register`, `login`, `logout`, `player`, `players`, `rename`, `password`,
/// `account export` and `account delete`. The service its commands share: passwords (checked
/// after the wait failed tries call for, hashed off the cooperative pool) and the name check.
public struct Accounts: Feature {
    let accounts: any AccountStore
    let yourData: any YourDataStore
    let store: any GameStore
    let directory: AccountDirectory
    let environment: SessionEnvironment

    public init(_ environment: SessionEnvironment) {
        accounts = environment.store
        yourData = environment.store
        store = environment.store
        directory = AccountDirectory(environment)
        self.environment = environment
    }

    /// The check every new or changed name goes through.
    var nameCheck: NameCheck {
        NameCheck(store: store, pronouncer: environment.options.pronouncer, commandWords: environment.commandWords)
    }

    /// On a club server the player logged in when they connected, and nothing typed changes
    /// who the session plays as: `command` is refused in words. `false` off a server.
    public func refusedOnClub(_ command: String, _ io: any SessionIO) async -> Bool {
        guard io.options.isClubSession else { return false }
        await io.say(.error(io.messages("account.club.noSwitch", ["command": command])))
        return true
    }

    /// Asks for `account`'s password when it has one (`prompt`: the prompt's key; `spoken`: what
    /// is said while the player types) and checks it, saying `wrong` when it does not match.
    /// `true` when the player may go on as `account`: no password, or the right one.
    func passwordGate(
        for account: Account, prompt: String = "account.prompt.password", spoken: String, wrong: String, _ io: any SessionIO
    ) async -> Bool {
        guard account.hasPassword else { return true }
        guard let typed = await io.readSecret(prompt: io.messages(prompt), spoken: spoken) else { return false }
        guard await checkPassword(typed, for: account, io) else {
            await io.say(.error(wrong))
            return false
        }
        return true
    }

    /// Checks `typed` against the account's password, after the wait its failed tries call
    /// for (on the session's clock). A wrong password counts as a failed try.
    public func checkPassword(_ typed: String, for account: Account, _ io: any SessionIO) async -> Bool {
        let failures = (try? await accounts.account(id: account.id)?.failedLogins) ?? 0
        let wait = LoginThrottle.delaySeconds(afterFailures: failures)
        if wait > 0 {
            await io.say(.info(io.messages.plural("account.login.wait", count: wait)), remember: false)
            let clock = environment.clock
            try? await clock.sleep(until: clock.time() + .seconds(wait))
        }
        let hash = (try? await accounts.passwordHash(playerID: account.id)) ?? nil
        let right = await HeavyWork.run { hash.map { PasswordHasher.verify(typed, against: $0) } ?? false }
        guard right else {
            _ = try? await accounts.recordFailedLogin(playerID: account.id)
            return false
        }
        try? await accounts.clearFailedLogins(playerID: account.id)
        return true
    }

    /// Asks for a new password twice and checks the rules. Not `ok` when the player gave up,
    /// the two did not match, or a rule was not met (each said in plain words).
    func askNewPassword(allowNone: Bool, _ io: any SessionIO) async -> (ok: Bool, password: String?) {
        let m = io.messages
        guard
            let first = await io.readSecret(
                prompt: m("account.prompt.newPassword"),
                spoken: allowNone ? m("account.password.askOrNone") : m("account.password.ask"))
        else { return (false, nil) }
        if first.isEmpty {
            if allowNone { return (true, nil) }
            await io.say(.info(m("account.password.noneTyped")))
            return (false, nil)
        }
        if let why = m.passwordExplanation(PasswordRules().unmet(first)) {
            await io.say(.error(why))
            return (false, nil)
        }
        guard let second = await io.readSecret(prompt: m("account.prompt.again"), spoken: m("account.password.again")) else {
            return (false, nil)
        }
        guard ConstantTime.equal(Array(first.utf8), Array(second.utf8)) else {
            await io.say(.error(m("account.password.mismatch")))
            return (false, nil)
        }
        return (true, first)
    }

    /// Hashes a password off the cooperative pool, or says why it could not.
    func hash(_ password: String, _ io: any SessionIO) async -> String? {
        switch await HeavyWork.run({ Result { try PasswordHasher().hash(password) } }) {
        case .success(let hash): return hash
        case .failure(let error):
            await io.say(.error(io.messages("account.password.hashFailed", ["error": "\(error)"])))
            return nil
        }
    }

    /// An unknown command word, or a note in `messages`' language when what was typed looks
    /// like a password (one typed at the command prompt by mistake is never printed or said
    /// back).
    public static func maskingSecrets(_ word: String, typed: String, _ messages: Messages = .english) -> String {
        let first = typed.trimmingWhitespace.split(separator: " ").first.map(String.init) ?? ""
        let looksSecret =
            first.count >= PasswordRules.minimumLength && first.contains(where: \.isNumber)
            && first.contains(where: \.isLetter) && first.contains(where: { !$0.isLetter && !$0.isNumber })
        return looksSecret ? messages("account.maskedInput") : word
    }
}
