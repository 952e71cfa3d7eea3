// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Everything a privileged command could change, as text.
func snapshot(_ store: Store) async throws -> String {
    let users = try await store.users().map { "\($0.account.name) \($0.account.role) \($0.account.banned)" }
    let queue = try await store.queue(offset: 0, limit: 100).items.map { "\($0.id) \($0.state)" }
    var subs: [String] = []
    for id in Int64(1)...3 {
        subs.append(try await store.submission(id).map { "\($0.state) \($0.reason ?? "")" } ?? "none")
    }
    let bank = try await store.searchQuestions(category: nil, words: [], offset: 0, limit: 1000)
    return "\(users) \(queue) \(subs) \(bank.total) \(bank.items.map(\.question.contentHash))"
}

@Suite("Roles")
struct RoleTests {
    static let adminOnly = ["users", "ban Pat cheating", "unban Pat", "promote Pat admin", "demote Mo"]
    static let moderatorOnly = [
        "queue", "review 1", "approve 1", "reject 1 not a question", "ask changes 1 add a source", "questions science",
        "show question 1", "edit question 1", "add question", "remove question 1",
    ]

    @Test func everyPrivilegedCommandIsRefusedToAPlayerAndChangesNothing() async throws {
        let store = try await communityStore()
        try await session(store, loginLines("Pat") + submitLines(text: "Which planet is called the red planet?"))
        let before = try await snapshot(store)
        for command in Self.adminOnly + Self.moderatorOnly {
            let t = try await session(store, loginLines("Pat") + [command, "choice", "yes"])
            let who = Self.adminOnly.contains(command) ? "Only an admin can" : "Only a moderator or an admin can"
            #expect(t.output.text.contains(who), "\(command): \(t.output.text)")
            #expect(t.output.text.contains("You are a player, so nothing was changed."), "\(command)")
            await #expect(try snapshot(store) == before, "\(command) changed something")
        }
    }

    @Test func aModeratorIsRefusedTheAdminCommands() async throws {
        let store = try await communityStore()
        let before = try await snapshot(store)
        for command in Self.adminOnly {
            let t = try await session(store, loginLines("Mo") + [command])
            #expect(t.output.text.contains("Only an admin can"), "\(command)")
            #expect(t.output.text.contains("You are a moderator, so nothing was changed."), "\(command)")
            await #expect(try snapshot(store) == before, "\(command) changed something")
        }
        let queue = try await session(store, loginLines("Mo") + ["queue"])
        #expect(queue.output.text.contains("The queue is empty"), "a moderator may see the queue")
    }

    @Test func usersListsRoleStateAndLastGame() async throws {
        let store = try await communityStore()
        let pat = try await accountID(store, "Pat")
        let game = try await store.beginGame(
            playerID: pat, setup: GameSetup(modeID: "classic", categoryID: "science", count: 1, seed: 1, date: "2026-11-20"), total: 1)
        try await store.record(
            AnswerRecord(position: 1, questionStoreID: nil, given: "x", correct: true, points: 100, status: .answered, seconds: 1),
            gameID: game)
        try await store.finishGame(
            game, outcome: .completed, status: ScoreStatus(score: 100, correct: 1, answered: 1, total: 1), seconds: 3)
        let t = try await session(store, loginLines("Ada") + ["users"])
        #expect(t.output.text.contains("Ada: admin, active, no games yet."))
        #expect(t.output.text.contains("Mo: moderator, active, no games yet."))
        #expect(t.output.text.contains("Pat: player, active, last game 2026-11-20."))
        #expect(t.output.text.contains("Local: player, active, no password, no games yet."))
    }

    @Test func aBannedPlayerCannotLogInOrPlayAndLeavesTheBoards() async throws {
        let store = try await communityStore()
        let pat = try await accountID(store, "Pat")
        for (id, score) in await [(pat, 500), (try accountID(store, "Mo"), 300)] {
            let g = try await store.beginGame(
                playerID: id, setup: GameSetup(modeID: "daily", categoryID: nil, count: 1, seed: 1, date: "2026-11-23"), total: 1)
            // A score is the sum of its answers.
            try await store.record(
                AnswerRecord(position: 1, questionStoreID: nil, given: "x", correct: true, points: score, status: .answered, seconds: 1),
                gameID: g)
            try await store.finishGame(
                g, outcome: .completed, status: ScoreStatus(score: score, correct: 1, answered: 1, total: 1), seconds: 1)
        }
        #expect(try await store.board(mode: "daily", from: "2026-11-23", through: "2026-11-23", limit: 10).first?.player == "Pat")
        let t = try await session(store, loginLines("Ada") + ["ban Pat cheating at the daily", "ban Ada", "users"])
        #expect(t.output.text.contains("Pat is banned: cheating at the daily."))
        #expect(t.output.text.contains("You cannot ban yourself."))
        #expect(t.output.text.contains("Pat: player, banned (cheating at the daily)"))
        #expect(try await store.board(mode: "daily", from: "2026-11-23", through: "2026-11-23", limit: 10).map(\.player) == ["Mo"])
        #expect(try await store.standing(playerID: pat, mode: "daily", from: "2026-11-23", through: "2026-11-23").rank == nil)
        let login = try await session(store, loginLines("Pat"))
        #expect(
            login.output.text.contains("Pat is banned from this store and cannot log in or play. The reason given: cheating at the daily."))
        #expect(!login.output.text.contains("Logged in."))
        let play = try await session(store, ["play classic science"], player: "Pat")
        #expect(play.output.text.contains("Pat is banned"))
        #expect(!play.output.text.contains("Question 1"))
        let lifted = try await session(store, loginLines("Ada") + ["unban Pat"] + loginLines("Pat"))
        #expect(lifted.output.text.contains("Pat is no longer banned"))
        #expect(lifted.output.text.contains("Logged in. You are now playing as Pat."))
        #expect(try await store.board(mode: "daily", from: "2026-11-23", through: "2026-11-23", limit: 10).first?.player == "Pat")
    }

    @Test func promoteAndDemote() async throws {
        let store = try await communityStore()
        let t = try await session(
            store,
            loginLines("Ada") + [
                "promote Pat moderator", "promote Pat", "promote Pat moderator", "promote Pat admin", "demote Mo", "demote Mo",
                "demote Pat", "demote Ada", "demote Ada",
            ])
        #expect(t.output.text.contains("Pat is now a moderator."))
        #expect(t.output.text.contains("Type promote, the name, and moderator or admin"))
        #expect(t.output.text.contains("Pat is already a moderator."))
        #expect(t.output.text.contains("Pat is now an admin."))
        #expect(t.output.text.contains("Mo is now a player."))
        #expect(t.output.text.contains("Mo is a player already."))
        #expect(t.output.text.contains("Pat is now a player."))
        #expect(t.output.text.contains("Ada is the only admin. Promote someone else to admin first."))
        #expect(try await store.account(named: "Ada")?.role == .admin)
        #expect(try await store.account(named: "Pat")?.role == .player)
        #expect(try await store.adminCount() == 1)
    }
}
