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
        #expect(server.context.throttles.failedNames(address: "127.0.0.1") == 3)
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
    /// addresses after its grace; one address only once many names failed from it.
    @Test func throttlesKeepAccountsAndAddressesApart() {
        let throttles = LoginThrottles(unit: .seconds(1), accountGrace: 2, namesPerAddress: 2)
        let ann = LoginThrottles.key(accountID: 1)
        throttles.failed(address: "10.0.0.1", name: ann, storedFailures: 1)
        #expect(throttles.wait(address: "10.0.0.1", name: ann) > .milliseconds(900), "same account, same address")
        #expect(throttles.wait(address: "10.0.0.1", name: LoginThrottles.key(accountID: 2)) == .zero, "another account")
        #expect(throttles.wait(address: "10.0.0.2", name: ann, storedFailures: 1) == .zero, "elsewhere, within the grace")
        throttles.failed(address: "10.0.0.2", name: ann, storedFailures: 2)
        throttles.failed(address: "10.0.0.3", name: ann, storedFailures: 3)
        #expect(throttles.wait(address: "10.0.0.4", name: ann, storedFailures: 3) > .milliseconds(900), "many addresses, one account")
        for name in ["bob", "cy"] { throttles.failed(address: "10.0.0.1", name: LoginThrottles.key(unknownName: name)) }
        #expect(throttles.failedNames(address: "10.0.0.1") == 3)
        #expect(throttles.wait(address: "10.0.0.1", name: LoginThrottles.key(accountID: 9)) > .milliseconds(900), "many names")
        #expect(throttles.wait(address: "10.0.0.5", name: LoginThrottles.key(accountID: 9)) == .zero)
        #expect(LoginThrottles.key(unknownName: "Bob") == LoginThrottles.key(unknownName: "bob"))
        throttles.succeeded(address: "10.0.0.4", name: ann)
        #expect(throttles.wait(address: "10.0.0.4", name: ann) == .zero)
        #expect(throttles.failedNames(address: "10.0.0.1") == 3, "an address is not reset by a login elsewhere")
        throttles.failed(address: "10.0.0.1", name: LoginThrottles.key(unknownName: "dee"))
        throttles.succeeded(address: "10.0.0.1", name: ann)
        #expect(throttles.failedNames(address: "10.0.0.1") == 3, "nor by logging in to one account of its own")
        #expect(throttles.wait(address: "10.0.0.1", name: LoginThrottles.key(accountID: 9)) > .zero)
    }
}
