import EarshotAccounts
import Foundation

/// The real ``NamePronouncer``: espeak-ng's phonemes for the name, in the voice of its
/// script, through the process's one ``EspeakSynthesizer``. espeak-ng starts only when a
/// name is first compared (with the data folder speech uses, so the two share it).
public struct EspeakNamePronouncer: NamePronouncer {
    let dataFolder: URL?

    /// `dataFolder`: Earshot's data folder, where speech builds its espeak-ng overlay.
    public init(dataFolder: URL?) { self.dataFolder = dataFolder }

    public func spokenKey(_ name: String) async -> String? {
        guard let voice = Self.voice(for: name), let synthesizer = try? EspeakSynthesizer.shared(dataFolder: dataFolder),
            let phonemes = await synthesizer.phonemes(of: name, voice: voice)
        else { return nil }
        let key = Self.key(fromPhonemes: phonemes)
        return key.isEmpty ? nil : "\(voice):\(key)"
    }
}
