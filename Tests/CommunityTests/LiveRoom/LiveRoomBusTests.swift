import EarshotApp
import EarshotCore
import EarshotTesting
import Foundation
import GRDB
import Synchronization
import Testing

/// A room on one server, a player on another: the club's bus between them, in memory.
@Suite struct LiveRoomBusTests {
    /// The club's bus in one process: every message reaches every server's listener, except
    /// those `drop` holds back (a room's server too busy to answer in time), and those `delay`
    /// names arrive late, holding back what was sent after them (PostgreSQL delivers one
    /// sender's notifications in order).
    actor MemoryBus: RoomBus {
        private var listeners: [@Sendable (String) async -> Void] = []
        let drop: @Sendable (String) -> Bool
        let delay: @Sendable (String) -> Duration?
        /// The delivery of the last message held back, and of those queued behind it.
        private var queue: Task<Void, Never>?
        private var queued = 0

        init(drop: @escaping @Sendable (String) -> Bool, delay: @escaping @Sendable (String) -> Duration? = { _ in nil }) {
            self.drop = drop
            self.delay = delay
        }

        func send(_ message: String) async throws {
            guard !drop(message) else { return }
            let late = delay(message)
            guard late != nil || queued > 0 else {
                for listener in listeners { await listener(message) }
                return
            }
            let (listeners, before) = (listeners, queue)
            queued += 1
            queue = Task {
                await before?.value
                try? await Task.sleep(for: late ?? .zero)
                for listener in listeners { await listener(message) }
                self.delivered()
            }
        }

        private func delivered() { queued -= 1 }

        func listen(_ handle: @escaping @Sendable (String) async -> Void) async throws {
            listeners.append(handle)
            while !Task.isCancelled { try await Task.sleep(for: .seconds(3600)) }
        }
    }

    /// A room of three questions on one server, Ann on another over `bus`, and question 1 put
    /// to her: the classroom, the host, Ann and the question's text.
    static func firstQuestion(over bus: MemoryBus, answerWait: Duration = .seconds(10)) async throws -> (
        Classroom, RoomTestPlayer, RoomTestPlayer, String
    ) {
        let (room, host, ann) = try await Self.annJoins(over: bus, waits: (.seconds(2), answerWait))
        #expect(await host.sees("Ann joined. 1 in the room."))
        host.type("start")
        #expect(await host.sees("Question 1 of 3 sent: "))
        let text = try #require(LiveRoomTests.sent(host, 1))
        #expect(await ann.sees(text))
        return (room, host, ann, text)
    }

    /// A room of three questions on one server, and Ann on another over `bus` (whose rooms
    /// wait `waits` for the room's server) typing `join` with its PIN.
    static func annJoins(over bus: MemoryBus, waits: (bus: Duration, answer: Duration)) async throws -> (
        Classroom, RoomTestPlayer, RoomTestPlayer
    ) {
        let first = LiveRooms(lease: .seconds(30))
        let second = LiveRooms(lease: .seconds(30), busWait: waits.bus, answerWait: waits.answer)
        await first.connect(bus)
        await second.connect(bus)
        let room = try await Classroom(rooms: first)
        let (host, pin) = try await room.open("room test --count 3")
        let ann = try await room.server(second).person("Ann")
        ann.type("join \(pin)")
        return (room, host, ann)
    }

    /// Ann types `right`: she is told it was taken, and the host hears question 1 close.
    static func answer(_ right: String, _ ann: RoomTestPlayer, _ host: RoomTestPlayer, typed: Bool = false) async {
        if !typed { ann.type(right) }
        #expect(await ann.sees("Answer taken: \(right)."))
        #expect(await host.sees("Question 1 closed: 1 of 1 answered, 1 right."))
    }

    @Test func aPlayerToldAnswerTakenHearsTheVerdictEvenWhenTheRoomsServerDoesNotSayIt() async throws {
        // The room's server never answers "what did this player answer?": the seat's own
        // server knows, since the room took the answer.
        let bus = MemoryBus(drop: { $0.contains("\"answerOf\"") })
        let (_, host, ann, text) = try await Self.firstQuestion(over: bus)
        let (right, _) = try #require(LiveRoomTests.answers[text])
        await Self.answer(right, ann, host)
        #expect(await ann.sees("You are number 1 of 1, with 100 points."))
        #expect(!ann.text.contains("No answer from you"), "\(ann.text)")
    }

    @Test func anAnswerTypedAgainAfterTheRoomsServerWasSilentIsKeptOnce() async throws {
        // Ann's first answer never reaches the room's server: she is told to type it again,
        // and her game keeps one answer for the question, the one the room took.
        let sent = Mutex(0)
        let bus = MemoryBus(drop: { message in
            message.contains("\"kind\":\"answer\"")
                && sent.withLock { count in
                    count += 1
                    return count == 1
                }
        })
        let (room, host, ann, text) = try await Self.firstQuestion(over: bus, answerWait: .seconds(3))
        let (right, wrong) = try #require(LiveRoomTests.answers[text])
        ann.type(wrong)
        #expect(await ann.sees("The room's server is busy: your answer is on its way. No need to type it again."))
        #expect(await ann.sees("The room's server did not answer, so your answer is not counted yet. Type it again."))
        await Self.answer(right, ann, host)
        let kept = try await room.store.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT a.given FROM answer a JOIN game g ON g.id = a.gameID JOIN player p ON p.id = g.playerID
                    WHERE p.name = 'Ann' AND g.mode = 'room' AND a.position = 1
                    """)
        }
        #expect(kept == [right], "the first try is not kept beside the one the room took")
    }

    @Test func anAnswerTheRoomsServerTakesLateIsTakenWithoutTypingItAgain() async throws {
        // The room's server gets Ann's answer 3 s late (a busy club): past the 2 s every other
        // request waits, within the time an answer waits. She hears it is on its way, then
        // that it was taken; she is never asked to type it again.
        let bus = MemoryBus(drop: { _ in false }, delay: { $0.contains("\"kind\":\"answer\"") ? .seconds(3) : nil })
        let (_, host, ann, text) = try await Self.firstQuestion(over: bus)
        let (right, _) = try #require(LiveRoomTests.answers[text])
        ann.type(right)
        #expect(await ann.sees("The room's server is busy: your answer is on its way. No need to type it again."))
        await Self.answer(right, ann, host, typed: true)
        #expect(!ann.text.contains("Type it again"), "\(ann.text)")
        let onItsWay = ann.text.range(of: "on its way")
        let taken = ann.text.range(of: "Answer taken: \(right).")
        #expect(onItsWay.flatMap { w in taken.map { w.lowerBound < $0.lowerBound } } == true, "said in this order: \(ann.text)")
    }

    @Test func aJoinWhoseReplyComesTooLateLeavesNoOneInTheRoom() async throws {
        // Ann's join reaches the room's server after her own server gave up waiting: the room
        // seated her, but she was told it did not answer. Her server tells the room she left,
        // so a room waiting for everyone's answer does not wait for a player who is not there.
        let bus = MemoryBus(drop: { _ in false }, delay: { $0.contains("\"kind\":\"join\"") ? .seconds(3) : nil })
        let (_, host, ann) = try await Self.annJoins(over: bus, waits: (.milliseconds(500), .seconds(1)))
        #expect(await ann.sees("The room's server is busy: still joining."))
        #expect(await ann.sees("The server that runs that room did not answer. Try again in a moment."))
        #expect(await host.sees("Ann joined. 1 in the room."))
        #expect(await host.sees("Ann left. 0 in the room."))
    }

    @Test func anAnswerIsTakenWhileTheRoomsServerIsTooBusyToSayWhichQuestionIsOpen() async throws {
        // The seat knows the question is open (it hears each close); it used to ask the room's
        // server first, and a reply that did not come read as "That question has closed": Ann
        // could not answer, and the room waited for her.
        let bus = MemoryBus(drop: { $0.contains("\"currentIndex\"") })
        let (_, host, ann, text) = try await Self.firstQuestion(over: bus)
        let (right, _) = try #require(LiveRoomTests.answers[text])
        await Self.answer(right, ann, host)
        #expect(!ann.text.contains("That question has closed."), "\(ann.text)")
    }
}
