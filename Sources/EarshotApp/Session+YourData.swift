import EarshotCore
import EarshotStore
import Foundation

extension Session {
    /// `account export [FILE]`: everything about you as one JSON document.
    func exportAccount(_ argument: String) async {
        guard let me = await account else { return }
        var path = argument.trimmingWhitespace
        if path.isEmpty {
            let safe = me.name.filter { $0.isLetter || $0.isNumber }
            path = FileManager.default.currentDirectoryPath + "/earshot-\(safe.isEmpty ? "player" : safe)-\(options.currentDay).json"
        }
        if path.hasPrefix("~/") { path = NSHomeDirectory() + path.dropFirst(1) }
        do {
            let data = try await store.export(playerID: me.id)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(data).write(to: URL(fileURLWithPath: path), options: .atomic)
            let m = messages
            await say(
                .info(
                    m(
                        "data.exported",
                        [
                            "name": me.name, "path": path, "games": m.plural("data.games", count: data.games.count),
                            "submissions": m.plural("data.submissions", count: data.submissions.count),
                            "reviews": m.plural("data.reviews", count: data.reviews.count),
                        ])))
        } catch {
            await say(.error(messages("data.exportFailed", ["path": path, "error": error.localizedDescription])))
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
            let local = Self.defaultPlayerName()
            var target: PlayerRecord?
            if let found = (try? await store.account(named: local)) ?? nil, !found.hasPassword {
                target = (try? await store.player(id: found.id)) ?? nil
            }
            if target == nil { target = try? await store.player(named: local == me.name ? "Player" : local) }
            if let next = target {
                await become(next)
                await say(.info(messages("data.nowPlaying", ["name": next.name])))
            }
        } catch {
            await say(.error(m("data.deleteFailed", ["error": "\(error)"])))
        }
    }
}
