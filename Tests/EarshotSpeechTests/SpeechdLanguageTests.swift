import EarshotCore
import Testing

@testable import EarshotSpeech

/// What speech-dispatcher is sent for a burst of text in more than one language.
@Suite struct SpeechdLanguageTests {
    static func said(_ text: String, _ voice: String) -> Utterance {
        Utterance(text: text, role: .option, voice: VoiceParameters(voice: voice, rate: 175, pitch: 50, volume: 100))
    }

    @Test func oneLanguageStaysPlainText() {
        let message = SpeechdSpeechEngine.message(for: [Self.said("Question 1.", "en-us"), Self.said("A, <b> & co.", "en-us")])
        #expect(message.ssml == false)
        #expect(message.text == "Question 1. A, <b> & co.")
    }

    @Test func aPieceInAnotherLanguageIsMarkedWithItsLanguage() {
        let message = SpeechdSpeechEngine.message(for: [
            Self.said("16, ", "en-us"), Self.said("历史 (中文).", "cmn"), Self.said("Tom & \"Jerry\" <3", "en-us"),
        ])
        #expect(message.ssml)
        #expect(
            message.text == "<speak>16,  <voice xml:lang=\"zh\">历史 (中文).</voice> Tom &amp; &quot;Jerry&quot; &lt;3</speak>")
    }

    @Test func aVoiceVariantIsNotAnotherLanguage() {
        let message = SpeechdSpeechEngine.message(for: [Self.said("Question.", "en+f3"), Self.said("Option.", "en+m1")])
        #expect(message.ssml == false)
    }
}
