import EarshotAccounts
import EarshotCore
import EarshotStore
import Foundation

extension Accounts {
    /// `account export [FILE]`: everything about the player as one JSON document, given to
    /// them as a file (``FileDelivery``: on a club server it is saved on their own computer).
    func export(_ argument: String, _ io: any SessionIO) async {
        guard let me = await directory.current(io) else { return }
        let safe = me.name.filter { $0.isLetter || $0.isNumber }
        let name = "earshot-\(safe.isEmpty ? "player" : safe)-\(io.options.currentDay).json"
        let m = io.messages
        let data: PlayerExport
        let bytes: Data
        do {
            data = try await yourData.export(playerID: me.id)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            bytes = try encoder.encode(data)
        } catch {
            await io.say(.error(m("data.exportFailed", ["path": name, "error": error.localizedDescription])))
            return
        }
        let counts: [String: String] = [
            "name": me.name, "games": m.plural("data.games", count: data.games.count),
            "submissions": m.plural("data.submissions", count: data.submissions.count),
            "reviews": m.plural("data.reviews", count: data.reviews.count),
        ]
        switch await FileDelivery(environment).deliver(bytes, name: name, typed: argument, io) {
        case .sent: await io.say(.info(m("data.exportSent", counts)))
        case .written(let path): await io.say(.info(m("data.exported", counts.merging(["path": path]) { $1 })))
        case .notWritten: break
        }
    }

    /// `account delete`: the password and a typed confirmation, then everything goes, and
    /// nobody else's account is stepped into (``afterDeletion(_:)``).
    func delete(_ io: any SessionIO) async {
        guard let me = await directory.current(io) else { return }
        let m = io.messages
        let roles: any RoleStore = store
        if me.role == .admin, ((try? await roles.adminCount()) ?? 0) <= 1, ((try? await roles.users().count) ?? 0) > 1 {
            await io.say(.error(m("data.onlyAdmin")))
            return
        }
        guard await passwordGate(for: me, spoken: m("data.askPassword"), wrong: m("data.wrongPassword"), io) else { return }
        await io.say(.info(m("data.warning", ["name": me.name])))
        guard
            case .line(let typed) = await io.readLine(
                prompt: m("data.prompt.confirm"), spoken: m("data.askConfirm", ["name": me.name])),
            typed.trimmingWhitespace.lowercased() == "delete \(me.name.lowercased())"
        else {
            await io.say(.info(m("data.kept")))
            return
        }
        do {
            let removed = try await yourData.deleteAccount(playerID: me.id)
            await io.say(
                .info(
                    m.joinedSentences([
                        m.plural("data.deleted", count: removed.games, ["name": me.name]),
                        removed.submissions == 0 ? "" : m.plural("data.deletedSubmissions", count: removed.submissions),
                    ])))
            await afterDeletion(io)
        } catch {
            await io.say(.error(m("data.deleteFailed", ["error": "\(error)"])))
        }
    }

    /// After an account is deleted nobody plays as it, and nobody else is chosen for the
    /// player: a club connection ends; on this computer the player says who plays next (with
    /// that account's password), or leaves.
    func afterDeletion(_ io: any SessionIO) async {
        let m = io.messages
        if io.options.isClubSession {
            await io.say(.info(m("data.deleted.connectionEnds")))
            io.leave()
            return
        }
        while true {
            guard case .line(let typed) = await io.readLine(prompt: m("data.prompt.next"), spoken: m("data.askNext")) else {
                io.leave()
                return
            }
            let name = typed.trimmingWhitespace
            if name.isEmpty {
                io.leave()
                return
            }
            if let next = await playerToFollow(named: name, io) {
                await io.become(next)
                await io.say(.info(m("data.nowPlaying", ["name": next.name])))
                return
            }
        }
    }

    /// The player who plays on after a deletion: an account (its password asked), or a new
    /// local player under a name that passes the name check. `nil` when refused (said why).
    private func playerToFollow(named name: String, _ io: any SessionIO) async -> Player? {
        let m = io.messages
        if let account = (try? await accounts.account(named: name)) ?? nil {
            if account.banned {
                await io.say(.error(m.banned(account)))
                return nil
            }
            guard
                await passwordGate(
                    for: account, spoken: m("account.login.askPassword", ["name": account.name]),
                    wrong: m("data.next.wrongPassword", ["name": account.name]), io)
            else { return nil }
            return (try? await store.player(id: account.id)) ?? nil
        }
        switch await nameCheck.check(name, m) {
        case .refused(let why):
            await io.say(.error(why))
            return nil
        case .accepted(let clean, let spoken):
            guard let made = try? await store.player(named: clean) else { return nil }
            if let spoken { try? await accounts.setSpokenKey(spoken, playerID: made.id) }
            await io.say(.info(m("data.next.made", ["name": made.name])))
            return made
        }
    }
}
