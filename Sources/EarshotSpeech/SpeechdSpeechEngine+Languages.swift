import CSpeechd
import EarshotCore
import Foundation

/// Words in another language within one message. A burst of text (a question, its options and
/// the prompt) goes to speech-dispatcher as one message, since its `text` priority interrupts
/// itself; a piece of it in another language (a category's own name, a language's name in the
/// `language` list) would then be read by the first piece's voice: "中文" as "Chinese letter".
/// Such a message goes as SSML instead, each piece in another language inside
/// `<voice xml:lang="…">`, which the espeak-ng module (and any module that takes SSML) reads in
/// that language's voice. A message in one language stays plain text.
extension SpeechdSpeechEngine {
    /// The text of a message made of `utterances`, and whether it is SSML.
    static func message(for utterances: [Utterance]) -> (text: String, ssml: Bool) {
        guard let first = utterances.first else { return ("", false) }
        let base = SpeechdSettings.split(first.voice.voice).language
        let languages = utterances.map { SpeechdSettings.split($0.voice.voice).language }
        guard languages.contains(where: { $0 != base }) else {
            return (utterances.map(\.text).joined(separator: " "), false)
        }
        let pieces = zip(utterances, languages).map { utterance, language in
            let text = MarkupEscape.escaped(utterance.text)
            return language == base ? text : "<voice xml:lang=\"\(MarkupEscape.escaped(language))\">\(text)</voice>"
        }
        return ("<speak>" + pieces.joined(separator: " ") + "</speak>", true)
    }

    /// Switches libspeechd between plain text and SSML when the next message needs the other
    /// (on the connection's thread).
    static func setMode(ssml: Bool, on c: UnsafeMutablePointer<SPDConnection>) {
        spd_set_data_mode(c, ssml ? SPD_DATA_SSML : SPD_DATA_TEXT)
    }
}
