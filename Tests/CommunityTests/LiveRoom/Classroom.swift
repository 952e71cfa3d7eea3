import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// A classroom for a live-room test: one store with three questions of known answers
/// (``LiveRoomTests/classroom()``), the plugins, one server's rooms and clock, and the people.
struct Classroom {
    let store: Store
    let registry: PluginRegistry
    let rooms: LiveRooms
    let clock: any GameClock

    init(rooms: LiveRooms = LiveRooms(), clock: any GameClock = ClockAdapter(ContinuousClock())) async throws {
        (store, registry) = try await LiveRoomTests.classroom()
        self.rooms = rooms
        self.clock = clock
    }

    /// The same store and plugins on another server (or the same one restarted).
    func server(_ rooms: LiveRooms) -> Classroom { Classroom(store: store, registry: registry, rooms: rooms, clock: clock) }

    private init(store: Store, registry: PluginRegistry, rooms: LiveRooms, clock: any GameClock) {
        self.store = store
        self.registry = registry
        self.rooms = rooms
        self.clock = clock
    }

    /// Someone at their own computer, at the main prompt.
    func person(_ name: String, address: String? = nil) async throws -> RoomTestPlayer {
        try await RoomTestPlayer(name, store: store, registry: registry, rooms: rooms, clock: clock, address: address)
    }

    /// The teacher (a host) opens a room with `words` after `room open`; returns them and the PIN.
    func open(_ words: String) async throws -> (RoomTestPlayer, String) {
        let host = try await person("Teacher")
        host.type("room open \(words)")
        #expect(await host.sees("Join with: join "))
        return (host, try #require(LiveRoomTests.pin(host)))
    }

    /// Players who join `pin`, once `host` heard them all arrive.
    func join(_ names: [String], _ pin: String, host: RoomTestPlayer) async throws -> [RoomTestPlayer] {
        var players: [RoomTestPlayer] = []
        for name in names {
            let player = try await person(name)
            player.type("join \(pin)")
            players.append(player)
        }
        #expect(await host.sees("\(names.count) in the room."))
        return players
    }
}
