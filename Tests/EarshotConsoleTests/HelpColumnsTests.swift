import EarshotConsole
import EarshotCore
import Testing

/// Help's groups are printed in a column that lines up on a terminal in every language: no
/// group's name is cut, and every summary starts at the same terminal column.
@Suite struct HelpColumnsTests {
    static let groups: [(String, [HelpEntry])] = [
        ("ta", [("ஆட்டங்கள்", "play"), ("கணக்கு", "register"), ("கேள்வி வங்கி", "submit")].map(HelpEntry.init)),
        ("zh", [("游戏", "play"), ("题库", "submit"), ("声音设置", "speech")].map(HelpEntry.init)),
        ("en", [("game", "play"), ("question bank", "submit")].map(HelpEntry.init)),
    ]

    @Test(arguments: groups.map(\.0))
    func summariesLineUpAndNamesAreWhole(language: String) {
        let entries = Self.groups.first { $0.0 == language }!.1
        let lines = TextRenderer().lines(for: .help(title: "Help", entries: entries, footer: "More"))
        let rows = Array(lines.dropFirst().dropLast())
        #expect(rows.count == entries.count)
        var starts: Set<Int> = []
        for (row, entry) in zip(rows, entries) {
            #expect(row.hasPrefix("  " + entry.name + " "), "the name is whole and a space follows it: \(row)")
            #expect(row.hasSuffix(entry.summary))
            starts.insert(TextColumns.width(of: String(row.dropLast(entry.summary.count))))
        }
        #expect(starts.count == 1, "every summary starts at one column: \(rows)")
    }

    @Test func columnsAreCountedAsATerminalPlacesThem() {
        #expect(TextColumns.width(of: "play") == 4)
        #expect(TextColumns.width(of: "游戏") == 4)
        #expect(TextColumns.width(of: "e\u{301}") == 1, "a combining accent takes no column")
        #expect(TextColumns.width(of: "கி") == 2, "a Tamil vowel sign that is spacing takes its own column")
        #expect(TextColumns.width(of: "க்") == 1, "the virama is a non-spacing mark")
        #expect(TextColumns.padded("游戏", to: 6) == "游戏  ")
        #expect(TextColumns.padded("question bank", to: 4) == "question bank", "never cut")
    }
}
