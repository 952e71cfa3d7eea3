import EarshotCore

/// `voices` and `voice NAME`.
extension SpeechSink {
    /// Earshot's profiles, then the installed espeak-ng voices.
    func voicesList() async -> AppEvent {
        let m = messages
        var items = profiles.values.sorted { $0.name < $1.name }.map { m("voice.list.profile", ["name": $0.name, "summary": $0.summary]) }
        items.append(m("voice.list.default"))
        let installed = await engine.installedVoices().map(\.name)
        items.append(
            m("voice.list.installed", ["count": String(installed.count), "voices": installed.joined(separator: ", ")]))
        return .list(title: m("voice.list.title"), items: items)
    }

    /// What the current voice is.
    func voiceDescription(_ s: SpeechSettings) -> String {
        let values = ["rate": String(s.rate), "pitch": String(s.pitch), "volume": String(s.volume)]
        if let profile = profiles[s.voice.lowercased()] {
            return messages("voice.current.profile", values.merging(["name": profile.name]) { a, _ in a })
        }
        return messages("voice.current.named", values.merging(["name": s.voice]) { a, _ in a })
    }

    /// Chooses a profile (which also sets its rate and pitch) or an installed espeak-ng voice.
    /// An unknown name is refused and the current voice kept.
    func chooseVoice(_ name: String, in s: inout SpeechSettings) async -> AppEvent {
        let m = messages
        guard !name.isEmpty else { return .info(m("voice.current.hint", ["description": voiceDescription(s)])) }
        let key = name.lowercased()
        if let profile = profiles[key] {
            for voice in profile.voices where !(await engine.canUse(voice: voice)) {
                return .error(m("voice.profile.unavailable", ["profile": profile.name, "voice": voice, "current": s.voice]))
            }
            s.voice = profile.name
            s.rate = profile.rate
            s.pitch = profile.pitch
            return .info(
                m(
                    "voice.profile.chosen",
                    ["name": profile.name, "summary": profile.summary, "rate": String(s.rate), "pitch": String(s.pitch)]))
        }
        if key == "default" {
            s.voice = "default"
            return .info(m("voice.default.chosen"))
        }
        guard !name.contains(" "), await engine.canUse(voice: name) else {
            return .error(m("voice.unknown", ["name": name, "current": s.voice]))
        }
        s.voice = name
        return .info(m("voice.chosen", ["name": name]))
    }
}
