import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A password that meets every rule, used across these tests.
let goodPassword = "Zebra#Quiz42"
let otherPassword = "Otter!Maps77"

/// Runs a REPL session with these lines on `store` as `player`; returns the test app.
@discardableResult
func session(
    _ store: Store, _ lines: [String], player: String = "Local", today: String = "2026-11-23",
    clock: any GameClock = systemClock, databasePath: String = ":memory:"
) async throws -> TestApp {
    let t = try await TestApp(
        lines: lines, registry: try BuiltinPlugins.registry(), store: store, player: player, today: today, clock: clock,
        databasePath: databasePath)
    _ = await t.app.runREPL(version: "test")
    return t
}

/// A store with the built-in packs, its dates from `clock`.
func bankStore(clock: any GameClock = systemClock) async throws -> Store {
    let store = try Store(clock: clock)
    #expect(await PackInstaller.installBuiltins(into: store).problems.isEmpty)
    return store
}

/// A store where Ada is the admin, Mo a moderator and Pat a player, each with a password.
func communityStore(clock: any GameClock = systemClock) async throws -> Store {
    let store = try await bankStore(clock: clock)
    try await session(
        store,
        [
            "register Ada", goodPassword, goodPassword, "register Mo", goodPassword, goodPassword, "register Pat", goodPassword,
            goodPassword,
        ],
        clock: clock)
    try await store.setRole(.moderator, playerID: try accountID(store, "Mo"))
    return store
}

/// Lines that log in as `name` with the shared password.
func loginLines(_ name: String) -> [String] { ["login \(name)", goodPassword] }

/// A temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-community-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The id of the account named `name`.
func accountID(_ store: Store, _ name: String) async throws -> Int64 {
    guard let account = try await store.account(named: name) else { throw StoreError("no account \(name)") }
    return account.id
}

/// The lines of a `submit` walk for a choice question in `category` whose right answer is
/// the second option, Mars.
func submitLines(text: String, category: String = "Science") -> [String] {
    ["submit", "choice", text, "Venus", "Mars", "Jupiter", "", "b", category, "easy", "Mars is red with iron oxide.", "yes"]
}
