// Plugins this file needs: Classic

import EarshotApp
import EarshotCore
import EarshotPlugins
import EarshotTesting
import Foundation
import Testing

/// A hot-seat game after `language zh`: the turns, the rounds and the final ranking are said
/// in Chinese, with no key missing and no English sentence of the hot seat left (issue 15).
@Suite("Hot seat in another language")
struct HotSeatLanguageTests {
    static func hasHan(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    @Test func aTwoPlayerClassicGameInChinese() async throws {
        let t = try await TestApp(
            lines: ["language zh", "hot seat Ann Bob", "play classic geography 1", "alpha", "beta", "quit"],
            registry: try BuiltinPlugins.registry(), store: try alphaBank(), clock: ManualClock())
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        let zh = Messages(.zh)
        #expect(text.contains(zh("hotseat.set", ["players": zh.and(["Ann", "Bob"])])), "\(text)")
        #expect(text.contains(zh("hotseat.turn.question", ["name": "Ann", "number": "1", "total": "1"])), "\(text)")
        #expect(text.contains(zh("hotseat.turn.question", ["name": "Bob", "number": "1", "total": "1"])), "\(text)")
        let lines = text.split(separator: "\n").map(String.init)
        let turns = lines.filter { $0.hasPrefix("Ann，") || $0.hasPrefix("Bob，") }
        #expect(turns.count >= 2 && turns.allSatisfy(Self.hasHan), "\(turns)")
        // The final ranking: its title and both rows in Chinese, Ann (right) first.
        let title = try #require(lines.firstIndex(of: zh("hotseat.ranking.title")), "\(text)")
        let rows = lines[(title + 1)...].prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.count == 2 && rows[0].hasPrefix("1. Ann：") && rows[1].hasPrefix("2. Bob："), "\(rows)")
        #expect(rows.allSatisfy(Self.hasHan), "\(rows)")
        #expect(rows[0].contains(zh.plural("hotseat.points", count: 100)), "\(rows)")
        // No English sentence of the hot seat is left.
        for english in ["your turn", "Final ranking", "Hot seat:", "points,", "take turns", "The winner has"] {
            #expect(!text.contains(english), "\(english) is still in English")
        }
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }

    @Test func hotSeatErrorsAndTheCommandTextAreTranslated() async throws {
        let t = try await TestApp(
            lines: ["language ms", "hot seat Ann", "hot seat Ann ann", "hot seat", "help hot seat"],
            registry: try BuiltinPlugins.registry(), store: try alphaBank(), clock: ManualClock())
        _ = await t.app.runREPL(version: "test")
        let text = t.output.text
        let ms = Messages(.ms)
        #expect(text.contains(ms("hotseat.error.count", ["count": "1"])), "\(text)")
        #expect(text.contains("ann dinamakan dua kali."), "\(text)")
        #expect(text.contains("Seorang pemain:"), "\(text)")
        #expect(text.contains("Beberapa pemain di satu papan kekunci") || text.contains("hot seat diikuti 2 hingga 6 nama"), "\(text)")
        #expect(!text.contains("is named twice") && !text.contains("A hot-seat game is for"))
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }
}
