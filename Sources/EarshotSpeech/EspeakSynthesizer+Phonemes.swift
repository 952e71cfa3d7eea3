import CEspeakNG
import Foundation

extension EspeakSynthesizer {
    /// How espeak-ng would say `text` in `voice`, as its phoneme names (one clause after
    /// another), or `nil` when the voice cannot be set. Nothing is synthesized.
    public func phonemes(of text: String, voice: String) -> String? {
        guard espeak_SetVoiceByName(voice) == EE_OK else { return nil }
        defer { forgetVoice() }
        var out = ""
        let bytes = Array(text.utf8CString)
        bytes.withUnsafeBufferPointer { buffer in
            var pointer: UnsafeRawPointer? = UnsafeRawPointer(buffer.baseAddress)
            var clauses = 0
            while let start = pointer, clauses < 64 {
                clauses += 1
                var cursor: UnsafeRawPointer? = start
                guard let piece = espeak_TextToPhonemes(&cursor, Int32(espeakCHARS_UTF8), 0) else { break }
                out += String(cString: piece) + " "
                pointer = cursor
            }
        }
        return out
    }
}
