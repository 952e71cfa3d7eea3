import EarshotCore
import EarshotPluginHost
import EarshotTesting
import Foundation
import Testing

/// The language rules of the plugin protocol: a failure is told in the player's language, a
/// mode that does not speak it says so once at the start, and a plugin that does speak it
/// (Examples/countdown: English and Chinese) is asked in it.
@Suite("Plugins and the player's language", .serialized)
struct PluginLanguageTests {
    static func hasHan(_ s: String) -> Bool { s.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
    static func hasTamil(_ s: String) -> Bool { s.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) } }
    static func ours(_ missing: [String]) -> [String] { missing.filter { $0.contains(":plugin.") } }

    @Test func aFailureIsToldInEachLanguage() {
        let slow = PluginFailure(plugin: "slow", kind: .timedOut, reason: .timedOut(method: "mode.handle", milliseconds: 2000))
        #expect(slow.sentence == "The plugin \"slow\" did not answer mode.handle within 2 seconds.")
        #expect(slow.told(in: .zh).sentence == "插件“slow”在 2 秒内没有回答 mode.handle。")
        #expect(slow.told(in: .ms).sentence == "Pemalam \"slow\" tidak menjawab mode.handle dalam masa 2 saat.")
        let ta = slow.told(in: .ta).sentence
        #expect(Self.hasTamil(ta) && ta.contains("mode.handle") && ta.contains("2 வினாடிகள்"), "\(ta)")

        let crashed = PluginFailure(
            plugin: "bad", kind: .exited,
            reason: .restartedOften(.phrase("plugin.failure.killedBefore", ["signal": "9", "method": "mode.start"]), times: 3))
        #expect(
            crashed.description
                == "the plugin \"bad\" was killed by signal 9 before answering mode.start, and it was restarted 3 times already")
        let zh = "\(PluginFailure.told(crashed, in: .zh))"
        #expect(zh == "插件“bad”还没回答 mode.start 就被信号 9 终止了，而且已经重启过 3 次了", "\(zh)")
        let version = PluginFailure(plugin: "new", kind: .versionMismatch, reason: .version(2, supported: [1]))
        #expect(version.told(in: .ms).what == "menggunakan protokol pemalam versi 2, tetapi Earshot ini menggunakan versi 1")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func aModeThatDoesNotSpeakThePlayersLanguageSaysSo() {
        #expect(PluginLanguages.notice(mode: "Tiny", languages: nil, player: .en) == nil, "no languages means English")
        #expect(PluginLanguages.notice(mode: "Tiny", languages: ["en", "zh-Hans"], player: .zh) == nil)
        #expect(
            PluginLanguages.notice(mode: "Tiny", languages: nil, player: .zh) == "Tiny 模式只会说英语，所以它自己的话会用英语。")
        #expect(
            PluginLanguages.notice(mode: "Tiny", languages: ["en", "zh"], player: .ms)
                == "Mod Tiny hanya bertutur dalam bahasa Inggeris dan bahasa Cina, jadi kata-katanya sendiri akan dalam bahasa Inggeris.")
        let ta = PluginLanguages.notice(mode: "Tiny", languages: ["en"], player: .ta) ?? ""
        #expect(Self.hasTamil(ta) && ta.contains("ஆங்கிலம்"), "\(ta)")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func countdownIsAskedInChineseAndAnswersInChinese() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "countdown")
        let result = try await scratch.run(
            ["play", "--mode", "countdown", "--category", "science", "--seed", "42", "--rounds", "3", "--language", "zh"],
            input: "shield\n2\n2\n2\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("倒数挑战：共 3 道题。"), "\(result.output)")
        #expect(result.output.contains("护盾举起。"))
        #expect(!result.output.contains("Beat the count: 3 questions."), "no English rules")
        #expect(!result.output.contains("模式只会说"), "it speaks Chinese: no notice")
    }

    @Test func aPlayerWhoseLanguageTheModeLacksHearsItOnceInTheirLanguage() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try scratch.install(example: "countdown")
        let result = try await scratch.run(
            ["play", "--mode", "countdown", "--category", "science", "--seed", "42", "--rounds", "3", "--language", "ms"],
            input: "2\n2\n2\n")
        #expect(result.status == 0, "\(result.errors)")
        let notice =
            "Mod Beat the count hanya bertutur dalam bahasa Inggeris dan bahasa Cina, jadi kata-katanya sendiri akan dalam bahasa Inggeris."
        #expect(result.output.components(separatedBy: notice).count == 2, "said once: \(result.output)")
        #expect(result.output.contains("Beat the count: 3 questions."), "the mode's own words fall back to English")
    }

    @Test func aPluginThatBreaksMidGameIsReportedInTamil() async throws {
        let scratch = try PluginScratch()
        defer { scratch.remove() }
        try FakePlugin.write("bad", fault: .crashMidGame, in: scratch.plugins)
        let result = try await scratch.run(["--language", "ta"], input: "play bad science\n1\n1\nbye\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains("\"bad\" செருகுநிரல் mode.handle கோரிக்கைக்குப் பதில் தரும் முன்பே 9 சமிக்ஞையால் நிறுத்தப்பட்டது"),
            "\(result.output)")
        #expect(!result.output.contains("was killed by signal"))
    }
}
