import EarshotCore
import EarshotWire
import Foundation
import Testing

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
}
