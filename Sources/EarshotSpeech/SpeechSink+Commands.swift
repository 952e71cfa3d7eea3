import EarshotCore
import Foundation

/// The speech commands a player types at any prompt (`faster`, `rate 200`, `voice duet`,
/// `spell`, `stop`, …). The app saves the settings they change, per player.
extension SpeechSink: SpeechControl {
    public static let rateRange = 80...450
    public static let pitchRange = 0...100
    public static let volumeRange = 0...200

    public func interrupt() async {
        await engine.stopAll()
    }

    public func apply(_ settings: SpeechSettings) async {
        await use(settings)
    }

    public func apply(verbosity: Verbosity) async {
        self.verbosity = verbosity
    }

    /// The reply, with a note when this run speaks nothing and the setting only takes effect
    /// when speech is on.
    private func later(_ reply: AppEvent?) -> AppEvent? {
        guard !live, case .info(let text)? = reply else { return reply }
        return .info(messages("speech.appliesLater", ["reply": text]))
    }

    /// Everything the speech commands say, in the language the renderer speaks.
    var messages: Messages { renderer.messages }

    public func perform(_ command: String, argument: String, settings: inout SpeechSettings) async -> AppEvent? {
        let m = messages
        let arg = argument.trimmingCharacters(in: .whitespaces)
        var s = settings
        let reply: AppEvent?
        switch command {
        case "stop":
            await engine.stopAll()
            return nil
        case "spell": return spell(arg)
        case "faster": reply = setRate(min(s.rate, Int.max - 25) + 25, in: &s, nudged: true)
        case "slower": reply = setRate(max(s.rate, Int.min + 25) - 25, in: &s, nudged: true)
        case "rate":
            guard !arg.isEmpty else { return .info(m("speech.rate.current", ["rate": String(s.rate)])) }
            guard let n = Int(arg) else {
                return .error(m("speech.rate.notNumber", ["input": arg]))
            }
            reply = setRate(n, in: &s, nudged: false)
        case "pitch":
            reply = setNumber(
                arg, range: Self.pitchRange, value: &s.pitch,
                keys: (current: "speech.pitch.current", invalid: "speech.pitch.invalid", set: "speech.pitch.set"))
        case "volume":
            reply = setNumber(
                arg, range: Self.volumeRange, value: &s.volume,
                keys: (current: "speech.volume.current", invalid: "speech.volume.invalid", set: "speech.volume.set"))
        case "voices": return await voicesList()
        case "voice": reply = await chooseVoice(arg, in: &s)
        case "speech":
            switch arg.lowercased() {
            case "": return .info(m(Self.statusKey(s.output)))
            case "espeak", "espeak-ng", "speechd", "speech-dispatcher":
                s.synthesizer = arg.lowercased().hasPrefix("espeak") ? .espeak : .speechd
                s.output = .on
                reply = .info(m(s.synthesizer == .speechd ? "speech.synthesizer.speechd" : "speech.synthesizer.espeak"))
                settings = s
                await use(s)
                return reply
            case "on", "yes": s.output = .on
            case "off", "no": s.output = .off
            case "screen-reader", "screen reader", "screenreader": s.output = .screenReader
            default:
                return .error(m("speech.notChoice", ["input": arg]))
            }
            switch s.output {
            case .on: reply = .info(m("speech.on"))
            case .off: reply = .info(m("speech.off"))
            case .screenReader: reply = .info(m("speech.screenReader"))
            }
        case "earcons":
            switch arg.lowercased() {
            case "": return .info(m(s.earcons ? "speech.earcons.status.on" : "speech.earcons.status.off"))
            case "on", "yes": s.earcons = true
            case "off", "no": s.earcons = false
            default: return .error(m("speech.earcons.notChoice", ["input": arg]))
            }
            reply = .info(m(s.earcons ? "speech.earcons.on" : "speech.earcons.off"))
        default:
            return .error(m("speech.unknownCommand", ["command": command]))
        }
        settings = s
        await use(s)
        if !live && command == "speech" && s.output == .on {
            return .info(m("speech.silentRun"))
        }
        return later(reply)
    }

    /// The key that says how speech is set, with what to type.
    static func statusKey(_ output: SpeechSettings.Output) -> String {
        switch output {
        case .on: return "speech.status.on"
        case .off: return "speech.status.off"
        case .screenReader: return "speech.status.screenReader"
        }
    }

    private func setRate(_ rate: Int, in s: inout SpeechSettings, nudged: Bool) -> AppEvent {
        let m = messages
        guard Self.rateRange.contains(rate) else {
            if nudged {
                let key = rate > s.rate ? "speech.rate.fastest" : "speech.rate.slowest"
                return .info(m(key, ["rate": String(s.rate)]))
            }
            return .error(m("speech.rate.outOfRange", ["rate": String(rate)]))
        }
        s.rate = rate
        return .info(m("speech.rate.set", ["rate": String(rate)]))
    }

    private func setNumber(
        _ arg: String, range: ClosedRange<Int>, value: inout Int, keys: (current: String, invalid: String, set: String)
    ) -> AppEvent {
        let m = messages
        let bounds = ["low": String(range.lowerBound), "high": String(range.upperBound)]
        guard !arg.isEmpty else { return .info(m(keys.current, bounds.merging(["value": String(value)]) { a, _ in a })) }
        guard let n = Int(arg), range.contains(n) else {
            return .error(m(keys.invalid, bounds.merging(["input": arg]) { a, _ in a }))
        }
        value = n
        return .info(m(keys.set, ["value": String(n)]))
    }
}
