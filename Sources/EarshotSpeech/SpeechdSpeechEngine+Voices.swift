import CSpeechd
import EarshotCore
import Foundation

/// The voices of the daemon: asked for once, on the connection's thread, within its time limit.
extension SpeechdSpeechEngine {
    public func installedVoices() async -> [InstalledVoice] {
        if let known = state.withLock({ $0.voiceNames }) { return known }
        guard !isFailed, let found = await connection.call(Self.listVoices) else {
            fail(.noAnswer, unsent: [])
            return []
        }
        state.withLock { $0.voiceNames = found }
        return found
    }

    /// The daemon's voices. On the connection's thread.
    static func listVoices(_ c: UnsafeMutablePointer<SPDConnection>) -> [InstalledVoice] {
        guard let list = spd_list_synthesis_voices(c) else { return [] }
        defer { free_spd_voices(list) }
        var found: [InstalledVoice] = []
        var i = 0
        while let voice = list[i] {
            let name = voice.pointee.name.map { String(cString: $0) } ?? ""
            let language = voice.pointee.language.map { String(cString: $0) } ?? ""
            let variant = voice.pointee.variant.map { String(cString: $0) } ?? ""
            if !name.isEmpty {
                let description = [language, variant].filter { !$0.isEmpty && $0 != "none" }.joined(separator: ", ")
                found.append(InstalledVoice(name: name, description: description))
            }
            i += 1
        }
        return found
    }

    public func canUse(voice: String) async -> Bool {
        if await installedVoices().contains(where: { $0.name == voice }) { return true }
        return SpeechdSettings.isLanguage(SpeechdSettings.split(voice).language)
    }
}
