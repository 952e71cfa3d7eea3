import EarshotCore
import EarshotStore
import Foundation

/// How the player hears and reads Earshot: the speech commands (`stop`, `spell`, `faster`,
/// `rate 200`, `voice duet`, …), `verbosity`, `language` and `timing`, each kept per player.
/// The service its commands share: the speech of this computer and the player's settings.
public struct Settings: Feature {
    let speech: (any SpeechControl)?

    public init(_ environment: SessionEnvironment) { speech = environment.speech }

    /// A speech command (`rate 200`): the speech of this computer does it, and a setting it
    /// changes is kept for the player.
    func speechCommand(_ name: String, _ argument: String, _ io: any SessionIO) async {
        guard let speech else {
            await io.say(.info(io.messages("repl.speech.off", ["command": name])))
            return
        }
        var s = io.player.settings
        let reply = await speech.perform(name, argument: argument, settings: &s.speech)
        if s != io.player.settings { await io.save(s) }
        if let reply { await io.say(reply) }
    }

    /// `verbosity`, `verbosity brief|normal|full`: kept per player and applied at once.
    func setVerbosity(_ argument: String, _ io: any SessionIO) async {
        let m = io.messages
        var s = io.player.settings
        let word = argument.trimmingWhitespace.lowercased()
        guard !word.isEmpty else {
            await io.say(.info(m("settings.verbosity.current", ["level": s.verbosity.rawValue])))
            return
        }
        guard let level = Verbosity(rawValue: word) ?? (word == "standard" ? .normal : word == "short" ? .brief : nil) else {
            await io.say(.error(m("settings.verbosity.invalid", ["input": argument.trimmingWhitespace])))
            return
        }
        s.verbosity = level
        await io.save(s)
        await speech?.apply(verbosity: level)
        let what: String
        switch level {
        case .brief: what = m("settings.verbosity.brief")
        case .normal: what = m("settings.verbosity.normal")
        case .full: what = m("settings.verbosity.full")
        }
        await io.say(.info(m("settings.verbosity.set", ["level": level.rawValue, "what": what])))
    }

    /// `language`, `language NAME`: lists the languages, or chooses one for this player. The
    /// voice follows, unless the player chose a voice of their own.
    func chooseLanguage(_ argument: String, _ io: any SessionIO) async {
        let word = argument.trimmingWhitespace
        let m = io.messages
        let before = m.language
        guard !word.isEmpty else {
            let items = Language.allCases.map { l in m("language.item", ["code": l.rawValue, "name": l.nativeName]) }
            await io.say(.list(title: m("language.current", ["name": before.nativeName]), items: items))
            return
        }
        guard let chosen = Language(named: word) else {
            let codes = Language.allCases.map { "\($0.rawValue) (\($0.nativeName))" }
            await io.say(.error(m("language.unknown", ["input": word, "languages": m.or(codes)])))
            return
        }
        var s = io.player.settings
        s.language = chosen
        if Language.allCases.contains(where: { $0.espeakVoice == s.speech.voice }) {
            s.speech.voice = SpeechSettings().voice  // the standard voice, which follows the language
        }
        await io.save(s)
        await io.applySettings()
        let reply = chosen == before ? "language.already" : "language.chosen"
        await io.say(.info(Messages(chosen)(reply, ["name": chosen.nativeName])))
    }

    /// `timing`, `timing off|on|2`: how long timed questions give the player.
    func setTiming(_ argument: String, _ io: any SessionIO) async {
        let m = io.messages
        var s = io.player.settings
        let word = argument.trimmingWhitespace.lowercased()
        switch word {
        case "":
            await io.say(.info(m("settings.timing.current", ["timing": Self.timingWords(s.timeScale, m)])))
            return
        case "off", "none", "no": s.timeScale = nil
        case "on", "standard", "normal", "1": s.timeScale = 1
        default:
            guard let v = Double(word.replacingOccurrences(of: "x", with: "")), v >= 1, v <= 10 else {
                await io.say(.error(m("settings.timing.invalid", ["input": argument])))
                return
            }
            s.timeScale = v
        }
        await io.save(s)
        await io.say(.info(m("settings.timing.now", ["timing": Self.timingWords(s.timeScale, m)])))
    }

    /// "standard", "off" or "2 times as long", in `m`'s language.
    static func timingWords(_ scale: Double?, _ m: Messages) -> String {
        guard let scale else { return m("settings.timing.off") }
        if scale == 1 { return m("settings.timing.standard") }
        let n = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return m("settings.timing.times", ["times": n])
    }
}
