import EarshotApp
import EarshotCore
import EarshotTesting
import Foundation
import Testing

/// A room on one server, a player on another: the club's bus between them, in memory.
@Suite struct LiveRoomBusTests {
    /// The club's bus in one process: every message reaches every server's listener, except
    /// those `drop` holds back (a room's server too busy to answer in time).
    actor MemoryBus: RoomBus {
        private var listeners: [@Sendable (String) async -> Void] = []
        let drop: @Sendable (String) -> Bool

        init(drop: @escaping @Sendable (String) -> Bool) { self.drop = drop }

        func send(_ message: String) async throws {
            guard !drop(message) else { return }
            for listener in listeners { await listener(message) }
        }

        func listen(_ handle: @escaping @Sendable (String) async -> Void) async throws {
            listeners.append(handle)
            while !Task.isCancelled { try await Task.sleep(for: .seconds(3600)) }
        }
    }

    @Test func aPlayerToldAnswerTakenHearsTheVerdictEvenWhenTheRoomsServerDoesNotSayIt() async throws {
        // The room's server never answers "what did this player answer?": the seat's own
        // server knows, since the room took the answer.
        let bus = MemoryBus(drop: { $0.contains("\"answerOf\"") })
        let (first, second) = (LiveRooms(lease: .seconds(30)), LiveRooms(lease: .seconds(30)))
        await first.connect(bus)
        await second.connect(bus)
        let room = try await Classroom(rooms: first)
        let (host, pin) = try await room.open("room test --count 3")
        let ann = try await room.server(second).person("Ann")
        ann.type("join \(pin)")
        #expect(await host.sees("Ann joined. 1 in the room."))
        host.type("start")
        #expect(await host.sees("Question 1 of 3 sent: "))
        let text = try #require(LiveRoomTests.sent(host, 1))
        let (right, _) = try #require(LiveRoomTests.answers[text])
        #expect(await ann.sees(text))
        ann.type(right)
        #expect(await ann.sees("Answer taken: \(right)."))
        #expect(await host.sees("Question 1 closed: 1 of 1 answered, 1 right."))
        #expect(await ann.sees("You are number 1 of 1, with 100 points."))
        #expect(!ann.text.contains("No answer from you"), "\(ann.text)")
    }
}
