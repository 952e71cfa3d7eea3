import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// `account export [FILE]`: everything about you as one JSON document.
    func exportAccount(_ argument: String) async {
        guard let me = account else { return }
        var path = argument.trimmingWhitespace
        if path.isEmpty {
            let safe = me.name.filter { $0.isLetter || $0.isNumber }
            path = FileManager.default.currentDirectoryPath + "/earshot-\(safe.isEmpty ? "player" : safe)-\(options.currentDay).json"
        }
        if path.hasPrefix("~/") { path = NSHomeDirectory() + path.dropFirst(1) }
        do {
            let data = try store.export(playerID: me.id)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(data).write(to: URL(fileURLWithPath: path), options: .atomic)
            await say(
                .info(
                    "Wrote everything Earshot holds about \(me.name) to \(path): your profile, settings, \(data.games.count) game\(data.games.count == 1 ? " with its" : "s with their") answers, \(data.submissions.count) submitted question\(data.submissions.count == 1 ? "" : "s"), \(data.reviews.count) review\(data.reviews.count == 1 ? "" : "s") and your follows."
                ))
        } catch {
            await say(.error("The export could not be written to \(path): \(error.localizedDescription)"))
        }
    }

    /// `account delete`: your password and a typed confirmation, then everything goes.
    func deleteAccount() async {
        guard let me = account else { return }
        if me.role == .admin, ((try? store.adminCount()) ?? 0) <= 1, ((try? store.users().count) ?? 0) > 1 {
            await say(.error("You are the only admin of this store. Promote someone else to admin first, then delete your account."))
            return
        }
        if me.hasPassword {
            guard let typed = await readSecret(prompt: "Password: ", spoken: "To delete your account, type your password.") else { return }
            guard await checkPassword(typed, for: me) else {
                await say(.error("That is not your password, so nothing was deleted."))
                return
            }
        }
        await say(
            .info(
                "This deletes \(me.name) for good: the account, settings, follows and every game. Questions you submitted stay, without your name. Type delete \(me.name) to confirm, or anything else to keep it."
            ))
        guard case .line(let typed) = await readLine(prompt: "Confirm: ", spoken: "Type delete \(me.name) to confirm."),
            typed.trimmingWhitespace.lowercased() == "delete \(me.name.lowercased())"
        else {
            await say(.info("Nothing was deleted."))
            return
        }
        do {
            let removed = try store.deleteAccount(playerID: me.id)
            await say(
                .info(
                    "\(me.name) is deleted, with \(removed.games) game\(removed.games == 1 ? "" : "s")."
                        + (removed.submissions == 0
                            ? ""
                            : " \(removed.submissions) submitted question\(removed.submissions == 1 ? " stays" : "s stay") in the bank without a name.")
                ))
            let local = Self.defaultPlayerName()
            let target = ((try? store.account(named: local)) ?? nil).flatMap { $0.hasPassword ? nil : try? store.player(id: $0.id) }
            if let next = target ?? (try? store.player(named: local == me.name ? "Player" : local)) {
                await become(next)
                await say(.info("You are now playing as \(next.name)."))
            }
        } catch {
            await say(.error("The account could not be deleted: \(error)"))
        }
    }
}
