import EarshotApp
import EarshotTesting
import EarshotWire
import Foundation
import Testing

@testable import EarshotServer

/// Wrong passwords are slowed by name and by address: guessing one account from many
/// connections, or many accounts from one address, is slow; a class behind one address
/// logging in is not (see ``LoginTests``).
@Suite("Login rate limits", .serialized, .timeLimit(.minutes(3)))
struct LoginThrottleTests {
    /// Wrong passwords slow the next try for that account from that address, even with the
    /// right password (refused unchecked), and from another connection too; another account
    /// from the same address is not held up, until many different names failed from it.
    @Test func wrongPasswordsAreRateLimitedForTheAccountAndTheAddress() async throws {
        let server = try await RunningServer(throttleUnit: .seconds(8)) { $0.loginNamesPerAddress = 2 }
        defer { server.stop() }
        for name in ["Ann", "Bob"] {
            let c = WireClient(url: server.url)
            #expect(await c.join(name))
            c.send(.line("quit"))
            #expect(await c.wait { $0.closed })
        }
        let ann = WireClient(url: server.url)
        defer { ann.close() }
        ann.hello("Ann")
        #expect(await ann.wait { $0.secretPrompts >= 1 })
        ann.send(.secret("Wrong-Guess-1"))
        #expect(await ann.wait { $0.secretPrompts >= 2 })
        ann.send(.secret("Wrong-Guess-2"))
        #expect(await ann.wait { $0.secretPrompts >= 3 })
        #expect(ann.told.contains { $0.contains("did not work") })
        ann.send(.secret(WireClient.password))
        #expect(await ann.wait { $0.secretPrompts >= 4 })
        #expect(ann.told.contains { $0.contains("must wait") }, "too soon: refused unchecked")
        #expect(ann.prompts == 0)

        // Guessing Ann from another connection waits too.
        let other = WireClient(url: server.url)
        defer { other.close() }
        other.hello("Ann")
        #expect(await other.wait { $0.secretPrompts >= 1 })
        other.send(.secret(WireClient.password))
        #expect(await other.wait { c in c.told.contains { $0.contains("must wait") } })

        // Bob, from the same address, logs in at once: one account guessed is not the address.
        let bob = WireClient(url: server.url)
        defer { bob.close() }
        #expect(await bob.join("Bob"))
        #expect(!bob.told.contains { $0.contains("must wait") })

        // Two more names fail from the address (names nobody has count too): now it is slowed.
        for name in ["Cy", "Dee"] {
            let guess = WireClient(url: server.url)
            defer { guess.close() }
            guess.hello(name)
            #expect(await guess.wait { $0.secretPrompts >= 1 })
            guess.send(.secret("Wrong-Guess-1"))
            #expect(await guess.wait { $0.secretPrompts >= 2 })
            guess.send(.secret("Wrong-Guess-2"))
            #expect(await guess.wait { c in c.told.contains { $0.contains("did not work") } })
        }
        #expect(await server.context.throttles.failedNames(address: "127.0.0.1") == 3)
        let bobAgain = WireClient(url: server.url)
        defer { bobAgain.close() }
        bobAgain.hello("Bob")
        #expect(await bobAgain.wait { $0.secretPrompts >= 1 })
        bobAgain.send(.secret(WireClient.password))
        #expect(await bobAgain.wait { c in c.told.contains { $0.contains("must wait") } }, "many names failed from here")

        try await Task.sleep(for: .milliseconds(8500))
        ann.send(.secret(WireClient.password))
        #expect(await ann.wait { $0.prompts >= 1 }, "after the wait the right password works")
        #expect(try await server.context.store.account(named: "Ann")?.failedLogins == 0)
    }

    /// The schedules, taken apart: one name from one address at once; one name from many
    /// addresses after its grace; one address only once many names failed from it. On both
    /// stores, where the counts are kept.
    @Test(arguments: StoreKind.available)
    func throttlesKeepAccountsAndAddressesApart(_ kind: StoreKind) async throws {
        let throttles = LoginThrottles(store: try await kind.make(), unit: .seconds(1), accountGrace: 2, namesPerAddress: 2)
        let ann = LoginThrottles.key(accountID: 1)
        await throttles.failed(address: "10.0.0.1", name: ann)
        #expect(await throttles.wait(address: "10.0.0.1", name: ann) > .milliseconds(500), "same account, same address")
        #expect(await throttles.wait(address: "10.0.0.1", name: LoginThrottles.key(accountID: 2)) == .zero, "another account")
        #expect(await throttles.wait(address: "10.0.0.2", name: ann, storedFailures: 1) == .zero, "elsewhere, within the grace")
        await throttles.failed(address: "10.0.0.2", name: ann)
        await throttles.failed(address: "10.0.0.3", name: ann)
        #expect(await throttles.wait(address: "10.0.0.4", name: ann) > .milliseconds(500), "many addresses, one account")
        for name in ["bob", "cy"] { await throttles.failed(address: "10.0.0.1", name: LoginThrottles.key(unknownName: name)) }
        #expect(await throttles.failedNames(address: "10.0.0.1") == 3)
        #expect(await throttles.wait(address: "10.0.0.1", name: LoginThrottles.key(accountID: 9)) > .milliseconds(500), "many names")
        #expect(await throttles.wait(address: "10.0.0.5", name: LoginThrottles.key(accountID: 9)) == .zero)
        #expect(LoginThrottles.key(unknownName: "Bob") == LoginThrottles.key(unknownName: "bob"))
        await throttles.succeeded(address: "10.0.0.4", name: ann)
        #expect(await throttles.wait(address: "10.0.0.4", name: ann) == .zero)
        #expect(await throttles.failedNames(address: "10.0.0.1") == 3, "an address is not reset by a login elsewhere")
        await throttles.failed(address: "10.0.0.1", name: LoginThrottles.key(unknownName: "dee"))
        await throttles.succeeded(address: "10.0.0.1", name: ann)
        #expect(await throttles.failedNames(address: "10.0.0.1") == 3, "nor by logging in to one account of its own")
        #expect(await throttles.wait(address: "10.0.0.1", name: LoginThrottles.key(accountID: 9)) > .zero)
        #expect(await throttles.failedNames(address: "10.0.0.10") == 0, "another address that begins the same")
    }

    /// A count is forgotten once its last failure is older than the window, and starts again.
    @Test(arguments: StoreKind.available)
    func oldFailuresAreForgotten(_ kind: StoreKind) async throws {
        let store = try await kind.make()
        let throttles = LoginThrottles(store: store, unit: .seconds(1), forgetAfter: .milliseconds(700))
        for _ in 1...3 { await throttles.failed(address: "10.0.0.1", name: "#1") }
        #expect(
            try await store.failures(keys: ["login pair 10.0.0.1 #1"], forgetAfter: .seconds(60))["login pair 10.0.0.1 #1"]?.failures == 3)
        #expect(await throttles.wait(address: "10.0.0.1", name: "#1") > .zero)
        try await Task.sleep(for: .milliseconds(900))
        #expect(await throttles.wait(address: "10.0.0.1", name: "#1") == .zero, "forgotten")
        await throttles.failed(address: "10.0.0.1", name: "#1")
        #expect(
            try await store.failures(keys: ["login pair 10.0.0.1 #1"], forgetAfter: .seconds(60))["login pair 10.0.0.1 #1"]?.failures == 1,
            "and counted again from one")
    }

    /// Two servers of one club on one PostgreSQL keep one count: wrong passwords typed through
    /// one slow the next try through the other (a load balancer spreading a guesser's
    /// connections gives no more tries), and the right password through the other clears it.
    @Test func serversOfOneClubShareTheirCounts() async throws {
        guard StoreKind.available.contains(.postgres) else { return }
        let database = try await TemporaryPostgres.sharedServer().newDatabase()
        let a = try await RunningServer(store: .postgres, location: database, throttleUnit: .seconds(8)) { $0.sharedStore = true }
        defer { a.stop() }
        let b = try await RunningServer(store: .postgres, location: database, throttleUnit: .seconds(8)) { $0.sharedStore = true }
        defer { b.stop() }
        let first = WireClient(url: a.url)
        #expect(await first.join("Ann"))
        first.close()
        let guess = WireClient(url: a.url)
        defer { guess.close() }
        guess.hello("Ann")
        #expect(await guess.wait { $0.secretPrompts >= 1 })
        guess.send(.secret("Wrong-Guess-1"))
        #expect(await guess.wait { $0.secretPrompts >= 2 })
        guess.send(.secret("Wrong-Guess-2"))
        #expect(await guess.wait { c in c.told.contains { $0.contains("did not work") } })
        #expect(await b.context.throttles.failedNames(address: "127.0.0.1") == 1, "server B sees server A's failure")

        let elsewhere = WireClient(url: b.url)
        defer { elsewhere.close() }
        elsewhere.hello("Ann")
        #expect(await elsewhere.wait { $0.secretPrompts >= 1 })
        elsewhere.send(.secret(WireClient.password))
        #expect(await elsewhere.wait { c in c.told.contains { $0.contains("must wait") } }, "slowed on B by A's failure")
        #expect(elsewhere.prompts == 0)

        try await Task.sleep(for: .milliseconds(8500))
        let owner = WireClient(url: b.url)
        defer { owner.close() }
        #expect(await owner.join("Ann"), "after the wait the right password works on B")
        #expect(await a.context.throttles.failedNames(address: "127.0.0.1") == 0, "and A sees the count cleared")
    }
}
