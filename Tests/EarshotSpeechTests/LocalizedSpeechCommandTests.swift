import EarshotCore
import EarshotTesting
import Testing

@testable import EarshotSpeech

/// The speech commands and `spell` reply in the language the renderer speaks (switched by the
/// `language` event), with no key missing and no English sentence left.
@Suite struct LocalizedSpeechCommandTests {
    static func sink(_ language: Language) async throws -> SpeechSink {
        let sink = SpeechSink(engine: RecordingSpeechEngine(), profiles: try SpeechFixtures.profiles())
        await sink.present(.app(.language(language)))
        return sink
    }

    static func text(_ event: AppEvent?) -> String {
        switch event {
        case .info(let t)?, .error(let t)?: return t
        case .list(let title, let items)?: return ([title] + items).joined(separator: "\n")
        default: return ""
        }
    }

    static func hasHan(_ s: String) -> Bool { s.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
    static func hasTamil(_ s: String) -> Bool { s.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) } }
    static func ours(_ missing: [String]) -> [String] {
        missing.filter { k in ["speech.", "spell.", "voice."].contains { k.contains(":" + $0) } }
    }

    @Test func rateAndSpeechRepliesAreInChinese() async throws {
        let sink = try await Self.sink(.zh)
        var s = SpeechSettings()
        let rate = Self.text(await sink.perform("rate", argument: "200", settings: &s))
        #expect(rate == "语速改为每分钟 200 个词。")
        #expect(s.rate == 200)
        let bad = Self.text(await sink.perform("pitch", argument: "101", settings: &s))
        #expect(Self.hasHan(bad) && bad.contains("pitch 60"), "the command word stays as typed: \(bad)")
        let off = Self.text(await sink.perform("speech", argument: "off", settings: &s))
        #expect(Self.hasHan(off) && off.contains("speech on") && !off.contains("Speech is"), "\(off)")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func spellingSaysThePunctuationInTheLanguage() async throws {
        let q = AskedQuestion(
            number: 1, total: 1, categoryName: "Film", kind: .choice, difficulty: .easy, text: "Which?", options: ["E.T.", "Up"])
        var s = SpeechSettings()
        let zh = try await Self.sink(.zh)
        await zh.present(.game(.asked(q)))
        #expect(Self.text(await zh.perform("spell", argument: "1", settings: &s)) == "选项 1，E.T.：E，点，T，点。")
        let ms = try await Self.sink(.ms)
        await ms.present(.game(.skipped(correctAnswer: "Kuala Lumpur", explanation: nil)))
        let malay = Self.text(await ms.perform("spell", argument: "answer", settings: &s))
        #expect(malay == "Jawapannya, Kuala Lumpur: K, U, A, L, A, jarak, L, U, M, P, U, R.")
        let ta = try await Self.sink(.ta)
        let tamil = Self.text(await ta.perform("spell", argument: "", settings: &s))
        #expect(Self.hasTamil(tamil) && tamil.contains("spell") && !tamil.contains("nothing to spell"), "\(tamil)")
        let word = Self.text(await ta.perform("spell", argument: "a-b", settings: &s))
        #expect(word == "a-b: A, சிறுகோடு, B.")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func voicesAndEarconsInMalayAndTamil() async throws {
        var s = SpeechSettings()
        let ms = try await Self.sink(.ms)
        #expect(Self.text(await ms.perform("earcons", argument: "off", settings: &s)) == "Bunyi isyarat dimatikan.")
        let voices = Self.text(await ms.perform("voices", argument: "", settings: &s))
        #expect(voices.hasPrefix("Senarai suara.") && voices.contains("voice duet"), "\(voices)")
        let ta = try await Self.sink(.ta)
        let unknown = Self.text(await ta.perform("voice", argument: "nobody", settings: &s))
        #expect(Self.hasTamil(unknown) && unknown.contains("\"nobody\"") && !unknown.contains("There is no voice"), "\(unknown)")
        #expect(Self.text(await ta.perform("volume", argument: "120", settings: &s)) == "ஒலியளவு இப்போது 120.")
        #expect(Self.ours(Messages.missingKeys).isEmpty, "\(Messages.missingKeys)")
    }

    @Test func aQuietRunAddsItsNoteInTheLanguage() async throws {
        let sink = SpeechSink(engine: RecordingSpeechEngine(), live: false)
        await sink.present(.app(.language(.zh)))
        var s = SpeechSettings()
        let reply = Self.text(await sink.perform("rate", argument: "300", settings: &s))
        #expect(reply == "语速改为每分钟 300 个词。开启语音后生效。")
    }
}
