import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotStore
import EarshotTesting
import Foundation
import Testing

/// Live rooms played by several sessions over one store, as a class would: a host opens a
/// room, players join with the PIN, everyone hears each question and their own result.
@Suite struct LiveRoomTests {
    /// A store with three questions of known answers in category `room-test`, and a host.
    static func classroom() async throws -> (Store, PluginRegistry) {
        let store = try Store()
        let questions = [
            ("What is the capital of France?", "Paris", ["Rome", "Madrid", "Berlin"]),
            ("What colour is the sky on a clear day?", "Blue", ["Green", "Red", "Yellow"]),
            ("How many legs has a spider?", "Eight", ["Six", "Four", "Ten"]),
        ].map { Question(categoryID: "room-test", kind: .choice, difficulty: .easy, text: $0.0, answers: [$0.1], wrong: $0.2) }
        _ = try await store.add(questions, categories: [Category(id: "room-test", name: "Room test")], source: "test")
        let host = try await store.player(named: "Teacher")
        try await store.setRole(.host, playerID: host.id)
        return (store, try BuiltinPlugins.registry())
    }

    /// The PIN the host was given ("PIN 4 8 2 1").
    static func pin(_ host: RoomTestPlayer) -> String? {
        guard let range = host.text.range(of: #"PIN (\d )+\d"#, options: .regularExpression) else { return nil }
        return host.text[range].dropFirst(4).filter(\.isNumber)
    }

    /// The question text the host was told was sent as number `n`.
    static func sent(_ host: RoomTestPlayer, _ n: Int) -> String? {
        guard let line = host.output.lines.last(where: { $0.contains("Question \(n) of 3 sent: ") }) else { return nil }
        return line.components(separatedBy: "sent: ").last
    }

    static let answers = [
        "What is the capital of France?": ("Paris", "Rome"), "What colour is the sky on a clear day?": ("Blue", "Red"),
        "How many legs has a spider?": ("Eight", "Six"),
    ]

    @Test func aHostAndTwoPlayersPlayARoomToItsEnd() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("room test --count 3")
        #expect((4...6).contains(pin.count))
        let ann = try await room.person("Ann")
        let ben = try await room.person("Ben")
        ann.type("join \(pin)")
        #expect(await host.sees("Ann joined. 1 in the room."))
        ben.type("join \(pin.map(String.init).joined(separator: " "))")
        #expect(await host.sees("Ben joined. 2 in the room."))
        #expect(await ann.sees("Waiting for the host to start."))

        for n in 1...3 {
            host.type(n == 1 ? "start" : "next")
            #expect(await host.sees("Question \(n) of 3 sent: "))
            let text = try #require(Self.sent(host, n))
            let (right, wrong) = try #require(Self.answers[text])
            #expect(await ann.sees(text))
            #expect(await ben.sees(text))
            ann.type(right)
            #expect(await ann.sees("Answer taken: \(right). Waiting for the others."))
            #expect(await host.sees("1 of 2 answered."))
            // Nobody hears a verdict before everyone answered.
            #expect(ann.text.components(separatedBy: "You are number").count - 1 == n - 1)
            ben.type(wrong)
            #expect(await host.sees("Question \(n) closed: 2 of 2 answered, 1 right."))
            #expect(await ann.sees("You are number 1 of 2, with \(n * 100) points."))
            #expect(await ben.sees("You are number 2 of 2, with 0 points."))
            #expect(await ben.sees(right))  // the right answer is told
        }
        host.type("next")
        #expect(await ann.sees("You came number 1 of 2, with 300 points, 3 of 3 right."))
        #expect(await ben.sees("You came number 2 of 2, with 0 points, 0 of 3 right."))
        #expect(await host.sees("The room is over. 2 players."))
        // Back at the main prompt, each player's room is a game of theirs.
        let annID = try await room.store.player(named: "Ann").id
        let stats = try await room.store.stats(playerID: annID)
        #expect(stats.games == 1)
        #expect(stats.correct == 3)
        for p in [host, ann, ben] { await p.disconnect() }
    }

    /// A mistyped room word is put right while no question is open; while one is, a word that
    /// is not the room's is taken as the player's answer (no suggestion is looked for).
    @Test func aMistypedWordIsSuggestedBetweenQuestionsAndAnAnswerDuringOne() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("room test --count 3")
        let ann = try await room.person("Ann")
        ann.type("join \(pin)")
        #expect(await host.sees("Ann joined. 1 in the room."))
        ann.type("scroe")
        #expect(await ann.sees("scroe is not a room word. Did you mean score?"))
        host.type("start")
        #expect(await host.sees("Question 1 of 3 sent: "))
        ann.type("scroe")
        // An answer to a choice question, then: not one of its options, and no suggestion.
        #expect(await ann.sees("\"scroe\" is not one of the options."))
        #expect(ann.text.components(separatedBy: "Did you mean score?").count == 2)
        await host.disconnect()
        await ann.disconnect()
    }
}

/// `report` in a room files a report on the room's open question and is never an answer
/// (issue 25: the room's own words did not include it).
@Suite struct LiveRoomReportTests {
    @Test func aPlayerReportsTheRoomsQuestionWithoutAnsweringIt() async throws {
        let room = try await Classroom()
        let (host, pin) = try await room.open("room test --count 3")
        let ann = try await room.person("Ann")
        ann.type("join \(pin)")
        #expect(await host.sees("Ann joined. 1 in the room."))
        host.type("start")
        #expect(await host.sees("Question 1 of 3 sent: "))
        let text = try #require(LiveRoomTests.sent(host, 1))
        #expect(await ann.sees(text))
        ann.type("report hard to hear")
        #expect(await ann.sees("Your report on '\(text)' is number 1."))
        #expect(!host.text.contains("1 of 1 answered."), "report was no answer")
        let report = try #require(try await room.store.report(1))
        #expect(report.questionText == text && report.words == "hard to hear")
        #expect(report.reporterID == (try await room.store.player(named: "Ann").id))
        ann.type(LiveRoomTests.answers[text]!.0)
        #expect(await host.sees("1 of 1 answered."), "the question stayed open for her answer")
    }
}
