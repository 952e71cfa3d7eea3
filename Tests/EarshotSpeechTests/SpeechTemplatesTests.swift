import EarshotCore
import Testing

@testable import EarshotSpeech

@Suite struct SpeechTemplatesTests {
    @Test func fillsSlotsAndEndsSentences() {
        let t = SpeechTemplates()
        #expect(t.fill("option", ["number": "2", "option": "Au"]) == "Option 2, Au.")
        #expect(
            t.fill("question", ["number": "1", "total": "3", "category": "Science", "text": "What is it?"])
                == "Question 1 of 3. Science. What is it?")
        #expect(t.fill("no such kind") == nil)
    }

    @Test func hooksOverrideAndEmptyTemplatesAreSilent() {
        let t = SpeechTemplates(hooks: ["timed.warning": "{text}", "goodbye": ""])
        #expect(t.fill("timed.warning", ["text": "10 seconds left"]) == "10 seconds left.")
        #expect(t.fill("goodbye") == nil)
    }
}
