import CSpeechd
import EarshotCore

/// How Earshot's voice settings map onto speech-dispatcher's, which run from -100 to 100 with
/// 0 as the desktop's normal: 175 words a minute, pitch 50 and volume 100 are 0; the slowest
/// and fastest rates (80 and 450) are -100 and 100.
public enum SpeechdSettings {
    /// Earshot's defaults: nothing is sent while these are in force.
    static let defaults = VoiceParameters(voice: SpeechSink.defaultVoice, rate: 175, pitch: 50, volume: 100)

    /// Words a minute (80–450) as speech-dispatcher's rate.
    public static func rate(_ wpm: Int) -> Int {
        let r = SpeechSink.rateRange
        let scaled = wpm < 175 ? (wpm - 175) * 100 / (175 - r.lowerBound) : (wpm - 175) * 100 / (r.upperBound - 175)
        return min(100, max(-100, scaled))
    }

    /// Pitch (0–100) as speech-dispatcher's pitch.
    public static func pitch(_ p: Int) -> Int { min(100, max(-100, (p - 50) * 2)) }

    /// Volume (0–200) as speech-dispatcher's volume.
    public static func volume(_ v: Int) -> Int { min(100, max(-100, v - 100)) }

    /// An espeak-ng style voice (`en-us+f2`) as a language and, from its variant, a voice type
    /// (`f…` female, `m…` male).
    static func split(_ voice: String) -> (language: String, type: SPDVoiceType?) {
        let parts = voice.split(separator: "+", maxSplits: 1).map(String.init)
        // espeak-ng calls Mandarin `cmn`; speech-dispatcher asks for the language, `zh`.
        let language = (parts.first ?? voice) == "cmn" ? "zh" : (parts.first ?? voice)
        guard parts.count == 2, let first = parts[1].lowercased().first else { return (language, nil) }
        switch first {
        case "f": return (language, SPD_FEMALE1)
        case "m": return (language, SPD_MALE1)
        default: return (language, nil)
        }
    }

    /// Whether `text` looks like a language code speech-dispatcher can take (`en`, `en-gb`).
    static func isLanguage(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let head = parts.first, (2...3).contains(head.count), head.allSatisfy({ $0.isLetter && $0.isASCII }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
