import EarshotCore
import EarshotPlugins
import Testing

/// Every built-in mode says its name, summary, settings and verbs in the player's language.
@Suite("The built-in modes speak the player's language")
struct ModeLanguageTests {
    @Test("modes and help words: built-in modes in the player's language, outside plugins as they are", arguments: otherLanguages)
    func descriptors(_ language: Language) throws {
        let m = Messages(language)
        let builtIn = try BuiltinPlugins.registry().modes.map(\.descriptor)
        #expect(!builtIn.isEmpty)
        for d in builtIn {
            #expect(d.nameKey != nil && d.summaryKey != nil && d.settings.allSatisfy { $0.summaryKey != nil }, "\(d.id)")
            #expect(d.commands.allSatisfy { $0.summaryKey != nil && $0.helpKey != nil }, "\(d.id)")
            expectIn(language, d.displaySummary(m), english: d.summary)
            #expect(d.displayName(m) != d.name)
            #expect(d.displayName(.english) == d.name)
            #expect(d.displaySummary(.english) == d.summary)
            for setting in d.settings { expectIn(language, setting.displaySummary(m), english: setting.summary) }
            for verb in d.commands {
                expectIn(language, verb.displaySummary(m), english: verb.summary)
                expectIn(language, verb.displayHelp(m), english: verb.help)
            }
        }
        let outside = ModeDescriptor(id: "classic", name: "Classic rock", summary: "Songs from the seventies.")
        #expect(outside.displayName(m) == "Classic rock")
        #expect(outside.displaySummary(m) == "Songs from the seventies.")
        let verb = CommandDescriptor("hint", scope: .game, summary: "A clue of my own.", help: "hint gives my clue.")
        #expect(verb.displaySummary(m) == "A clue of my own.")
        #expect(Messages.missingKeys.isEmpty, "\(Messages.missingKeys)")
    }
}
