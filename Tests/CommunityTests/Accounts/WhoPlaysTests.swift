// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Every way a session's player can change on one computer asks for what it must: a hot-seat
/// seat with a password asks for it, a deleted account hands the session to nobody, and a
/// banned account can do nothing.
@Suite("Who plays, on one computer")
struct WhoPlaysTests {
    @Test func aHotSeatSeatWithAPasswordAsksForItAndAWrongOneStartsNothing() async throws {
        let store = try await communityStore()
        let ada = try await accountID(store, "Ada")
        let wrong = try await session(store, ["hot seat Sam Ada", otherPassword, "play classic tiny 1 --players Sam,Ada", "Nope!123x"])
        #expect(wrong.events.events.contains(.app(.prompt("Ada has a password. Ada, type it to take your seat."))))
        #expect(wrong.output.text.contains("That is not Ada's password, so Ada does not take a seat."))
        #expect(try await store.stats(playerID: ada).games == 0)
        #expect(try await store.account(id: ada)?.failedLogins == 2, "a wrong seat password counts as a failed login")
        #expect(!wrong.output.text.contains(otherPassword), "the password is not echoed")

        try await store.clearFailedLogins(playerID: ada)
        let right = try await session(store, ["hot seat Sam Ada", goodPassword, "play classic geography 1", "a", "b", "quit"])
        #expect(right.output.text.contains("Hot seat: Sam and Ada."))
        #expect(try await store.stats(playerID: ada).games == 1)
    }

    @Test func aNewHotSeatNameIsAGuestWhoTakesNoNameAway() async throws {
        let store = try await bankStore()
        let t = try await session(store, ["hot seat Zed Amy", "play classic geography 1", "a", "b", "quit"])
        #expect(t.output.text.contains("Zed plays as a guest"))
        #expect(try await store.account(named: "Zed") == nil, "no account was made")
        let zed = try await store.guest(named: "Zed")
        #expect(try await store.stats(playerID: zed.id).games == 1, "the guest's game is kept")
        let later = try await session(store, ["register Zed", goodPassword, goodPassword])
        #expect(later.output.text.contains("Registered a new player, Zed."))
        #expect(try await store.account(named: "Zed")?.hasPassword == true)
    }

    @Test func hotSeatNamesGoThroughTheNameRules() async throws {
        let store = try await bankStore()
        for names in ["Bo\u{34F}b Amy", "Amy B\u{3BF}b", "Bob\u{3164} Amy", "Amy play"] {
            let t = try await session(store, ["hot seat \(names)"])
            #expect(t.output.text.contains("cannot sit in the hot seat"), "\(names)")
        }
        let names = try await store.playerNames()
        #expect(names == ["Local"], "no guest and no account was made: \(names)")
    }

    @Test func afterDeletingTheAccountThePlayerSaysWhoPlaysNext() async throws {
        let store = try await communityStore()
        let leave = try await session(store, loginLines("Pat") + ["account delete", goodPassword, "delete pat", ""])
        #expect(leave.events.events.contains(.app(.prompt("Who plays next? Type a player's name, or press Enter to leave."))))
        #expect(leave.output.text.components(separatedBy: "You are now playing as").count == 2, "only the login chose a player")
        #expect(try await store.account(named: "Pat") == nil)
        #expect(try await store.account(named: "Local") != nil, "only the player who started the session")

        try await session(store, ["register Kit", goodPassword, goodPassword])
        let next = try await session(
            store, loginLines("Kit") + ["account delete", goodPassword, "delete kit", "Mo", otherPassword, "Mo", goodPassword, "stats"])
        #expect(next.output.text.contains("That is not Mo's password."))
        #expect(next.output.text.contains("You are now playing as Mo."))
        #expect(try await store.account(named: "Mo")?.failedLogins == 0)
    }

    @Test func anExportNeverWritesOverTheStoreOrAFileWithoutAsking() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("club.sqlite").path
        let store = try Store(path: path)
        _ = try await session(store, ["register Pat", goodPassword, goodPassword])
        let storeBytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let t = try await session(store, loginLines("Pat") + ["account export \(path)"], databasePath: path)
        #expect(t.output.text.contains("is Earshot's own database, so nothing was written there."))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == storeBytes)

        let mine = folder.appendingPathComponent("mine.json")
        try Data("keep me".utf8).write(to: mine)
        let no = try await session(store, loginLines("Pat") + ["account export \(mine.path)", "no"], databasePath: path)
        #expect(no.output.text.contains("already exists. Replace it?"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "keep me")
        let yes = try await session(store, loginLines("Pat") + ["account export \(mine.path)", "yes"], databasePath: path)
        #expect(yes.output.text.contains("Wrote everything Earshot holds about Pat"))
        #expect(try String(contentsOf: mine, encoding: .utf8).contains("\"name\" : \"Pat\""))
    }

    @Test func aBannedPlayerHearsItAtTheNextPromptAndCanDoNothing() async throws {
        let store = try await communityStore()
        let pat = try await accountID(store, "Pat")
        try await session(store, loginLines("Ada") + ["promote Pat moderator", "demote Pat", "ban Pat spam"])
        // Pat's own session, open while this happened: the next prompt tells it and ends it.
        let t = try await session(store, ["stats", "rename Patty", "follow Ada"], player: "Pat")
        #expect(t.output.text.contains("Ada made you a moderator."))
        #expect(t.output.text.contains("Ada made you a player again."))
        #expect(t.output.text.contains("Ada banned this account, for this reason: spam."))
        #expect(t.output.text.contains("so this account can do nothing more here"))
        #expect(try await store.account(id: pat)?.name == "Pat", "no rename")
        #expect(try await store.following(of: pat).isEmpty, "no follow")
        try await session(store, loginLines("Ada") + ["unban Pat"])
        let again = try await session(store, [], player: "Pat")
        #expect(!again.output.text.contains("made you a moderator"), "told once")
        #expect(again.output.text.contains("Ada lifted the ban on this account"))
    }

    @Test func statsNamesOnlyYouAndAPlainPlayerIsNotPointedAtUsers() async throws {
        let store = try await communityStore()
        let t = try await session(store, loginLines("Pat") + ["stats Ada", "follow Nobody", "stats pat"])
        #expect(t.output.text.contains("stats tells you about your own games. To hear about Ada, type profile Ada."))
        #expect(t.output.text.contains("There is no player called Nobody. Check the spelling."))
        #expect(!t.output.text.contains("Type users"))
        let admin = try await session(store, loginLines("Ada") + ["follow Nobody"])
        #expect(admin.output.text.contains("Type users to hear everyone."))
    }

    @Test func aSearchForPercentOrUnderscoreFindsOnlyThoseSigns() async throws {
        let store = try await tinyStore()
        _ = try await store.addQuestion(
            Question(categoryID: "tiny", kind: .truefalse, difficulty: .easy, text: "Is 50% a half?", answers: ["true"]))
        let all = try await store.searchQuestions(category: nil, words: ["%"], offset: 0, limit: 10)
        #expect(all.items.map(\.question.text) == ["Is 50% a half?"])
        #expect(try await store.searchQuestions(category: nil, words: ["_"], offset: 0, limit: 10).total == 0)
    }
}
