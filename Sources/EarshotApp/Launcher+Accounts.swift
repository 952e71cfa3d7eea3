import EarshotAccounts
import EarshotConsole
import EarshotCore
import EarshotStore
import Foundation

extension Launcher {
    /// Who plays, checked before the session starts: a `--player` name must exist (unless
    /// `--new-player` asks to create it, which is said), a banned player cannot start, and an
    /// account with a password needs it: from `EARSHOT_PASSWORD`, `--password-file`, or typed
    /// without echo on a terminal. Returns lines to say once the session runs.
    static func authenticate(
        _ launch: LaunchOptions, store: Store, registry: PluginRegistry, reader: any LineReader, output: StandardOutput,
        isTTY: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> [String] {
        let name = launch.playerName ?? AppOptions.defaultPlayerName()
        var notes: [String] = []
        let chosen = launch.language.flatMap { Language(named: $0) } ?? Language.fromEnvironment(environment)
        guard let account = try await store.account(named: name) else {
            let m = Messages(chosen)
            if launch.playerName == nil {
                notes.append(m("account.start.madeLocal", ["name": name]))
                return notes
            }
            guard launch.newPlayer else {
                throw StoreError(m("account.start.unknown", ["name": NameRules.printable(name)]))
            }
            let words = Set(CommandTable(plugins: registry.commands.map { $0 }).words + registry.modes.map(\.descriptor.id))
            let check = NameCheck(store: store, pronouncer: launch.pronouncer, commandWords: Set(words.map { $0.lowercased() }))
            let clean: String
            let spoken: String?
            switch await check.check(name, m) {
            case .refused(let why): throw StoreError(why)
            case .accepted(let accepted, let key): (clean, spoken) = (accepted, key)
            }
            let made = try await store.register(name: clean, passwordHash: nil)
            if let spoken { try await store.setSpokenKey(spoken, playerID: made.id) }
            notes.append(m("account.start.registered", ["name": name]))
            if made.role == .admin { notes.append(m("account.start.admin", ["name": name])) }
            return notes
        }
        // The player's own language, once they are known.
        let m = Messages((try? await store.player(id: account.id))?.settings.language ?? chosen)
        if account.banned { throw StoreError(m.banned(account)) }
        guard account.hasPassword else { return notes }
        let typed: String
        if let given = environment["EARSHOT_PASSWORD"] {
            typed = given
        } else if let file = launch.passwordFile {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw StoreError(m("account.start.passwordFileUnreadable", ["file": file]))
            }
            typed = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        } else if isTTY {
            guard case .line(let line) = reader.readSecret(prompt: m("account.start.prompt", ["name": account.name])) else {
                throw StoreError(m("account.start.noPassword"))
            }
            typed = line
        } else {
            throw StoreError(m("account.start.needsPassword", ["name": account.name]))
        }
        let wait = LoginThrottle.delaySeconds(afterFailures: account.failedLogins)
        if wait > 0 { try? await Task.sleep(for: .seconds(wait)) }
        guard let hash = try await store.passwordHash(playerID: account.id), PasswordHasher.verify(typed, against: hash) else {
            try await store.recordFailedLogin(playerID: account.id)
            throw StoreError(m("account.start.wrong", ["name": account.name]))
        }
        try await store.clearFailedLogins(playerID: account.id)
        return notes
    }
}
