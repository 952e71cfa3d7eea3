import EarshotCore
import Foundation
import Testing

@Suite("Events and actions as JSON")
struct WireFormatTests {
    static let asked = AskedQuestion(
        number: 1, total: 2, categoryName: "Science", kind: .choice, difficulty: .easy, text: "Gold?", options: ["Ag", "Au"])
    static let status = ScoreStatus(score: 100, correct: 1, answered: 1, total: 2)
    static let events: [GameEvent] = [
        .started(mode: "Classic", category: "Science", questions: 2), .asked(asked), .options(asked),
        .judged(
            Judgement(
                correct: true, points: 100, correctAnswer: "Au", explanation: nil, score: 100, chosen: "Au", chosenOption: 1,
                correctOption: 1)),
        .clarify(input: "a", candidates: [0, 1], options: ["Ag", "Au"]), .notUnderstood(input: "x", optionCount: 2, trueFalse: true),
        .skipped(correctAnswer: "Au", explanation: "Aurum."), .timeUp(correctAnswer: "Au", explanation: nil),
        .timeLeft(seconds: 5, warning: true), .score(status), .custom(kind: "sudden-death.lives", text: "One life left."),
        .recorded(AnswerRecord(position: 1, questionStoreID: 7, given: "Au", correct: true, points: 100, status: .answered, seconds: 2.5)),
        .finished(outcome: .completed, status: status),
    ]

    func json(_ value: some Encodable) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as! [String: Any]
    }

    @Test func everyEventRoundTripsWithItsTypeWord() throws {
        for event in Self.events {
            let object = try json(event)
            #expect(object["type"] as? String == event.wireType)
            #expect(try JSONDecoder().decode(GameEvent.self, from: JSONEncoder().encode(event)) == event)
        }
    }

    @Test func theShapesArePlain() throws {
        let custom = try json(GameEvent.custom(kind: "k", text: "Hello."))
        #expect(custom as NSDictionary == ["type": "custom", "kind": "k", "text": "Hello."] as NSDictionary)
        let judged = try json(Self.events[3])
        #expect((judged["judgement"] as? [String: Any])?["correctAnswer"] as? String == "Au")
        #expect((judged["judgement"] as? [String: Any])?["explanation"] == nil, "absent optionals are left out")
        let asked = try json(GameEvent.asked(Self.asked))
        #expect((asked["question"] as? [String: Any])?["options"] as? [String] == ["Ag", "Au"])
        #expect(try json(PlayerAction.answer("au")) as NSDictionary == ["type": "answer", "text": "au"] as NSDictionary)
        #expect(
            try json(PlayerAction.command("more time")) as NSDictionary
                == ["type": "command", "name": "more time", "argument": ""] as NSDictionary)
        #expect(try json(PlayerAction.repeatQuestion) as NSDictionary == ["type": "repeat"] as NSDictionary)
    }

    @Test func decodingIsLenientAndIgnoresUnknownFields() throws {
        let text = #"{"type":"judged","new":1,"judgement":{"correct":false,"correctAnswer":"Au","score":0,"colour":"red"}}"#
        let event = try JSONDecoder().decode(GameEvent.self, from: Data(text.utf8))
        #expect(event == .judged(Judgement(correct: false, points: 0, correctAnswer: "Au", explanation: nil, score: 0)))
        let question = try JSONDecoder().decode(Question.self, from: Data(#"{"kind":"typed","text":"2+2?","answers":["4"]}"#.utf8))
        #expect(question.wrong == [] && question.difficulty == .medium)
        for action in [PlayerAction.skip, .score, .quit, .repeatOptions, .answer("x"), .command("lives", "2")] {
            #expect(try JSONDecoder().decode(PlayerAction.self, from: JSONEncoder().encode(action)) == action)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameEvent.self, from: Data(#"{"type":"explode"}"#.utf8)) }
    }
}
