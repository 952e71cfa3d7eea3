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
        let name = launch.playerName ?? Session.defaultPlayerName()
        var notes: [String] = []
        guard let account = try store.account(named: name) else {
            if launch.playerName == nil {
                notes.append("A new local player without a password, \(name), was made for this computer.")
                return notes
            }
            guard launch.newPlayer else {
                throw StoreError(
                    "There is no player called \(NameRules.printable(name)), so Earshot did not start. Check the spelling; to create the player, start Earshot and type register \(NameRules.printable(name)), or add --new-player."
                )
            }
            let words = Set(CommandTable(plugins: registry.commands.map { $0 }).words + registry.modes.map(\.descriptor.id))
            if let problem = NameRules.problem(name, commandWords: words) { throw StoreError(problem) }
            let made = try store.register(name: name, passwordHash: nil)
            notes.append("Registered a new player, \(name), without a password.")
            if made.role == .admin { notes.append("\(name) is the first account registered in this store, so \(name) is its admin.") }
            return notes
        }
        if account.banned { throw StoreError(Session.bannedMessage(account)) }
        guard account.hasPassword else { return notes }
        let typed: String
        if let given = environment["EARSHOT_PASSWORD"] {
            typed = given
        } else if let file = launch.passwordFile {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw StoreError("The password file \(file) could not be read.")
            }
            typed = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        } else if isTTY {
            guard case .line(let line) = reader.readSecret(prompt: "Password for \(account.name): ") else {
                throw StoreError("No password was typed, so Earshot did not start.")
            }
            typed = line
        } else {
            throw StoreError(
                "\(account.name) has a password. Give it with --password-file FILE or the EARSHOT_PASSWORD variable, or start Earshot in a terminal to type it."
            )
        }
        let wait = LoginThrottle.delaySeconds(afterFailures: account.failedLogins)
        if wait > 0 { try? await Task.sleep(for: .seconds(wait)) }
        guard let hash = try store.passwordHash(playerID: account.id), PasswordHasher.verify(typed, against: hash) else {
            try store.recordFailedLogin(playerID: account.id)
            throw StoreError("That password is not right for \(account.name), so Earshot did not start.")
        }
        try store.clearFailedLogins(playerID: account.id)
        return notes
    }
}
