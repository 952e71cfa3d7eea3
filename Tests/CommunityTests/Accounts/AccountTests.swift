import EarshotAccounts
import EarshotApp
import EarshotConsole
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import GRDB
import Testing

@Suite("Accounts")
struct AccountTests {
    @Test func theFirstAccountRegisteredIsTheAdminAndIsToldSo() async throws {
        let store = try Store()
        let t = try await session(store, ["register Ada", goodPassword, goodPassword, "register Bo", goodPassword, goodPassword])
        #expect(t.output.text.contains("Registered a new player, Ada. You are now playing as Ada."))
        #expect(t.output.text.contains("you are its admin"))
        #expect(try await store.account(named: "Ada")?.role == .admin)
        #expect(try await store.account(named: "Bo")?.role == .player)
        #expect(t.output.text.components(separatedBy: "you are its admin").count == 2, "only the first is told")
    }

    @Test func namesAreUniqueWithoutRegardToCaseAndNeverCommandWords() async throws {
        let store = try Store()
        let t = try await session(store, ["register Ada", "", "register ada", "register play", "register Q", "register \u{7}Bell"])
        #expect(t.output.text.contains("The name ada is taken."))
        #expect(t.output.text.contains("\"play\" is a command word"))
        #expect(t.output.text.contains("2 to 32 characters"))
        #expect(t.output.text.contains("printable characters"))
        #expect(try await store.playerNames().sorted() == ["Ada", "Local"])
    }

    @Test func aWeakPasswordIsRefusedWithEveryRuleNamed() async throws {
        let store = try Store()
        let t = try await session(store, ["register Ada", "password", "register Ada", goodPassword, otherPassword])
        #expect(t.output.text.contains("It needs an upper-case letter, a digit and a symbol, such as ! or #."))
        #expect(t.output.text.contains("common password"))
        #expect(t.output.text.contains("The two passwords were not the same"))
        #expect(try await store.account(named: "Ada") == nil)
    }

    @Test func noClearPasswordInTheDatabaseFileOrTheOutput() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.sqlite").path
        do {
            let store = try Store(path: path)
            let t = try await session(
                store,
                [
                    "register Ada", goodPassword, goodPassword, "logout", "login Ada", otherPassword, "login Ada", goodPassword, "password",
                    goodPassword, otherPassword, otherPassword,
                ])
            #expect(t.output.text.contains("Your password is changed."))
            let spoken = t.events.events.map { "\($0)" }.joined()
            for p in [goodPassword, otherPassword] {
                #expect(!t.output.text.contains(p) && !spoken.contains(p), "never printed or said")
            }
            let hash = try await #require(store.passwordHash(playerID: try accountID(store, "Ada")))
            #expect(hash.hasPrefix("$argon2id$v=19$m=19456,t=2,p=1$"))
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains("s.sqlite"))
        for file in files {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
            for p in [goodPassword, otherPassword] {
                #expect(bytes.range(of: Data(p.utf8)) == nil, "\(p) in \(file)")
            }
        }
    }

    @Test func aPasswordTypedAtTheCommandPromptIsNotRepeated() async throws {
        let t = try await session(try Store(), [goodPassword, "halp"])
        #expect(!t.output.text.lowercased().contains(goodPassword.lowercased()))
        #expect(t.output.text.contains("it looked like a password"))
        #expect(t.output.text.contains("Unknown command \"halp\""))
    }

    @Test func aFailedLoginSlowsTheNextOneDown() async throws {
        let store = try Store()
        try await session(store, ["register Ada", goodPassword, goodPassword])
        let clock = ManualClock()
        let lines = ["logout", "login Ada", "Wrong#One1", "login Ada", "Wrong#Two2", "login Ada", goodPassword]
        let output = RecordingOutput()
        let options = AppOptions(databasePath: ":memory:", playerName: "Ada", today: "2026-11-23", color: false, interactive: false)
        let app = try await Earshot(
            store: store, registry: try BuiltinPlugins.registry(),
            presenter: Presenter(sinks: [TextSink(renderer: TextRenderer(), output: output)]),
            input: InputChannel(reader: ScriptedLineReader(lines)), speech: nil, options: options, clock: clock)
        let run = Task { await app.runREPL(version: "test") }
        var waits: [Int] = []
        for _ in 0..<2 {
            while clock.sleeperCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
            let failures = try await store.account(named: "Ada")?.failedLogins ?? -1
            let wait = LoginThrottle.delaySeconds(afterFailures: failures)
            waits.append(wait)
            #expect(!output.text.contains("Logged in."))
            clock.advance(by: .seconds(wait) - .milliseconds(1))
            try await Task.sleep(for: .milliseconds(20))
            #expect(clock.sleeperCount == 1, "still waiting just before the time is up")
            clock.advance(by: .milliseconds(1))
            while clock.sleeperCount > 0 { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(await ended(run) != nil, "the session ended")
        #expect(waits == [1, 2], "the wait grows: \(waits)")
        #expect(output.text.contains("checking takes longer: 2 seconds"))
        #expect(output.text.contains("Logged in. You are now playing as Ada."))
        #expect(try await store.account(named: "Ada")?.failedLogins == 0, "a right password starts the count again")
    }

    @Test func playerSwitchesOnlyToExistingPlayersWithoutAPassword() async throws {
        let store = try Store()
        let t = try await session(
            store, ["register Ada", goodPassword, goodPassword, "logout", "player Typo", "player Ada", "register Kid", "", "player Local"])
        #expect(t.output.text.contains("There is no player called Typo. Check the spelling, or type register Typo to create one."))
        #expect(t.output.text.contains("Ada has a password. Type login Ada to play as them."))
        #expect(t.output.text.contains("Kid has no password"))
        #expect(t.output.text.contains("Now playing as Local."))
        #expect(try await store.playerNames().sorted() == ["Ada", "Kid", "Local"], "no player made by a typo")
    }

    @Test func renameAndLogout() async throws {
        let store = try Store()
        let t = try await session(store, ["register Ada", goodPassword, goodPassword, "rename Local", "rename Adele", "logout", "logout"])
        #expect(t.output.text.contains("The name Local is taken."))
        #expect(t.output.text.contains("Ada is now called Adele."))
        #expect(t.output.text.contains("Adele is logged out. You are now playing as"))
        #expect(t.output.text.contains("has no password, so there is nothing to log out of"))
        #expect(try await store.account(named: "Adele")?.hasPassword == true)
    }

    @Test func passwordNeedsTheCurrentOne() async throws {
        let store = try Store()
        try await session(store, ["register Ada", goodPassword, goodPassword])
        let before = try await store.passwordHash(playerID: try accountID(store, "Ada"))
        let t = try await session(store, loginLines("Ada") + ["password", otherPassword, otherPassword, otherPassword])
        #expect(t.output.text.contains("That is not your current password, so nothing changed."))
        #expect(try await store.passwordHash(playerID: try accountID(store, "Ada")) == before)
    }
}

@Suite("Accounts from the command line", .serialized)
struct AccountBinaryTests {
    @Test func aPasswordComesFromTheEnvironmentOrAFileAndTyposMakeNobody() async throws {
        let home = try BinaryRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let db = home.appendingPathComponent("s.sqlite").path
        let made = try await BinaryRunner.run(
            ["--db", db, "--no-speech"], input: "register Ada\n\(goodPassword)\n\(goodPassword)\nquit\n", home: home)
        #expect(made.status == 0, "\(made.errors)")
        #expect(!made.output.contains(goodPassword), "piped passwords are not echoed")
        let refused = try await BinaryRunner.run(["stats", "--db", db, "--no-speech", "--player", "Ada"], home: home)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Ada has a password. Give it with --password-file FILE or the EARSHOT_PASSWORD variable"))
        let env = try await BinaryRunner.run(
            ["stats", "--db", db, "--no-speech", "--player", "ada"], home: home, environment: ["EARSHOT_PASSWORD": goodPassword])
        #expect(env.status == 0, "\(env.errors)")
        #expect(env.output.contains("Ada has not finished a game yet."))
        let file = home.appendingPathComponent("pw").path
        try "\(goodPassword)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let fromFile = try await BinaryRunner.run(
            ["stats", "--db", db, "--no-speech", "--player", "Ada", "--password-file", file], home: home)
        #expect(fromFile.status == 0, "\(fromFile.errors)")
        let wrong = try await BinaryRunner.run(
            ["stats", "--db", db, "--no-speech", "--player", "Ada"], home: home, environment: ["EARSHOT_PASSWORD": otherPassword])
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("That password is not right for Ada"))
        let typo = try await BinaryRunner.run(["stats", "--db", db, "--no-speech", "--player", "Adda"], home: home)
        #expect(typo.status == 1)
        let names = try await DatabaseQueue(path: db).read { db in try String.fetchAll(db, sql: "SELECT name FROM player ORDER BY name") }
        #expect(!names.contains("Adda"))
    }
}
