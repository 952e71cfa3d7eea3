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

    /// Added to a setting's reply when this run speaks nothing.
    static let appliesLater = "It applies when speech is on."

    /// The reply, with a note when this run speaks nothing and the setting only takes effect
    /// when speech is on.
    private func later(_ reply: AppEvent?) -> AppEvent? {
        guard !live, case .info(let text)? = reply else { return reply }
        return .info("\(text) \(Self.appliesLater)")
    }

    public func perform(_ command: String, argument: String, settings: inout SpeechSettings) async -> AppEvent? {
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
            guard !arg.isEmpty else { return .info("Speaking at \(s.rate) words a minute. Type rate and a number from 80 to 450.") }
            guard let n = Int(arg) else {
                return .error("\"\(arg)\" is not a rate. Type rate and a number from 80 to 450, such as rate 200.")
            }
            reply = setRate(n, in: &s, nudged: false)
        case "pitch":
            reply = setNumber(arg, name: "pitch", range: Self.pitchRange, value: &s.pitch, example: "pitch 60")
        case "volume":
            reply = setNumber(arg, name: "volume", range: Self.volumeRange, value: &s.volume, example: "volume 120")
        case "voices": return await voicesList()
        case "voice": reply = await chooseVoice(arg, in: &s)
        case "speech":
            switch arg.lowercased() {
            case "": return .info("Speech is \(Self.describe(s.output)). Type speech on or speech off.")
            case "espeak", "espeak-ng", "speechd", "speech-dispatcher":
                s.synthesizer = arg.lowercased().hasPrefix("espeak") ? .espeak : .speechd
                s.output = .on
                let name = s.synthesizer == .speechd ? "your desktop's speech-dispatcher" : "Earshot's own espeak-ng voice"
                reply = .info("Speech will use \(name) from the next time you start Earshot.")
                settings = s
                await use(s)
                return reply
            case "on", "yes": s.output = .on
            case "off", "no": s.output = .off
            case "screen-reader", "screen reader", "screenreader": s.output = .screenReader
            default:
                return .error("\"\(arg)\" is not a choice for speech. Type speech on, speech off or speech screen-reader.")
            }
            switch s.output {
            case .on: reply = .info("Speech is on.")
            case .off: reply = .info("Speech is off. Type speech on to hear Earshot again.")
            case .screenReader:
                reply = .info(
                    "Speech is left to your screen reader: Earshot prints and does not speak. Type speech on to hear Earshot again.")
            }
        case "earcons":
            switch arg.lowercased() {
            case "": return .info("Earcons are \(s.earcons ? "on" : "off"). Type earcons on or earcons off.")
            case "on", "yes": s.earcons = true
            case "off", "no": s.earcons = false
            default: return .error("\"\(arg)\" is not a choice for earcons. Type earcons on or earcons off.")
            }
            reply = .info("Earcons are \(s.earcons ? "on" : "off").")
        default:
            return .error("\(command) is not a speech command.")
        }
        settings = s
        await use(s)
        if !live && command == "speech" && s.output == .on {
            return .info(
                "Speech is set to on for you, but this run of Earshot speaks nothing: start it without --no-speech or --screen-reader, on a computer with sound, to hear it."
            )
        }
        return later(reply)
    }

    static func describe(_ output: SpeechSettings.Output) -> String {
        switch output {
        case .on: return "on"
        case .off: return "off"
        case .screenReader: return "left to your screen reader"
        }
    }

    private func setRate(_ rate: Int, in s: inout SpeechSettings, nudged: Bool) -> AppEvent {
        guard Self.rateRange.contains(rate) else {
            if nudged {
                let edge = rate > s.rate ? "fastest" : "slowest"
                return .info("Speaking at \(s.rate) words a minute, already the \(edge) rate.")
            }
            return .error("\(rate) is out of range. The rate goes from 80 to 450 words a minute.")
        }
        s.rate = rate
        return .info("Speaking at \(rate) words a minute.")
    }

    private func setNumber(_ arg: String, name: String, range: ClosedRange<Int>, value: inout Int, example: String) -> AppEvent {
        let bounds = "from \(range.lowerBound) to \(range.upperBound)"
        guard !arg.isEmpty else { return .info("The \(name) is \(value). Type \(name) and a number \(bounds).") }
        guard let n = Int(arg), range.contains(n) else {
            return .error("\"\(arg)\" is not a \(name) Earshot can use. Type a number \(bounds), such as \(example).")
        }
        value = n
        return .info("The \(name) is now \(n).")
    }
}
