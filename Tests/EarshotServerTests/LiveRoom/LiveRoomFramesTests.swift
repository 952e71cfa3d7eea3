import EarshotCore
import EarshotTesting
import EarshotWire
import Testing

/// A room's question reaches each player in one WebSocket message with its spoken prompt, and
/// each verdict in one with the player's place: a room of 2,000 costs the server one write a
/// player for each, not two.
@Suite("Live rooms: one message a player for a question", .serialized)
struct LiveRoomFramesTests {
    static func frames(of c: WireClient, holding wanted: (Event) -> Bool) -> [[ServerMessage]] {
        c.frames.filter { frame in frame.contains { if case .event(let e) = $0 { wanted(e) } else { false } } }
    }

    static func isAsked(_ e: Event) -> Bool { if case .game(.asked) = e { true } else { false } }
    static func isJudged(_ e: Event) -> Bool { if case .game(.judged) = e { true } else { false } }

    @Test func aQuestionAndItsPromptTravelTogetherAndSoDoAVerdictAndThePlace() async throws {
        let server = try await RunningServer(store: .sqlite)
        defer { server.stop() }
        let host = WireClient(url: server.url)
        #expect(await host.join("Teacher"))
        let ann = WireClient(url: server.url)
        #expect(await ann.join("Ann"))
        host.send(.line("room open --count 4"))
        #expect(await host.wait { $0.told.contains { $0.hasPrefix("Read this to the class") } })
        let pin = try #require(LiveRoomServerTests.pin(host.told))
        ann.send(.line("join \(pin)"))
        #expect(await host.wait { $0.told.contains { $0.contains("1 in the room.") } })
        host.send(.line("start"))
        // Four questions: written apart, a question and its prompt still share a message now
        // and then (the writer, on the other core, comes late), but seldom four times running.
        for round in 1...4 {
            #expect(await ann.wait { LiveRoomServerTests.asked($0).count == round })
            ann.send(.line("a"))
            #expect(await ann.wait { LiveRoomServerTests.judged($0).count == round })
            #expect(await ann.wait { $0.told.filter { $0.hasPrefix("You are number 1 of 1") }.count == round }, "\(ann.told)")
            #expect(await host.wait { $0.told.contains { $0.hasPrefix("Question \(round) closed") } })
            if round < 4 { host.send(.line("next")) }
        }
        let asked = Self.frames(of: ann, holding: Self.isAsked)
        #expect(asked.count == 4)
        for frame in asked {
            #expect(
                frame.contains { if case .event(.app(.prompt(let text))) = $0 { !text.isEmpty } else { false } },
                "the spoken prompt came in the question's message: \(frame)")
        }
        let verdicts = Self.frames(of: ann, holding: Self.isJudged)
        #expect(verdicts.count == 4)
        for frame in verdicts {
            #expect(
                frame.contains { if case .event(.app(.info(let text))) = $0 { text.hasPrefix("You are number 1 of 1") } else { false } },
                "the player's place came in the verdict's message: \(frame)")
        }
        for c in [host, ann] { c.close() }
    }
}
