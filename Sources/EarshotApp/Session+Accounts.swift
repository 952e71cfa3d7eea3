import EarshotAccounts
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// Reads a password: the prompt is said, nothing typed is shown or said.
    func readSecret(prompt: String, spoken: String) async -> String? {
        await presenter.say(.prompt(spoken))
        let line = await input.nextSecret(prompt: prompt)
        await speech?.interrupt()
        if case .line(let text) = line { return text }
        if line == .eof { leaving = true }
        return nil
    }

    /// Every word the REPL understands, lower case: a name may not be one of them.
    var commandWords: Set<String> { Set(completions.map { $0.lowercased() }) }

    /// The account of the player now playing.
    var account: Account? { try? store.account(id: player.id!) }

    /// Plays as `record` from now on: their settings, and what happened to their questions.
    func become(_ record: PlayerRecord) async {
        player = record
        await applySettings()
        await tellNotices()
    }

    /// Checks `typed` against the account's password, after the wait its failed tries call
    /// for (on the session's clock). A wrong password counts as a failed try.
    func checkPassword(_ typed: String, for account: Account) async -> Bool {
        let wait = LoginThrottle.delaySeconds(afterFailures: (try? store.account(id: account.id)?.failedLogins) ?? 0)
        if wait > 0 {
            await say(.info("After failed tries, checking takes longer: \(wait) second\(wait == 1 ? "" : "s")."), remember: false)
            try? await clock.sleep(until: clock.time() + .seconds(wait))
        }
        guard let hash = try? store.passwordHash(playerID: account.id), PasswordHasher.verify(typed, against: hash) else {
            _ = try? store.recordFailedLogin(playerID: account.id)
            return false
        }
        try? store.clearFailedLogins(playerID: account.id)
        return true
    }

    /// Asks for a new password twice and checks the rules. `nil` when the player gave up,
    /// the two did not match, or a rule was not met (each said in plain words).
    func askNewPassword(allowNone: Bool) async -> (ok: Bool, password: String?) {
        let hint = allowNone ? " Or press Enter for a player without a password." : ""
        guard
            let first = await readSecret(
                prompt: "New password: ", spoken: "Type a new password. It is not shown as you type.\(hint)")
        else { return (false, nil) }
        if first.isEmpty {
            if allowNone { return (true, nil) }
            await say(.info("No password was typed, so nothing changed."))
            return (false, nil)
        }
        if let why = PasswordRules().explanation(first) {
            await say(.error(why))
            return (false, nil)
        }
        guard let second = await readSecret(prompt: "Again: ", spoken: "Type the same password again.") else { return (false, nil) }
        guard ConstantTime.equal(Array(first.utf8), Array(second.utf8)) else {
            await say(.error("The two passwords were not the same, so nothing changed. Try again."))
            return (false, nil)
        }
        return (true, first)
    }

    /// Hashes a password, or says why it could not.
    func hash(_ password: String) async -> String? {
        do { return try PasswordHasher().hash(password) } catch {
            await say(.error("The password could not be stored safely: \(error)"))
            return nil
        }
    }

    /// `register NAME`.
    func register(_ argument: String) async {
        let name = argument.trimmingWhitespace
        if let problem = NameRules.problem(name, commandWords: commandWords) {
            await say(.error(problem))
            return
        }
        if (try? store.account(named: name)) ?? nil != nil {
            await say(.error("The name \(name) is taken. Choose another, or type login \(name) if it is yours."))
            return
        }
        let answer = await askNewPassword(allowNone: true)
        guard answer.ok else { return }
        var hashed: String?
        if let password = answer.password {
            guard let h = await hash(password) else { return }
            hashed = h
        }
        do {
            let account = try store.register(name: name, passwordHash: hashed)
            guard let record = try store.player(id: account.id) else { return }
            await say(.info("Registered a new player, \(name). You are now playing as \(name)."))
            if hashed == nil {
                await say(.info("\(name) has no password: anyone at this computer can play as \(name). Type password to set one."))
            }
            if account.role == .admin {
                await say(
                    .info(
                        "You are the first account registered in this store, so you are its admin. You can list users, ban and unban players, and promote them. Type help for the commands."
                    ))
            }
            await become(record)
        } catch {
            await say(.error("\(error)"))
        }
    }

    /// `login NAME`.
    func login(_ argument: String) async {
        let name = argument.trimmingWhitespace
        guard !name.isEmpty else {
            await say(.info("Type login and your name, for example login Sam."))
            return
        }
        guard let account = (try? store.account(named: name)) ?? nil, let record = try? store.player(id: account.id) else {
            await say(
                .error(
                    "There is no player called \(NameRules.printable(name)). Check the spelling, or type register \(NameRules.printable(name)) to create one."
                ))
            return
        }
        if account.banned {
            await say(.error(Self.bannedMessage(account)))
            return
        }
        if account.hasPassword {
            guard let typed = await readSecret(prompt: "Password: ", spoken: "Password for \(account.name)?") else { return }
            guard await checkPassword(typed, for: account) else {
                await say(.error("That password is not right for \(account.name). You are still playing as \(player.name)."))
                return
            }
        }
        await say(.info("Logged in. You are now playing as \(account.name)."))
        await become(record)
    }

    /// Why a banned player cannot play.
    static func bannedMessage(_ account: Account) -> String {
        let reason = account.banReason.map { " The reason given: \($0)." } ?? ""
        return "\(account.name) is banned from this store and cannot log in or play.\(reason) Ask an admin if this is a mistake."
    }

    /// `logout`: back to the computer's local player.
    func logout() async {
        guard account?.hasPassword == true else {
            await say(.info("\(player.name) has no password, so there is nothing to log out of. Type login NAME to play as someone else."))
            return
        }
        let started = options.playerName.flatMap { (try? store.account(named: $0)) ?? nil }
        let local = started.map { !$0.hasPassword && !$0.banned } == true ? started!.name : Self.defaultPlayerName()
        let target: PlayerRecord?
        if let existing = (try? store.account(named: local)) ?? nil, !existing.hasPassword, !existing.banned {
            target = try? store.player(id: existing.id)
        } else if (try? store.account(named: local)) ?? nil == nil {
            target = try? store.player(named: local)
            await say(.info("A local player without a password, \(local), was made for this computer."))
        } else {
            target = (try? store.account(named: "Guest")) ?? nil == nil ? try? store.player(named: "Guest") : nil
        }
        let name = player.name
        guard let target else {
            await say(.info("There is no player without a password to return to, so \(name) stays logged in. Type login NAME."))
            return
        }
        await say(.info("\(name) is logged out. You are now playing as \(target.name)."))
        await become(target)
    }

    /// `rename NEWNAME`.
    func rename(_ argument: String) async {
        let name = argument.trimmingWhitespace
        if let problem = NameRules.problem(name, commandWords: commandWords) {
            await say(.error(problem))
            return
        }
        do {
            try store.rename(playerID: player.id!, to: name)
            let old = player.name
            player.name = name
            await say(.info("\(old) is now called \(name)."))
        } catch {
            await say(.error("\(error)"))
        }
    }

    /// `password`: the current password (if any), then the new one twice.
    func changePassword() async {
        guard let account else { return }
        if account.hasPassword {
            guard let typed = await readSecret(prompt: "Current password: ", spoken: "Your current password?") else { return }
            guard await checkPassword(typed, for: account) else {
                await say(.error("That is not your current password, so nothing changed."))
                return
            }
        }
        let answer = await askNewPassword(allowNone: false)
        guard answer.ok, let password = answer.password, let hashed = await hash(password) else { return }
        do {
            try store.setPasswordHash(hashed, playerID: account.id)
            await say(.info("Your password is changed. From now on, \(account.name) needs it to log in."))
        } catch {
            await say(.error("The password could not be saved: \(error)"))
        }
    }
}

extension Session {
    /// `player NAME`: switches only to an existing player without a password.
    func switchToExisting(_ name: String) async {
        guard let account = (try? store.account(named: name)) ?? nil, let record = try? store.player(id: account.id) else {
            await say(
                .error(
                    "There is no player called \(NameRules.printable(name)). Check the spelling, or type register \(NameRules.printable(name)) to create one."
                ))
            return
        }
        if account.banned {
            await say(.error(Self.bannedMessage(account)))
        } else if account.hasPassword, account.id != player.id {
            await say(.info("\(account.name) has a password. Type login \(account.name) to play as them."))
        } else {
            await become(record)
            await say(.info("Now playing as \(player.name)."))
        }
    }
}

extension Session {
    /// An unknown command word, or "that line" when what was typed looks like a password
    /// (one typed at the command prompt by mistake is never printed or said back).
    static func maskingSecrets(_ word: String, typed: String) -> String {
        let first = typed.trimmingWhitespace.split(separator: " ").first.map(String.init) ?? ""
        let looksSecret =
            first.count >= PasswordRules.minimumLength && first.contains(where: \.isNumber)
            && first.contains(where: \.isLetter) && first.contains(where: { !$0.isLetter && !$0.isNumber })
        return looksSecret ? "(not repeated: it looked like a password)" : word
    }
}
