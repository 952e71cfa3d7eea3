import EarshotAccounts
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// Reads a password: the prompt is said, nothing typed is shown or said.
    public func readSecret(prompt: String, spoken: String) async -> String? {
        await presenter.say(.prompt(spoken))
        let line = await input.nextSecret(prompt: prompt)
        await speech?.interrupt()
        if case .line(let text) = line { return text }
        if line == .eof { leaving = true }
        return nil
    }

    /// Every word the REPL understands, lower case: a name may not be one of them.
    var commandWords: Set<String> { Set(completions.map { $0.lowercased() }) }

    /// On a club server the player logged in when they connected, and nothing typed changes
    /// who the session plays as: `command` is refused in words. `false` off a server.
    func refusedOnClub(_ command: String) async -> Bool {
        guard options.isClubSession else { return false }
        await say(.error(messages("account.club.noSwitch", ["command": command])))
        return true
    }

    /// The account of the player now playing.
    var account: Account? {
        get async { (try? await store.account(id: player.id!)) ?? nil }
    }

    /// Plays as `record` from now on: their settings, and what happened to their questions.
    public func become(_ record: PlayerRecord) async {
        player = record
        await applySettings()
        await tellNotices()
    }

    /// Checks `typed` against the account's password, after the wait its failed tries call
    /// for (on the session's clock). A wrong password counts as a failed try.
    func checkPassword(_ typed: String, for account: Account) async -> Bool {
        let wait = LoginThrottle.delaySeconds(afterFailures: (try? await store.account(id: account.id)?.failedLogins) ?? 0)
        if wait > 0 {
            await say(.info(messages.plural("account.login.wait", count: wait)), remember: false)
            try? await clock.sleep(until: clock.time() + .seconds(wait))
        }
        guard let hash = try? await store.passwordHash(playerID: account.id), PasswordHasher.verify(typed, against: hash) else {
            _ = try? await store.recordFailedLogin(playerID: account.id)
            return false
        }
        try? await store.clearFailedLogins(playerID: account.id)
        return true
    }

    /// Asks for a new password twice and checks the rules. `nil` when the player gave up,
    /// the two did not match, or a rule was not met (each said in plain words).
    func askNewPassword(allowNone: Bool) async -> (ok: Bool, password: String?) {
        let m = messages
        guard
            let first = await readSecret(
                prompt: m("account.prompt.newPassword"),
                spoken: allowNone ? m("account.password.askOrNone") : m("account.password.ask"))
        else { return (false, nil) }
        if first.isEmpty {
            if allowNone { return (true, nil) }
            await say(.info(m("account.password.noneTyped")))
            return (false, nil)
        }
        if let why = m.passwordExplanation(PasswordRules().unmet(first)) {
            await say(.error(why))
            return (false, nil)
        }
        guard let second = await readSecret(prompt: m("account.prompt.again"), spoken: m("account.password.again")) else {
            return (false, nil)
        }
        guard ConstantTime.equal(Array(first.utf8), Array(second.utf8)) else {
            await say(.error(m("account.password.mismatch")))
            return (false, nil)
        }
        return (true, first)
    }

    /// Hashes a password, or says why it could not.
    func hash(_ password: String) async -> String? {
        do { return try PasswordHasher().hash(password) } catch {
            await say(.error(messages("account.password.hashFailed", ["error": "\(error)"])))
            return nil
        }
    }

    /// The check every new or changed name goes through.
    var nameCheck: NameCheck { NameCheck(store: store, pronouncer: options.pronouncer, commandWords: commandWords) }

    /// `register NAME`.
    func register(_ argument: String) async {
        let m = messages
        let name: String
        let spoken: String?
        switch await nameCheck.check(argument, m) {
        case .refused(let why):
            await say(.error(why))
            return
        case .accepted(let accepted, let key):
            (name, spoken) = (accepted, key)
        }
        let answer = await askNewPassword(allowNone: true)
        guard answer.ok else { return }
        var hashed: String?
        if let password = answer.password {
            guard let h = await hash(password) else { return }
            hashed = h
        }
        do {
            let account = try await store.register(name: name, passwordHash: hashed)
            if let spoken { try await store.setSpokenKey(spoken, playerID: account.id) }
            // A language the player chose before registering stays theirs.
            if let chosen = settings.language, let made = try await store.player(id: account.id) {
                var kept = made.playerSettings
                kept.language = chosen
                try await store.save(kept, for: account.id)
            }
            guard let record = try await store.player(id: account.id) else { return }
            await say(.info(m("account.register.done", ["name": name])))
            if hashed == nil {
                await say(.info(m("account.register.noPassword", ["name": name])))
            }
            if account.role == .admin {
                await say(.info(m("account.register.admin")))
            }
            await become(record)
        } catch {
            await say(.error("\(error)"))
        }
    }

    /// `login NAME`.
    func login(_ argument: String) async {
        let name = argument.trimmingWhitespace
        let m = messages
        guard !name.isEmpty else {
            await say(.info(m("account.login.usage")))
            return
        }
        guard let account = (try? await store.account(named: name)) ?? nil, let record = try? await store.player(id: account.id) else {
            await say(.error(m("account.unknownPlayer", ["name": NameRules.printable(name)])))
            return
        }
        if account.banned {
            await say(.error(m.banned(account)))
            return
        }
        if account.hasPassword {
            guard
                let typed = await readSecret(
                    prompt: m("account.prompt.password"), spoken: m("account.login.askPassword", ["name": account.name]))
            else { return }
            guard await checkPassword(typed, for: account) else {
                await say(.error(m("account.login.wrong", ["name": account.name, "current": player.name])))
                return
            }
        }
        await say(.info(m("account.login.done", ["name": account.name])))
        await become(record)
    }

    /// Why a banned player cannot play, in `messages`' language (English unless given).
    static func bannedMessage(_ account: Account, _ messages: Messages = .english) -> String {
        messages.banned(account)
    }

    /// `logout`: back to the computer's local player.
    func logout() async {
        let m = messages
        guard await account?.hasPassword == true else {
            await say(.info(m("account.logout.noPassword", ["name": player.name])))
            return
        }
        var started: Account?
        if let name = options.playerName { started = (try? await store.account(named: name)) ?? nil }
        let local = started.map { !$0.hasPassword && !$0.banned } == true ? started!.name : Self.defaultPlayerName()
        let target: PlayerRecord?
        if let existing = (try? await store.account(named: local)) ?? nil, !existing.hasPassword, !existing.banned {
            target = try? await store.player(id: existing.id)
        } else if (try? await store.account(named: local)) ?? nil == nil {
            target = try? await store.player(named: local)
            await say(.info(m("account.logout.madeLocal", ["name": local])))
        } else {
            target = (try? await store.account(named: "Guest")) ?? nil == nil ? try? await store.player(named: "Guest") : nil
        }
        let name = player.name
        guard let target else {
            await say(.info(m("account.logout.nowhere", ["name": name])))
            return
        }
        await say(.info(m("account.logout.done", ["name": name, "next": target.name])))
        await become(target)
    }

    /// `rename NEWNAME`.
    func rename(_ argument: String) async {
        let name: String
        let spoken: String?
        switch await nameCheck.check(argument, for: player.id!, messages) {
        case .refused(let why):
            await say(.error(why))
            return
        case .accepted(let accepted, let key):
            (name, spoken) = (accepted, key)
        }
        do {
            try await store.rename(playerID: player.id!, to: name)
            if let spoken { try await store.setSpokenKey(spoken, playerID: player.id!) }
            let old = player.name
            player.name = name
            await say(.info(messages("account.rename.done", ["old": old, "name": name])))
            await say(.playing(as: name), remember: false)
        } catch {
            await say(.error("\(error)"))
        }
    }

    /// `password`: the current password (if any), then the new one twice.
    func changePassword() async {
        guard let account = await account else { return }
        let m = messages
        if account.hasPassword {
            guard
                let typed = await readSecret(prompt: m("account.prompt.currentPassword"), spoken: m("account.password.askCurrent"))
            else { return }
            guard await checkPassword(typed, for: account) else {
                await say(.error(m("account.password.wrongCurrent")))
                return
            }
        }
        let answer = await askNewPassword(allowNone: false)
        guard answer.ok, let password = answer.password, let hashed = await hash(password) else { return }
        do {
            try await store.setPasswordHash(hashed, playerID: account.id)
            await say(.info(m("account.password.changed", ["name": account.name])))
        } catch {
            await say(.error(m("account.password.saveFailed", ["error": "\(error)"])))
        }
    }
}

extension Session {
    /// `player NAME`: switches only to an existing player without a password.
    func switchToExisting(_ name: String) async {
        let m = messages
        guard let account = (try? await store.account(named: name)) ?? nil, let record = try? await store.player(id: account.id) else {
            await say(.error(m("account.unknownPlayer", ["name": NameRules.printable(name)])))
            return
        }
        if account.banned {
            await say(.error(m.banned(account)))
        } else if account.hasPassword, account.id != player.id {
            await say(.info(m("account.player.hasPassword", ["name": account.name])))
        } else {
            await become(record)
            await say(.info(messages("account.player.now", ["name": player.name])))
        }
    }
}

extension Session {
    /// An unknown command word, or a note in `messages`' language (English unless given) when
    /// what was typed looks like a password (one typed at the command prompt by mistake is
    /// never printed or said back).
    static func maskingSecrets(_ word: String, typed: String, _ messages: Messages = .english) -> String {
        let first = typed.trimmingWhitespace.split(separator: " ").first.map(String.init) ?? ""
        let looksSecret =
            first.count >= PasswordRules.minimumLength && first.contains(where: \.isNumber)
            && first.contains(where: \.isLetter) && first.contains(where: { !$0.isLetter && !$0.isNumber })
        return looksSecret ? messages("account.maskedInput") : word
    }
}
