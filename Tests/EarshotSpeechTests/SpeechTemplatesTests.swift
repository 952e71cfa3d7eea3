import EarshotCore
import EarshotPlugins
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

    /// A sentence ends with its language's full stop: a Chinese menu read as one line ends
    /// in "。", not in an English ".".
    @Test func aChineseSentenceEndsWithAChineseFullStop() {
        let t = SpeechTemplates()
        #expect(t.fill("options.brief", ["options": "1 经典、2 限时"], messages: Messages(.zh)) == "1 经典、2 限时。")
        #expect(t.fill("options.brief", ["options": "1 Klasik, 2 Bermasa"], messages: Messages(.ms)) == "1 Klasik, 2 Bermasa.")
        #expect(t.fill("options.brief", ["options": "1 经典？"], messages: Messages(.zh)) == "1 经典？")
    }

    @Test func hooksOverrideAndEmptyTemplatesAreSilent() {
        let t = SpeechTemplates(hooks: ["timed.warning": "{text}", "goodbye": ""])
        #expect(t.fill("timed.warning", ["text": "10 seconds left"]) == "10 seconds left.")
        #expect(t.fill("goodbye") == nil)
    }
}

@Suite struct PluginSpeechHookTests {
    @Test func theTimedPluginSpeaksAShorterHintThanItPrints() throws {
        let registry = try BuiltinPlugins.registry()
        let renderer = SpeechRenderer(templates: SpeechTemplates(hooks: registry.speechHooks))
        let hint = GameEvent.custom(kind: "timed.hint", text: "Type more time for 20 seconds more, or pause to stop the clock.")
        #expect(renderer.items(for: .game(hint)) == [.say("Type more time, or pause.", .feedback)])
        // Without the plugin's hook, the printed text is said.
        let plain = SpeechRenderer(templates: SpeechTemplates())
        #expect(plain.items(for: .game(hint)) == [.say("Type more time for 20 seconds more, or pause to stop the clock.", .feedback)])
    }

    @Test func trueOrFalseQuestionsGetTheirOwnSpokenHint() {
        let renderer = SpeechRenderer(templates: SpeechTemplates())
        let items = renderer.items(for: .game(.notUnderstood(input: "maybe", optionCount: 2, trueFalse: true)))
        #expect(items == [.say("\"maybe\" is not one of the options. Type true or false, yes or no also work, or 1 or 2.", .feedback)])
    }
}
