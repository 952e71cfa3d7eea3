import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// `account export [FILE]`: everything about you as one JSON document, given to you as a
    /// file (``deliver(_:name:typed:)``: on a club server it is saved on your own computer).
    func exportAccount(_ argument: String) async {
        guard let me = await account else { return }
        let safe = me.name.filter { $0.isLetter || $0.isNumber }
        let name = "earshot-\(safe.isEmpty ? "player" : safe)-\(options.currentDay).json"
        let m = messages
        let data: PlayerExport
        let bytes: Data
        do {
            data = try await store.export(playerID: me.id)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            bytes = try encoder.encode(data)
        } catch {
            await say(.error(m("data.exportFailed", ["path": name, "error": error.localizedDescription])))
            return
        }
        let counts: [String: String] = [
            "name": me.name, "games": m.plural("data.games", count: data.games.count),
            "submissions": m.plural("data.submissions", count: data.submissions.count),
            "reviews": m.plural("data.reviews", count: data.reviews.count),
        ]
        switch await deliver(bytes, name: name, typed: argument) {
        case .sent: await say(.info(m("data.exportSent", counts)))
        case .written(let path): await say(.info(m("data.exported", counts.merging(["path": path]) { $1 })))
        case .notWritten: break
        }
    }

    /// `account delete`: your password and a typed confirmation, then everything goes.
    func deleteAccount() async {
        guard let me = await account else { return }
        let m = messages
        if me.role == .admin, ((try? await store.adminCount()) ?? 0) <= 1, ((try? await store.users().count) ?? 0) > 1 {
            await say(.error(m("data.onlyAdmin")))
            return
        }
        if me.hasPassword {
            guard let typed = await readSecret(prompt: m("account.prompt.password"), spoken: m("data.askPassword")) else { return }
            guard await checkPassword(typed, for: me) else {
                await say(.error(m("data.wrongPassword")))
                return
            }
        }
        await say(.info(m("data.warning", ["name": me.name])))
        guard case .line(let typed) = await readLine(prompt: m("data.prompt.confirm"), spoken: m("data.askConfirm", ["name": me.name])),
            typed.trimmingWhitespace.lowercased() == "delete \(me.name.lowercased())"
        else {
            await say(.info(m("data.kept")))
            return
        }
        do {
            let removed = try await store.deleteAccount(playerID: me.id)
            await say(
                .info(
                    m.joinedSentences([
                        m.plural("data.deleted", count: removed.games, ["name": me.name]),
                        removed.submissions == 0 ? "" : m.plural("data.deletedSubmissions", count: removed.submissions),
                    ])))
            await afterDeletion()
        } catch {
            await say(.error(m("data.deleteFailed", ["error": "\(error)"])))
        }
    }

    /// After an account is deleted nobody plays as it, and nobody else is chosen for the
    /// player: a club connection ends; on this computer the player says who plays next (with
    /// that account's password), or leaves.
    func afterDeletion() async {
        let m = messages
        if options.isClubSession {
            await say(.info(m("data.deleted.connectionEnds")))
            leaving = true
            return
        }
        while !leaving {
            guard case .line(let typed) = await readLine(prompt: m("data.prompt.next"), spoken: m("data.askNext")) else {
                leaving = true
                return
            }
            let name = typed.trimmingWhitespace
            if name.isEmpty {
                leaving = true
                return
            }
            if let next = await playerToFollow(named: name) {
                await become(next)
                await say(.info(m("data.nowPlaying", ["name": next.name])))
                return
            }
        }
    }

    /// The player who plays on after a deletion: an account (its password asked), or a new
    /// local player under a name that passes the name check. `nil` when refused (said why).
    private func playerToFollow(named name: String) async -> PlayerRecord? {
        let m = messages
        if let account = (try? await store.account(named: name)) ?? nil {
            if account.banned {
                await say(.error(m.banned(account)))
                return nil
            }
            if account.hasPassword {
                guard
                    let typed = await readSecret(
                        prompt: m("account.prompt.password"), spoken: m("account.login.askPassword", ["name": account.name]))
                else { return nil }
                guard await checkPassword(typed, for: account) else {
                    await say(.error(m("data.next.wrongPassword", ["name": account.name])))
                    return nil
                }
            }
            return (try? await store.player(id: account.id)) ?? nil
        }
        switch await nameCheck.check(name, m) {
        case .refused(let why):
            await say(.error(why))
            return nil
        case .accepted(let clean, let spoken):
            guard let made = try? await store.player(named: clean) else { return nil }
            if let spoken { try? await store.setSpokenKey(spoken, playerID: made.id!) }
            await say(.info(m("data.next.made", ["name": made.name])))
            return made
        }
    }
}
