import EarshotCore
import Foundation
import Testing

@testable import GuessWho

/// Guess who in Chinese and Tamil: the sentences around the board are in the player's
/// language; names, attributes and the questions typed stay as the board writes them.
@Suite("Guess who in another language")
struct GuessWhoLanguageTests {
    static func mode(_ language: Language, players: Int = 1) -> GuessWhoMode {
        var setup = GameSetup(
            modeID: "guess-who", categoryID: nil, count: 0, seed: 3, date: "2026-11-22",
            modeOptions: ["board": "animals", "players": String(players)])
        setup.settings.language = language
        return GuessWhoMode(context: ModeContext(setup: setup, questions: [], categoryNames: [:]))
    }

    static func texts(_ output: ModeOutput) -> [String] {
        output.events.compactMap { if case .custom(_, let text) = $0 { text } else { nil } }
    }

    static func hasHan(_ text: String) -> Bool { text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }

    @Test func aOnePlayerGameInChinese() {
        var mode = Self.mode(.zh)
        let w = GuessWhoPlugin.strings.words(.zh)
        var said = Self.texts(mode.start(at: .zero))
        said += Self.texts(mode.handle(.answer("can it fly"), at: .zero))
        said += Self.texts(mode.handle(.command(ModeCommand(name: "board", argument: "")), at: .zero))
        said += Self.texts(mode.handle(.command(ModeCommand(name: "guess", argument: "unicorn")), at: .zero))
        said += Self.texts(mode.handle(.command(ModeCommand(name: "guess", argument: "dolphin")), at: .zero))
        #expect(said.count >= 6, "\(said)")
        #expect(said.allSatisfy(Self.hasHan), "\(said)")
        let answer = said[2]
        #expect(answer.hasPrefix(w("answer.yes") + "。") || answer.hasPrefix(w("answer.no") + "。"), "\(answer)")
        for english in ["still up", "Flipped down", "There is no", "Yes!", "No, it is not", "Ask yes or no"] {
            #expect(!said.joined().contains(english), "\(english) is still in English")
        }
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test func twoPlayersPickAndTakeTurnsInTamil() {
        var mode = Self.mode(.ta, players: 2)
        var said = Self.texts(mode.start(at: .zero))
        said += Self.texts(mode.handle(.answer("ladybird"), at: .zero))
        said += Self.texts(mode.handle(.answer("Dolphin"), at: .zero))
        #expect(said.contains { $0.hasPrefix("ஆட்டக்காரர் 1, தலையணி அணியுங்கள்") }, "\(said)")
        #expect(
            said.last
                == GuessWhoPlugin.strings.words(.ta)("turn.two", ["name": "ஆட்டக்காரர் 1", "other": "ஆட்டக்காரர் 2", "noun": "பாத்திரம்", "up": "20"]))
        let tamil = said.filter { $0.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) } }
        #expect(tamil.count == said.count, "\(said)")
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test func theModesNameSettingsAndVerbsAreInTheLanguage() {
        let zh = Messages(.zh)
        let d = GuessWhoMode.descriptor
        #expect(d.displayName(zh) == GuessWhoPlugin.strings.words(.zh)("mode.name") && Self.hasHan(d.displayName(zh)))
        #expect(Self.hasHan(d.displaySummary(zh)))
        #expect(d.settings.allSatisfy { Self.hasHan($0.displaySummary(zh)) }, "\(d.settings.map { $0.displaySummary(zh) })")
        #expect(d.commands.allSatisfy { Self.hasHan($0.displaySummary(zh)) && Self.hasHan($0.displayHelp(zh)) })
        // English stays the descriptor's own words.
        #expect(d.displayName(.english) == d.name && d.displaySummary(.english) == d.summary)
        #expect(d.commands.allSatisfy { $0.displaySummary(.english) == $0.summary && $0.displayHelp(.english) == $0.help })
    }
}
