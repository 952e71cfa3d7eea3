import EarshotCore

/// `voices` and `voice NAME`.
extension SpeechSink {
    /// Earshot's profiles, then the installed espeak-ng voices.
    func voicesList() async -> AppEvent {
        var items = profiles.values.sorted { $0.name < $1.name }.map { "\($0.name): \($0.summary)" }
        items.append("default: espeak-ng's standard English voice.")
        let installed = await engine.installedVoices().map(\.name)
        items.append("espeak-ng voices, \(installed.count) installed: \(installed.joined(separator: ", ")).")
        return .list(title: "Voices. Choose one with voice and its name, such as voice duet or voice en-gb.", items: items)
    }

    /// What the current voice is.
    func voiceDescription(_ s: SpeechSettings) -> String {
        let name = profiles[s.voice.lowercased()].map { "the \($0.name) profile" } ?? "\(s.voice)"
        return "The voice is \(name), at \(s.rate) words a minute, pitch \(s.pitch), volume \(s.volume)."
    }

    /// Chooses a profile (which also sets its rate and pitch) or an installed espeak-ng voice.
    /// An unknown name is refused and the current voice kept.
    func chooseVoice(_ name: String, in s: inout SpeechSettings) async -> AppEvent {
        guard !name.isEmpty else { return .info(voiceDescription(s) + " Type voices to hear the choices.") }
        let key = name.lowercased()
        if let profile = profiles[key] {
            for voice in profile.voices where !(await engine.canUse(voice: voice)) {
                return .error(
                    "The \(profile.name) profile needs the espeak-ng voice \(voice), which could not be loaded. Keeping \(s.voice).")
            }
            s.voice = profile.name
            s.rate = profile.rate
            s.pitch = profile.pitch
            return .info("Voice \(profile.name): \(profile.summary) Rate \(s.rate) words a minute, pitch \(s.pitch).")
        }
        if key == "default" {
            s.voice = "default"
            return .info("Voice default: espeak-ng's standard English voice.")
        }
        guard !name.contains(" "), await engine.canUse(voice: name) else {
            return .error("There is no voice called \"\(name)\". Keeping \(s.voice). Type voices to hear the list.")
        }
        s.voice = name
        return .info("Voice \(name).")
    }
}
