import EarshotConsole
import EarshotCore
import EarshotWire
import Testing

@testable import EarshotServer

/// Protocol 3: what the server queued for a client at once goes in one text message, one
/// message a line, never over the size limit; a client reads them back in order.
@Suite struct WireFramesTests {
    static let messages: [ServerMessage] = [
        .event(.app(.info("Line one\nand two, \"quoted\""))), .event(.app(.prompt("Your answer?"))), .prompt("room> "),
        .event(.game(.timeLeft(seconds: 5, warning: true))),
    ]

    @Test func messagesQueuedTogetherTravelInOneTextAndComeBackInOrder() throws {
        let texts = try Self.messages.map { try WireCodec.encode($0) }
        #expect(texts.allSatisfy { !$0.contains("\n") }, "a line break inside a text is escaped")
        let frames = WireCodec.frames(texts)
        #expect(frames.count == 1)
        #expect(try WireCodec.decodeAll(ServerMessage.self, from: frames[0]) == Self.messages)
    }

    @Test func aTextMessageStaysWithinTheLimit() throws {
        let texts = (0..<10).map { _ in String(repeating: "x", count: 300) }
        let frames = WireCodec.frames(texts, limit: 1000)
        #expect(frames.count == 4, "three of 300 bytes and two line breaks fit in 1000, a fourth does not")
        #expect(frames.allSatisfy { $0.utf8.count <= 1000 })
        #expect(frames.joined(separator: "\n") == texts.joined(separator: "\n"))
        let big = String(repeating: "y", count: 1000)
        #expect(WireCodec.frames(["a", big, "b"], limit: 1000) == ["a", big, "b"], "a message as long as the limit goes alone")
        #expect(WireCodec.frames([]).isEmpty)
    }

    @Test func aTextIsSplitOnItsLineBreaksOnlyWhateverTheScript() throws {
        let messages: [ServerMessage] = [
            .event(.app(.info("你好，世界\n第二行"))), .prompt("விடை?"), .event(.app(.info("e\u{301}\r\nnext"))),
        ]
        let frame = WireCodec.frames(try messages.map { try WireCodec.encode($0) })
        #expect(frame.count == 1)
        #expect(try WireCodec.decodeAll(ServerMessage.self, from: frame[0]) == messages)
        #expect(try WireCodec.decodeAll(ServerMessage.self, from: "").isEmpty, "an empty text carries no message")
    }

    @Test func aTextWithABrokenLineIsRefusedWhole() {
        #expect(throws: WireError.self) {
            try WireCodec.decodeAll(ServerMessage.self, from: #"{"type":"prompt","text":"a"}"# + "\nnot json")
        }
    }

    @Test func theOutboxHandsOverEverythingPostedSinceTheLastTake() async {
        let outbox = Outbox()
        for message in Self.messages { outbox.post(message) }
        var rings = outbox.doorbell.makeAsyncIterator()
        #expect(await rings.next() != nil)
        #expect(outbox.take() == Self.messages)
        #expect(outbox.take().isEmpty)
        outbox.post(.goodbye(reason: "Bye."))
        outbox.finish()
        #expect(outbox.take() == [.goodbye(reason: "Bye.")], "what was posted before the end is still handed over")
    }

    @Test func whatIsPostedWhileHeldWaitsForTheLastRelease() async {
        let outbox = Outbox()
        outbox.hold()
        outbox.post(Self.messages[0])
        outbox.hold()  // a batch inside a batch
        outbox.post(Self.messages[1])
        outbox.release()
        outbox.post(Self.messages[2])
        var rings = outbox.doorbell.makeAsyncIterator()
        outbox.finish()
        #expect(await rings.next() == nil, "nothing rang while a hold was on")
        let again = Outbox()
        again.hold()
        for message in Self.messages { again.post(message) }
        again.release()
        var rung = again.doorbell.makeAsyncIterator()
        #expect(await rung.next() != nil, "the last release rang")
        #expect(again.take() == Self.messages, "in the order posted")
    }

    @Test func aReleaseWithNothingQueuedDoesNotRing() async {
        let outbox = Outbox()
        outbox.hold()
        outbox.release()
        outbox.release()  // one too many: no harm
        outbox.post(Self.messages[0])
        var rings = outbox.doorbell.makeAsyncIterator()
        #expect(await rings.next() != nil, "a post after the holds ended rings at once")
        #expect(outbox.take() == [Self.messages[0]])
        outbox.finish()
        #expect(await rings.next() == nil)
    }

    @Test func aWriterAwakeDuringAHoldTakesOnlyWhatCameBeforeIt() {
        let outbox = Outbox()
        outbox.post(Self.messages[0])  // rang: the writer is on its way
        outbox.hold()
        outbox.post(Self.messages[1])
        #expect(outbox.take() == [Self.messages[0]], "what came before the hold goes; the held stays")
        #expect(outbox.take().isEmpty)
        outbox.post(Self.messages[2])
        outbox.release()
        #expect(outbox.take() == [Self.messages[1], Self.messages[2]], "the held go together once released")
    }

    @Test func aSessionsBatchLeavesInOneTake() async {
        let outbox = Outbox()
        let presenter = Presenter(sinks: [WireEventSink(outbox: outbox)])
        await presenter.together {
            await presenter.show(
                .asked(
                    AskedQuestion(
                        number: 1, total: 1, categoryName: "Film", kind: .choice, difficulty: .easy, text: "Which?", options: ["A", "B"])))
            #expect(outbox.take().isEmpty, "nothing leaves while the batch is under way")
            await presenter.say(.prompt("Your answer?"))
        }
        #expect(outbox.take().count == 2, "the question and its prompt leave together")
    }
}
