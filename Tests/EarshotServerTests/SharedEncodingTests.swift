import EarshotCore
import Foundation
import Testing

@testable import EarshotWire

/// A room's news is encoded once for all its players (``SharedEncoding``): what each client
/// receives is still exactly the text of its own message, never a neighbour's.
@Suite struct SharedEncodingTests {
    static func asked(_ number: Int, _ text: String = "What is 2 + 2?") -> ServerMessage {
        .event(
            .game(
                .asked(
                    AskedQuestion(
                        number: number, total: 10, categoryName: "Arithmetic", kind: .choice, difficulty: .easy,
                        text: text, options: ["3", "4", "5", "22"]))))
    }

    @Test func eachMessageGetsItsOwnTextWhileOthersAreShared() throws {
        // Many connections send the same few messages, interleaved, with near twins among
        // them (one word or one number apart) and more of them than are kept.
        var messages: [ServerMessage] = []
        for round in 0..<3 {
            for n in 1...20 {
                messages.append(Self.asked(n))
                messages.append(Self.asked(n, "What is 2 + 3?"))
                messages.append(.event(.game(.timeLeft(seconds: n, warning: round == 1))))
                messages.append(.prompt("Answer \(n)?"))
            }
        }
        for message in messages + messages.reversed() {
            #expect(try SharedEncoding.text(of: message) == WireCodec.encode(message))
        }
    }

    @Test func concurrentSendersOfOneQuestionAllGetItsText() async throws {
        let message = Self.asked(7, "Which planet is largest?")
        let expected = try WireCodec.encode(message)
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 { group.addTask { try SharedEncoding.text(of: message) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(texts.count == 200 && texts.allSatisfy { $0 == expected })
    }

    @Test func aPromptEveryoneIsSentOutlivesTheLinesEachIsSentAlone() throws {
        // A question's close in a room of 2,000: each player is sent their own place, then the
        // prompt that all are sent. The prompt's text is found ready nearly every time (other
        // tests' servers share the list, so not always); prompts were not kept at all before.
        let prompt = ServerMessage.event(.app(.prompt("Type your answer, room 4411.")))
        var kept = 0
        for n in 1...2_000 {
            let place = ServerMessage.event(.app(.info("You are number \(n) of 2000 in room 4411.")))
            #expect(try SharedEncoding.text(of: place) == WireCodec.encode(place))
            if SharedEncoding.isKept(prompt) { kept += 1 }  // its text is there to send again
            #expect(try SharedEncoding.text(of: prompt) == WireCodec.encode(prompt))
        }
        #expect(kept > 1_800, "the prompt's text was ready \(kept) times in 2000")
        #expect(!SharedEncoding.isKept(.event(.app(.info("You are number 1 of 2000 in room 4411.")))))
    }

    @Test func aMessageIsKeptFromItsSecondSendingNotItsFirst() throws {
        let mine = ServerMessage.event(.app(.info("You are number 7 of 2000 in room 5522.")))
        #expect(try SharedEncoding.text(of: mine) == WireCodec.encode(mine))
        #expect(!SharedEncoding.isKept(mine), "a line sent once is not kept")
        // Sent again at once (as a room's next seat sends the same question): kept from now on.
        let shared = ServerMessage.event(.app(.info("Question 3 of room 5522 closed.")))
        for _ in 0..<2 { #expect(try SharedEncoding.text(of: shared) == WireCodec.encode(shared)) }
        #expect(SharedEncoding.isKept(shared), "a line sent twice running is kept")
    }
}
